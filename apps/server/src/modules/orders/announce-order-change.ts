import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { DealCustomFields } from '../../db/schema/deals';
import { orders } from '../../db/schema/orders';
import { dealsPort } from '../../integrations/crm/deals-port';
import { publish } from '../signals/events';
import { enqueueOrderWebhooks } from '../webhooks/enqueue-order-webhooks';

export type OrderChange = {
  orderId: number;
  /** The order status changed: the leasing party's webhooks fire. */
  statusChanged?: boolean;
  /** The deal status changed (a deal phase, a linked deal): the webhooks fire as well. */
  dealStatusChanged?: boolean;
  /** Custom fields to write on the order's linked deal (spec 01 section 4); none without a deal. */
  dealFields?: DealCustomFields;
};

/**
 * The one fan-out of a changed order, called by every status transition inside its
 * transaction after the change is written: subscribers hear of the order, a new status or deal
 * status queues the webhooks, and the linked deal gets its synchronised fields. All of it
 * commits or rolls back with the change. Answers how many webhook deliveries were queued.
 */
export async function announceOrderChange(tx: Queryable, change: OrderChange): Promise<{ webhooks: number }> {
  const [order] = await tx
    .select({ id: orders.id, quotation_fk: orders.quotation_fk, deal_id_v2: orders.deal_id_v2 })
    .from(orders)
    .where(eq(orders.id, change.orderId));
  if (!order) return { webhooks: 0 };
  await publish(tx, { topic: 'orderUpdated', orderId: order.id, quotationId: order.quotation_fk });
  const webhooks =
    change.statusChanged || change.dealStatusChanged ? await enqueueOrderWebhooks(tx, order.id) : 0;
  if (change.dealFields && order.deal_id_v2 !== null)
    await dealsPort(tx).updateCustomFields(order.deal_id_v2, change.dealFields);
  return { webhooks };
}
