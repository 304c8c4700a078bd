import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@spokes/domain/codes';
import type { Tx } from '../../db/client';
import type { DealCustomFields } from '../../db/schema/deals';
import { orders } from '../../db/schema/orders';
import type { Viewer } from '../auth/viewer';
import { announceOrderChange } from './announce-order-change';
import type { UploadFlowOrder } from './require-upload-flow';

export type MoveOrderStatusOptions = {
  to: OrderStatus;
  /** Other order columns the same step writes (the delivery date). */
  set?: Partial<Pick<typeof orders.$inferInsert, 'delivery_date'>>;
  /** Custom fields synchronised to the order's deal. */
  dealFields?: DealCustomFields;
};

/**
 * The status step that ends an upload flow, in its transaction: writes the status, and announces
 * the change (webhooks only when the status really changed: a retried upload of a SIGNED order
 * stays SIGNED).
 */
export async function moveOrderStatus(
  tx: Tx,
  _viewer: Viewer,
  order: UploadFlowOrder,
  options: MoveOrderStatusOptions,
) {
  const statusChanged = order.status.id !== options.to.id;
  await tx
    .update(orders)
    .set({ order_status_fk: options.to.id, updated_at: new Date(), ...options.set })
    .where(eq(orders.id, order.orderId));
  await announceOrderChange(tx, { orderId: order.orderId, statusChanged, dealFields: options.dealFields });
  return { statusChanged };
}
