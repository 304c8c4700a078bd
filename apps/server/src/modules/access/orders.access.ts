import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orderLogs, orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import type { Viewer } from './viewer';
import {
  dealerQuotationScope,
  employerQuotationScope,
  mayReadQuotation,
  quotationScope,
  backOfficeQuotationScope,
  type QuotationAccessFacts,
} from './quotations.access';

/** Which orders the viewer may read, for queries that join orders to their quotation: the quotation's scope. */
export function orderScope(viewer: Viewer): SQL {
  return quotationScope(viewer);
}

/**
 * The quotations whose order history the viewer may read: those it may act on (super users
 * every one, a dealer its own dealers'). Employers read none: it is the dealer side's record.
 */
export function orderHistoryScope(viewer: Viewer): SQL {
  return backOfficeQuotationScope(viewer);
}

/**
 * Which order logs the viewer may read, for queries that join order_logs to their quotation:
 * the quotation's scope, and for employers only the logs that are not hidden.
 */
export function orderLogScope(viewer: Viewer): SQL {
  if (viewer.superUser) return sql`true`;
  const asEmployer = employerQuotationScope(viewer);
  return (
    or(dealerQuotationScope(viewer), asEmployer && and(asEmployer, eq(orderLogs.hidden, false))) ?? sql`false`
  );
}

/** orderLogScope for one order log, without a query: employers never see a hidden one. */
export function mayReadOrderLog(viewer: Viewer, facts: QuotationAccessFacts & { hidden: boolean }): boolean {
  if (viewer.superUser || viewer.dealerIds.includes(facts.dealer_fk)) return true;
  return !facts.hidden && mayReadQuotation(viewer, facts);
}

/**
 * The order with its quotation id when the viewer may reach it; NOT_FOUND when it is missing or
 * out of scope alike. An area that allows less than reading (documents: adding one) passes its
 * narrower scope, written over orders joined to quotations.
 */
export async function requireOrderAccess(
  db: Queryable,
  viewer: Viewer,
  orderId: number,
  scope: SQL = orderScope(viewer),
) {
  const [row] = await db
    .select({ orderId: orders.id, quotationId: quotations.id })
    .from(orders)
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .where(and(eq(orders.id, orderId), scope));
  return row ?? fail('NOT_FOUND');
}

/** The order log with its order and quotation ids when the viewer may read it; else NOT_FOUND. */
export async function requireOrderLogAccess(db: Queryable, viewer: Viewer, orderLogId: number) {
  const [row] = await db
    .select({ orderLogId: orderLogs.id, orderId: orders.id, quotationId: quotations.id })
    .from(orderLogs)
    .innerJoin(orders, eq(orders.id, orderLogs.order_fk))
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .where(and(eq(orderLogs.id, orderLogId), orderLogScope(viewer)));
  return row ?? fail('NOT_FOUND');
}
