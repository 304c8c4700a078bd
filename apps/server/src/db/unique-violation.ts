/**
 * True when `error` (or an error it wraps: Drizzle wraps the driver's) is PostgreSQL's
 * unique_violation on `constraint`. A check before an insert cannot see a concurrent insert;
 * the unique index can, and this turns its refusal into the caller's typed error.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && name === constraint) return true;
  }
  return false;
}
