import type { OrderFacts } from '../order-facts/read-order-facts';

/**
 * What an order mutation answers: which quotation and order changed and the status after it. The
 * screen reloads its own reads once (the overview is no longer read again under the lock).
 */
export type OrderChange = { quotationId: number; orderId: number | null; orderStatusId: number | null };

/** The change of an order whose status stayed or became `orderStatusId`. */
export function orderChange(order: OrderFacts, orderStatusId: number = order.status.id): OrderChange {
  return { quotationId: order.quotationId, orderId: order.orderId, orderStatusId };
}
