import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import type { Viewer } from '../auth/viewer';
import { dealerQuotationScope } from '../quotations/quotations.access';

/**
 * The orders the viewer may add documents to, for queries that join orders to their quotation:
 * super users every order, dealers the orders of their dealers' quotations. Employers read
 * documents (orders.access.ts) but never add them.
 */
export function documentWriteScope(viewer: Viewer): SQL {
  if (viewer.superUser) return sql`true`;
  return dealerQuotationScope(viewer) ?? sql`false`;
}

/** The order with its quotation id when the viewer may add documents to it; null when missing or out of scope. */
export async function findWritableOrder(db: Queryable, viewer: Viewer, orderId: number) {
  const [row] = await db
    .select({ orderId: orders.id, quotationId: quotations.id })
    .from(orders)
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .where(and(eq(orders.id, orderId), documentWriteScope(viewer)));
  return row ?? null;
}
