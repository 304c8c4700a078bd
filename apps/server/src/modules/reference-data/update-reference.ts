import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import { parseInput } from '../../lib/parse-input';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { coded, lockReference, type ReferenceRecord } from './reference-record';
import { REFERENCE_TABLES, type ReferenceTableName } from './reference-tables';

/** An edit from a settings tab: the name (and a brand's flag), audited; the code stays. */
export async function updateReference(
  db: Db,
  viewer: Viewer,
  options: { table: ReferenceTableName; id: number; input: unknown },
): Promise<ReferenceRecord> {
  requireSuperUser(viewer);
  const description = REFERENCE_TABLES[options.table];
  if (!('update' in description)) fail('FORBIDDEN');
  const values = parseInput(description.update, options.input);
  return db.transaction(async (tx) => {
    const before = await lockReference(tx, description, options.id);
    const [after] = (await tx
      .update(description.table as PgTable)
      .set(values)
      .where(eq(coded(description).id, options.id))
      .returning()) as ReferenceRecord[];
    await recordSettingsChange(tx, viewer, {
      table: options.table,
      recordId: options.id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}
