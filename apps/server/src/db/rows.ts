import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';

/**
 * The rows of a raw statement, typed by the caller. Both drivers (node-postgres and PGlite)
 * answer `{ rows }`, but Drizzle types a raw answer through its driver-neutral result kind as
 * unknown: this is the one place that reads it, so no caller casts a result.
 */
export async function queryRows<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
