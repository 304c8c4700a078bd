import { eq, getTableName, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { fail } from '../../errors';
import type { ReferenceTable } from './reference-tables';

export type ReferenceRecord = { id: number; name: string; code: string } & Record<string, unknown>;

// Drizzle types each table's rows from the table itself; one generic step over five tables is
// typed here once, from the shape they share (id, name, code).
type Coded = PgTable & { id: AnyColumn; code: AnyColumn };
export const coded = (description: ReferenceTable) => description.table as Coded;

/** The row locked for a change, or NOT_FOUND. */
export async function lockReference(tx: Queryable, description: ReferenceTable, id: number) {
  const table = coded(description);
  const [row] = (await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update')) as ReferenceRecord[];
  if (!row) fail('NOT_FOUND');
  return row;
}

/**
 * Runs a write and turns the table's unique code index refusing it into REFERENCE_CODE_TAKEN.
 * The write is a whole transaction: after a refused statement PostgreSQL accepts nothing more
 * in it, so the refusal is read once it rolled back.
 */
export async function refusingTakenCode<T>(description: ReferenceTable, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, `${getTableName(description.table)}_code_unique`))
      fail('REFERENCE_CODE_TAKEN');
    throw error;
  }
}
