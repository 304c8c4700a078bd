import { orderStatusById } from '@spokes/domain/codes';
import { validateStatusChange } from '@spokes/domain/order-status';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { moveOrderStatus } from './move-order-status';
import { lockOrder } from './lock-order';
import { orderChange, type OrderChange } from './order-change';

export type UpdateOrderStatusOptions = { orderId: number; orderStatusId: number };

/**
 * Sets an order's status by hand (the edit-order-status modal, super users): any status but
 * the current one ("Select different status"). The leasing party's webhooks fire as for any
 * other status change.
 */
export async function updateOrderStatus(db: Db, viewer: Viewer, options: UpdateOrderStatusOptions) {
  requireSuperUser(viewer);
  const next = orderStatusById(options.orderStatusId) ?? fail('BAD_INPUT', 'Unknown order status');
  return db.transaction(async (tx): Promise<OrderChange> => {
    const order = await lockOrder(tx, viewer, { orderId: options.orderId });
    const change = validateStatusChange(order.status.code, next.code);
    if (!change.ok) fail(change.error);
    await moveOrderStatus(tx, viewer, order, { to: next });
    return orderChange(order, next.id);
  });
}
