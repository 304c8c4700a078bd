import { BACKOFFICE_DEALER_ID } from '@spokes/domain/codes';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/dealers';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { lockQuotationOrder } from './lock-order';
import { recordOrderHistory } from './history/record-order-history';
import { publish } from '../signals/events';
import { loadQuotationListRows, type QuotationListRow } from '../quotations/quotation-list-rows';

/**
 * Gives a quotation another dealer (spec 01 section 4, super users only). The back-office
 * pseudo-dealer sells no bikes, so it cannot be chosen (as when a quotation is made).
 */
export async function changeQuotationDealer(
  db: Db,
  viewer: Viewer,
  options: { quotation_id: number; dealer_id: number },
): Promise<QuotationListRow> {
  requireSuperUser(viewer);
  if (options.dealer_id === BACKOFFICE_DEALER_ID) fail('INVALID_DEALER');
  return db.transaction(async (tx) => {
    const order = await lockQuotationOrder(tx, viewer, options.quotation_id);
    const [quotation] = await tx
      .select({ dealer_fk: quotations.dealer_fk })
      .from(quotations)
      .where(eq(quotations.id, options.quotation_id));
    if (!quotation) fail('NOT_FOUND');
    const [dealer] = await tx
      .select({ id: dealers.id })
      .from(dealers)
      .where(eq(dealers.id, options.dealer_id));
    if (!dealer) fail('NOT_FOUND');
    if (quotation.dealer_fk !== dealer.id) {
      await tx
        .update(quotations)
        .set({ dealer_fk: dealer.id, updated_at: new Date() })
        .where(eq(quotations.id, options.quotation_id));
      await recordOrderHistory(tx, viewer, {
        quotationId: options.quotation_id,
        orderId: order?.orderId ?? null,
        source: 'screen',
        kind: 'dealer',
        field: 'dealer_fk',
        old: String(quotation.dealer_fk),
        new: String(dealer.id),
      });
      await publish(tx, { topic: 'quotationUpdated', quotationId: options.quotation_id });
    }
    const [row] = await loadQuotationListRows(tx, [options.quotation_id]);
    return row;
  });
}
