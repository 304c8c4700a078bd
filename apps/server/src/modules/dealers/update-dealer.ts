import { dealerSettingsSchema } from '@spokes/domain/contact-schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/dealers';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { dealerColumns, lockDealer, parseDealerInput } from './dealer-record';

/** The Dealers tab's modal on an existing dealer: its nine fields, audited field by field. */
export async function updateDealer(db: Db, viewer: Viewer, options: { id: number; input: unknown }) {
  requireSuperUser(viewer);
  const values = parseDealerInput(dealerSettingsSchema, options.input);
  return db.transaction(async (tx) => {
    const before = await lockDealer(tx, options.id);
    const [after] = await tx
      .update(dealers)
      .set({ ...values, updated_at: new Date() })
      .where(eq(dealers.id, options.id))
      .returning(dealerColumns);
    await recordSettingsChange(tx, viewer, {
      table: 'dealers',
      recordId: after.id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}
