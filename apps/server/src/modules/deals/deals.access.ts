import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { dealerQuotationScope } from '../access/quotations.access';

/**
 * A super user reads every deal; a dealer only the deal linked to an order of one of its
 * quotations; anyone else, or a deal out of scope, gets NOT_FOUND like a missing one.
 * Employers see the order's deal status, never the CRM deal itself.
 */
export async function requireDealAccess(db: Queryable, viewer: Viewer, dealId: number): Promise<void> {
  if (viewer.superUser) return;
  const dealerScope = dealerQuotationScope(viewer) ?? fail('NOT_FOUND');
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .where(and(eq(orders.deal_id_v2, dealId), dealerScope))
    .limit(1);
  if (!row) fail('NOT_FOUND');
}
