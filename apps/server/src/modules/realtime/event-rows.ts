import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orderLogs, orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import type { Viewer } from '../auth/viewer';
import { orderLogScope } from '../orders/orders.access';
import { quotationScope } from '../quotations/quotations.access';

/**
 * What a subscriber receives: the ids and a few basic fields, loaded through the viewer's
 * scope, so a row the viewer may not read comes back as null and the event is not delivered.
 */
const quotationFields = { quotation_id: quotations.id, quotation_number: quotations.quotation_number };
const orderFields = { ...quotationFields, order_id: orders.id, order_status_fk: orders.order_status_fk };
const orderLogFields = {
  ...orderFields,
  order_log_id: orderLogs.id,
  order_log_type_fk: orderLogs.order_log_type_fk,
  description: orderLogs.description,
};

export async function loadQuotationEvent(db: Queryable, viewer: Viewer, quotationId: number) {
  const [row] = await db
    .select(quotationFields)
    .from(quotations)
    .where(and(eq(quotations.id, quotationId), quotationScope(viewer)));
  return row ?? null;
}

export async function loadOrderEvent(db: Queryable, viewer: Viewer, orderId: number) {
  const [row] = await db
    .select(orderFields)
    .from(orders)
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .where(and(eq(orders.id, orderId), quotationScope(viewer)));
  return row ?? null;
}

export async function loadOrderLogEvent(db: Queryable, viewer: Viewer, orderLogId: number) {
  const [row] = await db
    .select(orderLogFields)
    .from(orderLogs)
    .innerJoin(orders, eq(orders.id, orderLogs.order_fk))
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .where(and(eq(orderLogs.id, orderLogId), orderLogScope(viewer)));
  return row ?? null;
}

export type QuotationEventRow = NonNullable<Awaited<ReturnType<typeof loadQuotationEvent>>>;
export type OrderEventRow = NonNullable<Awaited<ReturnType<typeof loadOrderEvent>>>;
export type OrderLogEventRow = NonNullable<Awaited<ReturnType<typeof loadOrderLogEvent>>>;
