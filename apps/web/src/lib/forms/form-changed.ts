/**
 * Whether a field on the form differs from the value the form opened with (`initial` may hold
 * more, such as the record's id). Compared as JSON, so a multi-select holding the same codes is
 * unchanged, and an emptied field (undefined) equals a saved null.
 */
export function formChanged<V extends object>(values: V | undefined, initial: Partial<V>): boolean {
  if (values === undefined) return false;
  return (Object.keys(values) as (keyof V)[]).some(
    (field) => JSON.stringify(values[field] ?? null) !== JSON.stringify(initial[field] ?? null),
  );
}
