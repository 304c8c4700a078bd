import type { Queryable } from '../../db/client';
import { publish } from '../realtime/events';
import { enqueueOrderWebhooks } from '../webhooks/enqueue-order-webhooks';

/**
 * An order whose deal or deal status changed: its subscribers hear of it, and a new deal status
 * queues the leasing party's webhooks, both in the caller's transaction.
 */
export async function announceOrderDealChange(
  tx: Queryable,
  order: { id: number; quotation_fk: number },
  options: { dealStatusChanged: boolean },
): Promise<void> {
  await publish(tx, { topic: 'orderUpdated', orderId: order.id, quotationId: order.quotation_fk });
  if (options.dealStatusChanged) await enqueueOrderWebhooks(tx, order.id);
}
