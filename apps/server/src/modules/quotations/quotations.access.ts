import {
  and,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ORDER_STATUS } from '@spokes/domain/codes';
import { EMPLOYER_EXCLUDED_STATUS_CODES } from '@spokes/domain/order-status';
import { normalizeQuotationNumber } from '@spokes/domain/quotation-number';
import type { Queryable } from '../../db/client';
import { containing } from '../../db/list';
import { companies } from '../../db/schema/companies';
import { employees } from '../../db/schema/employees';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import type { Viewer } from '../auth/viewer';

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

/**
 * The quotations the viewer may act on from the dealer side (Execute, its order's changes):
 * super users every one, a dealer its own dealers'. Employers none.
 */
export function quotationWriteScope(viewer: Viewer): SQL {
  if (viewer.superUser) return sql`true`;
  return dealerQuotationScope(viewer) ?? sql`false`;
}

/** Which quotations the viewer may read; default deny for a user with neither dealers nor companies. */
export function quotationScope(viewer: Viewer): SQL {
  if (viewer.superUser) return sql`true`;
  return or(dealerQuotationScope(viewer), employerQuotationScope(viewer)) ?? sql`false`;
}

/**
 * The quotations of the back office (the list and the overview): super users all, dealers
 * their dealers'. Employers read their quotations in the employer portal, never here.
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

/** The quotation list's filters; a company's subtree is resolved to its ids by the caller. */
export type QuotationListFilter = {
  quotation_number?: string | null;
  employee_name?: string | null;
  company_name?: string | null;
  company_ids?: number[] | null;
  order_status_id?: number | null;
  bike_type_id?: number | null;
  no_order?: boolean | null;
  dealer_id?: number | null;
  active_only?: boolean | null;
};

/**
 * The filters over `quotations` alone (no joins), for the page or for its count: the same rows
 * whatever the sort joins. The order's status is the quotation's own copy (migration 0009). The
 * employee's name is too, for the page: walking the sort's index it checks each row's copy and
 * stops at ten. The count reads up to 10,001 matches, which the employee's ids give from the
 * employee_fk index alone; the copy's trigram index made it visit every match's row (17 against
 * 10 ms at a million quotations, 34 against 11 ms in PGlite at 100,000). A company name is an
 * array of ids too: as a semi-join the planner read every match's row from the table. The
 * quotation number is one number however it is typed ("7", "Q7" and "000007" all find Q000007);
 * names match anywhere, any case.
 */
export function quotationListWhere(filter: QuotationListFilter, read: 'page' | 'count'): SQL | undefined {
  const number = normalizeQuotationNumber(filter.quotation_number);
  const employeeName = filter.employee_name?.trim();
  const companyName = filter.company_name?.trim();
  const employeeMatch = (name: string) =>
    read === 'page'
      ? ilike(quotations.employee_name, containing(name))
      : sql`${quotations.employee_fk} = any(array(select ${employees.id} from ${employees} where ${ilike(employees.name, containing(name))}))`;
  return and(
    number ? eq(quotations.quotation_number, number) : undefined,
    employeeName ? employeeMatch(employeeName) : undefined,
    companyName
      ? sql`${quotations.company_fk} = any(array(select ${companies.id} from ${companies} where ${ilike(companies.name, containing(companyName))}))`
      : undefined,
    filter.company_ids ? inArray(quotations.company_fk, filter.company_ids) : undefined,
    filter.order_status_id != null ? eq(quotations.order_status_fk, filter.order_status_id) : undefined,
    filter.bike_type_id != null ? eq(quotations.bike_type_fk, filter.bike_type_id) : undefined,
    filter.no_order ? isNull(quotations.order_status_fk) : undefined,
    filter.dealer_id != null ? eq(quotations.dealer_fk, filter.dealer_id) : undefined,
    filter.active_only ? eq(quotations.active, true) : undefined,
  );
}

/**
 * Quotations whose order's contract ends in `month` (YYYY-MM) as a Brussels calendar month, as a
 * semi-join over `quotations` like the other filters. A month that does not read is BAD_INPUT.
 */
export function contractEndMonthWhere(month: string | null | undefined): SQL | undefined {
  if (!month) return undefined;
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) fail('BAD_INPUT', 'end_month must be YYYY-MM');
  const first = `${month}-01`;
  // The month's orders as an array of quotation ids, as the other filters: a few thousand index
  // lookups, where EXISTS per row made the planner walk the list's order checking each (23 ms).
  return sql`${quotations.id} = any(array(select ${orders.quotation_fk} from ${orders} where ${and(
    sql`${orders.end_date} >= (${first}::timestamp at time zone 'Europe/Brussels')`,
    sql`${orders.end_date} < ((${first}::timestamp + interval '1 month') at time zone 'Europe/Brussels')`,
  )}))`;
}
