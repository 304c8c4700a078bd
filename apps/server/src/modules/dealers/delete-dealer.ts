import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/dealers';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';
import { lockDealer, refuseBackofficeDealer } from './dealer-record';

/**
 * Deletes a dealer without quotations (DEALER_HAS_QUOTATIONS otherwise, spec 03 section 8); its
 * users' links and brand links go with it, its service passes keep their free-text dealer name.
 */
export async function deleteDealer(db: Db, viewer: Viewer, id: number) {
  requireSuperUser(viewer);
  refuseBackofficeDealer(id);
  return db.transaction(async (tx) => {
    const before = await lockDealer(tx, id);
    const [quotation] = await tx
      .select({ id: quotations.id })
      .from(quotations)
      .where(eq(quotations.dealer_fk, id))
      .limit(1);
    if (quotation) fail('DEALER_HAS_QUOTATIONS');
    await tx.delete(dealers).where(eq(dealers.id, id));
    await recordSettingsChange(tx, viewer, { table: 'dealers', recordId: id, action: 'delete', before });
    return true;
  });
}
