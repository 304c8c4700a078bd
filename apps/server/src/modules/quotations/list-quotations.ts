import { QUOTATION_LIST_MAX_PAGE, QUOTATION_LIST_PAGE_SIZE } from '@spokes/domain/limits';
import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  containing,
  pageWindow,
  type ListDefinition,
  type PageRequest,
  type PageWindow,
} from '../../db/list';
import { companies } from '../../db/schema/companies';
import { quotations } from '../../db/schema/quotations';
import { orderStatuses } from '../../db/schema/reference';
import type { Viewer } from '../access/viewer';
import { companySubtreeIds } from '../access/company-tree';
import { lateOrdersWhere } from './late-orders';
import { orderStatusPageIds } from './order-status-page-ids';
import { loadQuotationListRows, type QuotationListRow } from './quotation-list-rows';
import { accessScope } from '../access/access-table';
import { quotationListWhere, type QuotationListFilter } from './quotations.access';

/**
 * The count stops here: the pager reaches page 1000 of 10 at most, so a larger exact count
 * would cost a full scan (70-150 ms at a million quotations) to say nothing more.
 */
export const QUOTATION_LIST_COUNT_CAP = QUOTATION_LIST_MAX_PAGE * QUOTATION_LIST_PAGE_SIZE;

type SortField =
  'quotation_number' | 'employee' | 'company' | 'order_status' | 'quotation_date' | 'status_since';

/**
 * Numbers compare by length first: 'Q1000000' follows 'Q999999' (the sequence outgrows its
 * six-digit padding). Employees sort by their name in any case ('de Smet' beside 'De Smet'). A
 * quotation without an order sorts before every status; statuses of one index by their id.
 */
export const quotationList: ListDefinition<SortField> = {
  defaultSize: QUOTATION_LIST_PAGE_SIZE,
  maxSize: QUOTATION_LIST_PAGE_SIZE,
  maxPage: QUOTATION_LIST_MAX_PAGE,
  sortable: {
    quotation_number: [sql`char_length(${quotations.quotation_number})`, quotations.quotation_number],
    employee: quotations.employee_name_lower,
    company: companies.name,
    // Read by orderStatusPageIds, which walks one status at a time; this is the same order.
    order_status: [sql`coalesce(${orderStatuses.index}, -2)`, orderStatuses.id, quotations.quotation_date],
    quotation_date: quotations.quotation_date,
    status_since: quotations.status_changed_at,
  },
  // A quotation without an order has no status to be in: last, whichever way the list sorts.
  nullsLast: ['status_since'],
  defaultSort: { field: 'quotation_date', direction: 'desc' },
  tieBreaker: quotations.id,
};

export type QuotationListFilterInput = Omit<QuotationListFilter, 'company_ids'> & {
  company_id?: number | null;
  /** Part of the company's name, any case. */
  company_name?: string | null;
  /** Only quotations whose order is past its status's limit (issue 30). */
  late_only?: boolean | null;
};

export type QuotationListPage = {
  items: QuotationListRow[];
  total: number;
  /** More rows match than `total` says: the count stopped at QUOTATION_LIST_COUNT_CAP. */
  total_capped: boolean;
  page: number;
  size: number;
};

/**
 * One page of the back-office quotation list. The page's ids are read first, joining only
 * what the sort needs; then the ten rows with every column in one prepared query (planning
 * the ten-table join costs more than running it).
 */
export async function listQuotations(
  db: Queryable,
  viewer: Viewer,
  options: PageRequest & { filter?: QuotationListFilterInput | null },
): Promise<QuotationListPage> {
  const window = pageWindow(quotationList, options);
  const { company_id, company_name, late_only, ...filter } = options.filter ?? {};
  const [companyIds, late] = await Promise.all([
    filterCompanyIds(db, company_id, company_name?.trim()),
    late_only ? lateOrdersWhere(db, new Date()) : undefined,
  ]);
  if (companyIds?.length === 0)
    return { items: [], total: 0, total_capped: false, page: window.page, size: window.size };
  // The employee's ids count a super user's matches from one index alone; under a scope or a
  // dealer or company filter the rows must be read anyway, and the name's copy finds them through
  // the scope's own index (a dealer's count of 'jan': 30 against 130 ms at a million).
  const narrowed = !viewer.superUser || filter.dealer_id != null || companyIds != null;
  const where = (read: 'page' | 'count') =>
    and(
      accessScope(viewer, 'quotation', 'write'),
      quotationListWhere({ ...filter, company_ids: companyIds }, narrowed ? 'page' : read),
      late,
    );
  // pageWindow refused any field outside the list's.
  const sortField = (options.sort?.field ?? quotationList.defaultSort.field) as SortField;

  // The count runs beside the page's two statements, not after the first.
  const [rows, total] = await Promise.all([
    (sortField === 'order_status'
      ? orderStatusPageIds(db, where('page'), window, options.sort?.direction ?? 'asc')
      : pageIds(db, where('page'), window, sortField)
    ).then((ids) => loadQuotationListRows(db, ids)),
    countCapped(db, where('count')),
  ]);
  return {
    items: rows,
    total: Math.min(total, QUOTATION_LIST_COUNT_CAP),
    total_capped: total > QUOTATION_LIST_COUNT_CAP,
    page: window.page,
    size: window.size,
  };
}

/**
 * The companies the filter allows: the chosen company's subtree, those whose name contains the
 * typed part, or both; null when neither is set. Read before the list query, so its planner sees
 * how many companies match: inside it, a name that matched no company walked every quotation (60 ms
 * at 100,000), estimated as a tenth of the companies.
 */
async function filterCompanyIds(
  db: Queryable,
  companyId: number | null | undefined,
  companyName: string | undefined,
): Promise<number[] | null> {
  const [subtree, named] = await Promise.all([
    companyId == null ? null : companySubtreeIds(db, companyId),
    companyName
      ? db
          .select({ id: companies.id })
          .from(companies)
          .where(ilike(companies.name, containing(companyName)))
          .then((rows) => rows.map((row) => row.id))
      : null,
  ]);
  if (subtree && named) return subtree.filter((id) => named.includes(id));
  return subtree ?? named;
}

/** The page's ids, joining only the table the sort reads (the employee's name is the quotation's copy). */
async function pageIds(db: Queryable, where: SQL | undefined, window: PageWindow, sortField: SortField) {
  let query = db.select({ id: quotations.id }).from(quotations).$dynamic();
  if (sortField === 'company') query = query.innerJoin(companies, eq(companies.id, quotations.company_fk));
  const rows = await query
    .where(where)
    .orderBy(...window.orderBy)
    .limit(window.size)
    .offset(window.offset);
  return rows.map((row) => row.id);
}

/** The quotations matching `where`, counted up to one past `cap` (shared with the employer portal's list and export). */
export async function countCapped(
  db: Queryable,
  where: SQL | undefined,
  cap = QUOTATION_LIST_COUNT_CAP,
): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(quotations)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matching);
  return row?.total ?? 0;
}
