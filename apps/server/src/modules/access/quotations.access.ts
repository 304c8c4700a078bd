import { and, eq, exists, inArray, isNotNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '@spokes/domain/codes';
import { EMPLOYER_EXCLUDED_STATUS_CODES } from '@spokes/domain/order-status';
import type { Queryable } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import type { Viewer } from './viewer';

/** NEW and TESTPURPOSES as ids: never in an employer's lists or figures. */
export const EMPLOYER_EXCLUDED_STATUS_IDS = EMPLOYER_EXCLUDED_STATUS_CODES.map(
  (code) => ORDER_STATUS[code].id,
);

/** The quotations of the viewer's dealers. */
export function dealerQuotationScope(viewer: Viewer): SQL | undefined {
  return viewer.dealerIds.length > 0 ? inArray(quotations.dealer_fk, viewer.dealerIds) : undefined;
}

/**
 * The quotations an employer may see: its companies' and those below them, once an order exists that is past NEW
 * and not a test (a quotation without an order is still the dealer's business).
 */
export function employerQuotationScope(viewer: Viewer): SQL | undefined {
  if (viewer.employerCompanyIds.length === 0) return undefined;
  return and(inArray(quotations.company_fk, viewer.employerCompanyIds), employerVisible());
}

/** Whether the quotation has an order an employer may see (past NEW, not a test). */
export function employerVisible(): SQL {
  return exists(
    sql`(select 1 from ${orders} where ${and(
      eq(orders.quotation_fk, quotations.id),
      notInArray(orders.order_status_fk, EMPLOYER_EXCLUDED_STATUS_IDS),
    )})`,
  );
}

/** What quotationScope decides on, loaded once to check many viewers in memory (realtime events). */
export type QuotationAccessFacts = { dealer_fk: number; company_fk: number; employer_visible: boolean };

/** quotationScope for one quotation, without a query. */
export function mayReadQuotation(viewer: Viewer, facts: QuotationAccessFacts): boolean {
  return (
    viewer.superUser ||
    viewer.dealerIds.includes(facts.dealer_fk) ||
    (viewer.employerCompanyIds.includes(facts.company_fk) && facts.employer_visible)
  );
}

/** Which quotations the viewer may read; default deny for a user with neither dealers nor companies. */
export function quotationScope(viewer: Viewer): SQL {
  if (viewer.superUser) return sql`true`;
  return or(dealerQuotationScope(viewer), employerQuotationScope(viewer)) ?? sql`false`;
}

/**
 * The quotations of the back office, to read (the list, the overview) and to act on (Execute,
 * its order's changes): super users every one, a dealer its own dealers'. Employers read theirs
 * in the employer portal, never here, and act on none.
 */
export function backOfficeQuotationScope(viewer: Viewer): SQL {
  if (viewer.superUser) return sql`true`;
  return dealerQuotationScope(viewer) ?? sql`false`;
}

/**
 * The employer portal's quotation list and export: an employer its companies' and those below
 * them, a super user (who may switch to the portal, spec 02) every company's; both only past NEW
 * and not a test. The same rows as employerQuotationScope, read from the quotation's copy of its
 * order's status (migration 0009) so the list's filters and count stay on the quotations table.
 */
export function employerListScope(viewer: Viewer): SQL {
  const visible = and(
    isNotNull(quotations.order_status_fk),
    notInArray(quotations.order_status_fk, EMPLOYER_EXCLUDED_STATUS_IDS),
  )!;
  if (viewer.superUser) return visible;
  if (viewer.employerCompanyIds.length === 0) return sql`false`;
  return and(inArray(quotations.company_fk, viewer.employerCompanyIds), visible)!;
}

/** The quotations whose employer decision the viewer may take: super users all, employers theirs. */
export function employerDecisionScope(viewer: Viewer): SQL {
  if (viewer.superUser) return sql`true`;
  return employerQuotationScope(viewer) ?? sql`false`;
}

/**
 * The quotation when the viewer may read it; NOT_FOUND when it is missing or out of scope alike.
 * An area that allows less than reading (the back office's edits) passes its narrower scope.
 */
export async function requireQuotationAccess(
  db: Queryable,
  viewer: Viewer,
  quotationId: number,
  scope: SQL = quotationScope(viewer),
) {
  const [row] = await db
    .select({ id: quotations.id, dealerId: quotations.dealer_fk, companyId: quotations.company_fk })
    .from(quotations)
    .where(and(eq(quotations.id, quotationId), scope));
  return row ?? fail('NOT_FOUND');
}
