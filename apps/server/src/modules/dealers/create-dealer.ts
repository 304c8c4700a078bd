import { dealerSettingsSchema } from '@spokes/domain/contact-schemas';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/dealers';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { dealerColumns, parseDealerInput } from './dealer-record';

/** A new dealer from the Dealers tab's modal, active and not internal-use-only, audited. */
export async function createDealer(db: Db, viewer: Viewer, input: unknown) {
  requireSuperUser(viewer);
  const values = parseDealerInput(dealerSettingsSchema, input);
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(dealers).values(values).returning(dealerColumns);
    await recordSettingsChange(tx, viewer, {
      table: 'dealers',
      recordId: created.id,
      action: 'create',
      after: created,
    });
    return created;
  });
}
