import { eq } from 'drizzle-orm';
import { ORDER_STATUS, orderStatusById } from '@spokes/domain/codes';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { fail } from '../../errors';
import type { Viewer } from '../auth/viewer';
import { getQuotation, type QuotationOverview } from '../quotations/get-quotation';
import { moveOrderStatus } from './move-order-status';

/**
 * The error-retry button (spec 02 section 4, status 2 and 3 of a FIP company): both documents
 * of the signing are there but the order did not move on, so it is reset to SIGNED. Allowed when
 * the dealer actions offer RETRY_UPLOAD, else ACTION_NOT_ALLOWED; an order out of the viewer's
 * back-office scope is NOT_FOUND. Answers the reloaded quotation, so the card refetches.
 */
export async function retryOrderUpload(db: Db, viewer: Viewer, options: { orderId: number }) {
  return db.transaction(async (tx): Promise<QuotationOverview> => {
    const [locked] = await tx
      .select({ quotationId: orders.quotation_fk })
      .from(orders)
      .where(eq(orders.id, options.orderId))
      .for('update');
    const quotation = await getQuotation(tx, viewer, { id: locked?.quotationId ?? fail('NOT_FOUND') });
    const order = quotation.order ?? fail('NOT_FOUND');
    if (!quotation.actions.includes('RETRY_UPLOAD')) fail('ACTION_NOT_ALLOWED');
    await moveOrderStatus(
      tx,
      viewer,
      {
        orderId: order.id,
        quotationId: quotation.id,
        status: orderStatusById(order.order_status_fk) ?? fail('ACTION_NOT_ALLOWED'),
        deliveryDate: order.delivery_date,
      },
      { to: ORDER_STATUS.SIGNED },
    );
    return getQuotation(tx, viewer, { id: quotation.id });
  });
}
