import { eq } from 'drizzle-orm';
import { orderStatusById } from '@spokes/domain/codes';
import { validateStatusChange } from '@spokes/domain/order-status';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../auth/viewer';
import { getQuotation } from '../quotations/get-quotation';
import { announceOrderChange } from './announce-order-change';
import { requireOrderAccess } from './orders.access';
import { recordOrderHistory } from './record-order-history';

export type UpdateOrderStatusOptions = { orderId: number; orderStatusId: number };

/**
 * Sets an order's status by hand (the edit-order-status modal, super users): any status but
 * the current one ("Select different status"). The leasing party's webhooks fire as for any
 * other status change.
 */
export async function updateOrderStatus(db: Db, viewer: Viewer, options: UpdateOrderStatusOptions) {
  requireSuperUser(viewer);
  const next = orderStatusById(options.orderStatusId) ?? fail('BAD_INPUT', 'Unknown order status');
  return db.transaction(async (tx) => {
    const { quotationId } = await requireOrderAccess(tx, viewer, options.orderId);
    const [order] = await tx
      .select({ statusId: orders.order_status_fk })
      .from(orders)
      .where(eq(orders.id, options.orderId))
      .for('update');
    const current = orderStatusById(order.statusId) ?? fail('SOMETHING_WENT_WRONG');
    const change = validateStatusChange(current.code, next.code);
    if (!change.ok) fail(change.error);
    await tx
      .update(orders)
      .set({ order_status_fk: next.id, updated_at: new Date() })
      .where(eq(orders.id, options.orderId));
    await recordOrderHistory(tx, viewer, {
      quotationId,
      orderId: options.orderId,
      source: 'screen',
      kind: 'status',
      field: 'order_status_fk',
      old: String(current.id),
      new: String(next.id),
    });
    await announceOrderChange(tx, { orderId: options.orderId, statusChanged: true });
    return getQuotation(tx, viewer, { id: quotationId });
  });
}
