import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orderLogs, orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import type { Viewer } from '../access/viewer';
import { orderLogReader, quotationReader } from '../access/quotation-rules';
import type { RealtimeEvent } from '../signals/events';
import type { EventOf } from '../signals/pubsub';

/**
 * What a subscriber receives: the ids and a few basic fields. The row is loaded once per event
 * with what the scope check decides on, then each subscriber's viewer is checked in memory, so a
 * row the viewer may not read comes back as null and the event is not delivered.
 */
const quotationFields = {
  quotation_id: quotations.id,
  quotation_number: quotations.quotation_number,
  employee_id: quotations.employee_fk,
  dealer_fk: quotations.dealer_fk,
  company_fk: quotations.company_fk,
  order_status_fk: quotations.order_status_fk,
};
const orderFields = { ...quotationFields, order_id: orders.id, order_status_fk: orders.order_status_fk };
const orderLogFields = {
  ...orderFields,
  order_log_id: orderLogs.id,
  order_log_type_fk: orderLogs.order_log_type_fk,
  description: orderLogs.description,
  hidden: orderLogs.hidden,
};

/**
 * Every subscription of an instance gets the same event object from the pubsub: the first one
 * to ask loads the row, the others wait for that load. Gone with the event once all are done.
 */
const loaded = new WeakMap<RealtimeEvent, Promise<unknown>>();
function oncePerEvent<R>(event: RealtimeEvent, load: () => Promise<R>): Promise<R> {
  let row = loaded.get(event) as Promise<R> | undefined;
  if (!row) loaded.set(event, (row = load()));
  return row;
}

export function loadQuotationEvent(
  db: Queryable,
  viewer: Viewer,
  event: EventOf<'quotationCreated' | 'quotationUpdated'>,
) {
  return oncePerEvent(event, async () => {
    const [found] = await db
      .select(quotationFields)
      .from(quotations)
      .where(eq(quotations.id, event.quotationId));
    return found ?? null;
  }).then((row) => (row && quotationReader(viewer).holds(row) ? row : null));
}

async function orderRow(db: Queryable, orderId: number) {
  const [found] = await db
    .select(orderFields)
    .from(orders)
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .where(eq(orders.id, orderId));
  return found ?? null;
}

export function loadOrderEvent(db: Queryable, viewer: Viewer, event: EventOf<'orderUpdated'>) {
  return oncePerEvent(event, () => orderRow(db, event.orderId)).then((row) =>
    row && quotationReader(viewer).holds(row) ? row : null,
  );
}

export function loadOrderLogEvent(
  db: Queryable,
  viewer: Viewer,
  event: EventOf<'orderLogCreated' | 'orderLogUpdated'>,
) {
  return oncePerEvent(event, async () => {
    const [found] = await db
      .select(orderLogFields)
      .from(orderLogs)
      .innerJoin(orders, eq(orders.id, orderLogs.order_fk))
      .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
      .where(eq(orderLogs.id, event.orderLogId));
    return found ?? null;
  }).then((row) => (row && orderLogReader(viewer).holds(row) ? row : null));
}

/** A webhook call of an order, as a change of its quotation: the attempts are the super users' alone. */
export function loadWebhookAttemptEvent(
  db: Queryable,
  viewer: Viewer,
  event: EventOf<'webhookAttemptCreated'>,
) {
  if (!viewer.superUser || event.orderId === null) return null;
  const { orderId } = event;
  return oncePerEvent(event, () => orderRow(db, orderId));
}

export type QuotationEventRow = NonNullable<Awaited<ReturnType<typeof loadQuotationEvent>>>;
export type OrderEventRow = NonNullable<Awaited<ReturnType<typeof loadOrderEvent>>>;
export type OrderLogEventRow = NonNullable<Awaited<ReturnType<typeof loadOrderLogEvent>>>;
