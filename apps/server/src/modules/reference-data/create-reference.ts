import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { parseInput } from '../../lib/parse-input';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { refusingTakenCode, type ReferenceRecord } from './reference-record';
import { REFERENCE_TABLES, type ReferenceTableName } from './reference-tables';

/**
 * A new variant, brand, title, statute or field type from its settings tab, audited: a name, a
 * unique code (REFERENCE_CODE_TAKEN otherwise) and the table's own fields.
 */
export async function createReference(
  db: Db,
  viewer: Viewer,
  options: { table: ReferenceTableName; input: unknown },
): Promise<ReferenceRecord> {
  requireSuperUser(viewer);
  const description = REFERENCE_TABLES[options.table];
  const values = parseInput(description.create, options.input);
  return refusingTakenCode(description, () =>
    db.transaction(async (tx) => {
      const row = 'toRow' in description ? await description.toRow(tx, values) : values;
      const [created] = (await tx
        .insert(description.table as PgTable)
        .values(row)
        .returning()) as ReferenceRecord[];
      await recordSettingsChange(tx, viewer, {
        table: options.table,
        recordId: created.id,
        action: 'create',
        after: created,
      });
      return created;
    }),
  );
}
