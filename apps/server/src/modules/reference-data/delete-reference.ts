import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { coded, lockReference } from './reference-record';
import { REFERENCE_TABLES, type ReferenceTableName } from './reference-tables';

/**
 * Deletes a variant or brand that nothing uses, audited; while a row of another table points at
 * it, the table's refusal (VARIANT_IN_USE, BIKE_BRAND_IN_USE) says what keeps it.
 */
export async function deleteReference(
  db: Db,
  viewer: Viewer,
  options: { table: ReferenceTableName; id: number },
): Promise<boolean> {
  requireSuperUser(viewer);
  const description = REFERENCE_TABLES[options.table];
  if (!('delete' in description)) fail('FORBIDDEN');
  return db.transaction(async (tx) => {
    const before = await lockReference(tx, description, options.id);
    for (const column of description.delete.usedBy) {
      const [user] = await tx
        .select({ id: column })
        .from(column.table)
        .where(eq(column, options.id))
        .limit(1);
      if (user) fail(description.delete.refusal);
    }
    await tx.delete(description.table as PgTable).where(eq(coded(description).id, options.id));
    await recordSettingsChange(tx, viewer, {
      table: options.table,
      recordId: options.id,
      action: 'delete',
      before,
    });
    return true;
  });
}
