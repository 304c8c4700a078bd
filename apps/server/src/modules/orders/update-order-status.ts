import { eq } from 'drizzle-orm';
import { orderStatusById } from '@spokes/domain/codes';
import { validateStatusChange } from '@spokes/domain/order-status';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../auth/viewer';
import { getQuotation } from '../quotations/get-quotation';
import { moveOrderStatus } from './move-order-status';
import { requireOrderAccess } from './orders.access';

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
    await moveOrderStatus(
      tx,
      viewer,
      { orderId: options.orderId, quotationId, status: current, deliveryDate: null },
      { to: next },
    );
    return getQuotation(tx, viewer, { id: quotationId });
  });
}
