import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { orderLogs } from '../../db/schema/orders';
import type { Viewer } from '../auth/viewer';
import { dealerQuotationScope, employerQuotationScope } from '../quotations/quotations.access';

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
