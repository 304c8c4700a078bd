import {
  DEAL_STATUS,
  orderStatusById,
  type DealStatusCode,
  type OrderStatusCode,
} from '@spokes/domain/codes';

/**
 * The body a leasing party receives when one of its orders changes: small on purpose, ids and
 * codes only; the receiver asks for more through its own channel. `delivery_id` is the same on
 * every attempt and re-trigger of one delivery, so a receiver can recognise a copy.
 */
export type OrderWebhookPayload = {
  event: 'order.changed';
  delivery_id: string;
  /** When the change was committed to be sent (ISO 8601). */
  occurred_at: string;
  order_id: number;
  quotation_number: string;
  order_status: OrderStatusCode;
  /** The linked CRM deal's phase, null while the order has no deal. */
  deal_status: DealStatusCode | null;
  /** The linked deal of the built-in CRM (orders.deal_id_v2). */
  deal_id: number | null;
};

export type OrderSnapshot = {
  id: number;
  order_status_fk: number;
  deal_status_fk: number | null;
  deal_id_v2: number | null;
  quotation_number: string;
};

export function orderWebhookPayload(
  order: OrderSnapshot,
  delivery: { id: string; at: Date },
): OrderWebhookPayload {
  const status = orderStatusById(order.order_status_fk);
  if (!status) throw new Error(`order ${order.id} has unknown status ${order.order_status_fk}`);
  return {
    event: 'order.changed',
    delivery_id: delivery.id,
    occurred_at: delivery.at.toISOString(),
    order_id: order.id,
    quotation_number: order.quotation_number,
    order_status: status.code,
    deal_status: dealStatusCode(order.deal_status_fk),
    deal_id: order.deal_id_v2,
  };
}

function dealStatusCode(id: number | null): DealStatusCode | null {
  return Object.values(DEAL_STATUS).find((s) => s.id === id)?.code ?? null;
}

/** Stored attempts and job payloads are jsonb: read back only what has the payload's shape. */
export function isOrderWebhookPayload(value: unknown): value is OrderWebhookPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.event === 'order.changed' &&
    typeof v.delivery_id === 'string' &&
    typeof v.occurred_at === 'string' &&
    typeof v.order_id === 'number' &&
    typeof v.quotation_number === 'string' &&
    typeof v.order_status === 'string'
  );
}
