import type { SQL } from 'drizzle-orm';
import type { Viewer } from './viewer';
import { backOfficeQuotationScope } from './quotations.access';

/**
 * The orders the viewer may add documents to, for queries that join orders to their quotation
 * (and for requireOrderAccess): those of the quotations it may act on, so super users every
 * order and dealers their dealers' orders. Employers read documents (orders.access.ts) but never
 * add them.
 */
export function documentWriteScope(viewer: Viewer): SQL {
  return backOfficeQuotationScope(viewer);
}
