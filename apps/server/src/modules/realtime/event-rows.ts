import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orderLogs, orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import type { Viewer } from '../access/viewer';
import {
  orderLogReader,
  quotationReader,
  type OrderLogFacts,
  type QuotationFacts,
  type Rule,
} from '../access/quotation-rules';
import type { RealtimeEvent } from '../signals/events';
import type { EventOf, RealtimePubSub } from '../signals/pubsub';

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
 * Every subscription of an instance gets the same event object from the pubsub: its row is read
 * once, by the pubsub's preparation (`prepareEventRows`) or by the first subscription to ask, and
 * the others wait for that read. Gone with the event once all are done.
 */
const loading = new WeakMap<RealtimeEvent, Promise<unknown>>();
const loaded = new WeakMap<RealtimeEvent, unknown>();

function rowOf<R>(event: RealtimeEvent, load: () => Promise<R>): Promise<R> {
  let row = loading.get(event) as Promise<R> | undefined;
  if (!row) {
    row = load().then((found) => {
      loaded.set(event, found);
      return found;
    });
    loading.set(event, row);
  }
  return row;
}

/**
 * Each viewer's rules, made once: a thousand subscribers are checked against every event. A
 * viewer is replaced, never changed, when its session is reloaded.
 */
const readers = new WeakMap<Viewer, { quotation: Rule<QuotationFacts>; orderLog: Rule<OrderLogFacts> }>();
function readersOf(viewer: Viewer) {
  let rules = readers.get(viewer);
  if (!rules)
    readers.set(viewer, (rules = { quotation: quotationReader(viewer), orderLog: orderLogReader(viewer) }));
  return rules;
}

/**
 * The row when `rule` lets this viewer see it (no rule: whoever asks may): at once when it is
 * read already, else once it is.
 */
function visibleRow<R extends object>(
  event: RealtimeEvent,
  load: () => Promise<R | null>,
  rule?: { holds: (row: R) => boolean },
): R | null | Promise<R | null> {
  const visible = (row: R | null) => (row && (!rule || rule.holds(row)) ? row : null);
  if (loaded.has(event)) return visible(loaded.get(event) as R | null);
  return rowOf(event, load).then(visible);
}

async function quotationRow(db: Queryable, quotationId: number) {
  const [found] = await db.select(quotationFields).from(quotations).where(eq(quotations.id, quotationId));
  return found ?? null;
}

async function orderRow(db: Queryable, orderId: number) {
  const [found] = await db
    .select(orderFields)
    .from(orders)
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .where(eq(orders.id, orderId));
  return found ?? null;
}

async function orderLogRow(db: Queryable, orderLogId: number) {
  const [found] = await db
    .select(orderLogFields)
    .from(orderLogs)
    .innerJoin(orders, eq(orders.id, orderLogs.order_fk))
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .where(eq(orderLogs.id, orderLogId));
  return found ?? null;
}

export function loadQuotationEvent(
  db: Queryable,
  viewer: Viewer,
  event: EventOf<'quotationCreated' | 'quotationUpdated'>,
) {
  return visibleRow(event, () => quotationRow(db, event.quotationId), readersOf(viewer).quotation);
}

export function loadOrderEvent(db: Queryable, viewer: Viewer, event: EventOf<'orderUpdated'>) {
  return visibleRow(event, () => orderRow(db, event.orderId), readersOf(viewer).quotation);
}

export function loadOrderLogEvent(
  db: Queryable,
  viewer: Viewer,
  event: EventOf<'orderLogCreated' | 'orderLogUpdated'>,
) {
  return visibleRow(event, () => orderLogRow(db, event.orderLogId), readersOf(viewer).orderLog);
}

/** A webhook call of an order, as a change of its quotation: the attempts are the super users' alone. */
export function loadWebhookAttemptEvent(
  db: Queryable,
  viewer: Viewer,
  event: EventOf<'webhookAttemptCreated'>,
) {
  if (!viewer.superUser || event.orderId === null) return null;
  const { orderId } = event;
  return visibleRow(event, () => orderRow(db, orderId));
}

/**
 * Reads each event's row before the instance's subscriptions hear it: with a thousand of them,
 * each waiting for the row was a promise per subscriber and event, and most of the fan-out's
 * garbage (`npm run bench:live -w bench`). The reads are those of the loaders above.
 */
export function prepareEventRows(pubsub: RealtimePubSub, db: Queryable) {
  for (const topic of ['quotationCreated', 'quotationUpdated'] as const)
    pubsub.prepare(topic, (event) => rowOf(event, () => quotationRow(db, event.quotationId)));
  pubsub.prepare('orderUpdated', (event) => rowOf(event, () => orderRow(db, event.orderId)));
  for (const topic of ['orderLogCreated', 'orderLogUpdated'] as const)
    pubsub.prepare(topic, (event) => rowOf(event, () => orderLogRow(db, event.orderLogId)));
  pubsub.prepare('webhookAttemptCreated', async (event) => {
    const { orderId } = event;
    if (orderId !== null) await rowOf(event, () => orderRow(db, orderId));
  });
}

export type QuotationEventRow = NonNullable<Awaited<ReturnType<typeof loadQuotationEvent>>>;
export type OrderEventRow = NonNullable<Awaited<ReturnType<typeof loadOrderEvent>>>;
export type OrderLogEventRow = NonNullable<Awaited<ReturnType<typeof loadOrderLogEvent>>>;
