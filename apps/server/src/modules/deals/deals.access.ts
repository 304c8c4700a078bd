import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import type { Viewer } from '../auth/viewer';
import { dealerQuotationScope } from '../quotations/quotations.access';

/**
 * A super user reads every deal; a dealer only the deal linked to an order of one of its
 * quotations. Employers see the order's deal status, never the CRM deal itself.
 */
export async function canReadDeal(db: Queryable, viewer: Viewer, dealId: number): Promise<boolean> {
  if (viewer.superUser) return true;
  const dealerScope = dealerQuotationScope(viewer);
  if (!dealerScope) return false;
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .where(and(eq(orders.deal_id_v2, dealId), dealerScope))
    .limit(1);
  return rows.length > 0;
}
