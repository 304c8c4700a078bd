import { sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer';
import { dealerQuotationScope } from '../quotations/quotations.access';

/**
 * The orders the viewer may add documents to, for queries that join orders to their quotation
 * (and for requireOrderAccess): super users every order, dealers the orders of their dealers'
 * quotations. Employers read documents (orders.access.ts) but never add them.
 */
export function documentWriteScope(viewer: Viewer): SQL {
  if (viewer.superUser) return sql`true`;
  return dealerQuotationScope(viewer) ?? sql`false`;
}
