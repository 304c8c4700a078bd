import { QUOTATION_LIST_MAX_PAGE, QUOTATION_LIST_PAGE_SIZE } from '@spokes/domain/limits';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pageWindow, type ListDefinition, type ListSort, type PageRequest } from '../../db/list';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import type { Viewer } from '../access/viewer';
import { countCapped, QUOTATION_LIST_COUNT_CAP, type QuotationListPage } from '../quotations/list-quotations';
import { loadQuotationListRows } from '../quotations/quotation-list-rows';
import { employerPortal } from '../access/quotation-rules';
import { quotationListWhere } from '../quotations/quotations.access';
import { contractEndMonthWhere } from './employers.access';

type SortField = 'quotation_number' | 'start_date' | 'end_date';

/** One part of a sort: its SQL and the type its text form is read back as (the export's keyset). */
type SortPart = { key: SQL; type: 'int' | 'text' | 'timestamptz' };
type SortKeys = { parts: SortPart[]; tie: AnyColumn };

/**
 * The number sorts by length, then text, as in the back-office list. An order without a start
 * or end date sorts as if it were infinitely late (last ascending, first descending, as
 * PostgreSQL places nulls), written out so the export's keyset can compare it.
 */
const sortParts: Record<SortField, SortKeys> = {
  quotation_number: {
    parts: [
      { key: sql`char_length(${quotations.quotation_number})`, type: 'int' },
      { key: sql`${quotations.quotation_number}`, type: 'text' },
    ],
    tie: quotations.id,
  },
  // The order's quotation_fk is the quotation's id: the keyset names it so the orders index
  // (date, quotation_fk) serves the comparison as well as the order.
  start_date: {
    parts: [{ key: sql`coalesce(${orders.start_date}, 'infinity'::timestamptz)`, type: 'timestamptz' }],
    tie: orders.quotation_fk,
  },
  end_date: {
    parts: [{ key: sql`coalesce(${orders.end_date}, 'infinity'::timestamptz)`, type: 'timestamptz' }],
    tie: orders.quotation_fk,
  },
};

/** The employer portal's quotation list (spec 03 section 2.6): its sorts, pages of 10, 1 to 1000. */
export const employerQuotationList: ListDefinition<SortField> = {
  defaultSize: QUOTATION_LIST_PAGE_SIZE,
  maxSize: QUOTATION_LIST_PAGE_SIZE,
  maxPage: QUOTATION_LIST_MAX_PAGE,
  sortable: {
    quotation_number: sortParts.quotation_number.parts.map((part) => part.key),
    start_date: sortParts.start_date.parts.map((part) => part.key),
    end_date: sortParts.end_date.parts.map((part) => part.key),
  },
  defaultSort: { field: 'quotation_number', direction: 'desc' },
  tieBreaker: quotations.id,
};

export type EmployerQuotationFilter = {
  /** One quotation (the portal's address with a quotation id, the inbox's "consult"). */
  quotation_id?: number | null;
  quotation_number?: string | null;
  employee_name?: string | null;
  order_status_id?: number | null;
  /** The dashboard's bike-type slice leads here. */
  bike_type_id?: number | null;
  /** One company, which must be in the viewer's scope: another company's id finds nothing. */
  company_id?: number | null;
  /** YYYY-MM: the order's contract ends in that month. */
  end_month?: string | null;
};

/**
 * The list's rows for the viewer and filter: the scope, then the filters, all over `quotations`.
 * The page's conditions serve its count too: the employer's scope makes it read the rows anyway,
 * and an employee name found through the employees' ids read every match of every company (160
 * against 8 ms for 'jan' at a million).
 */
function employerQuotationWhere(viewer: Viewer, filter: EmployerQuotationFilter | null | undefined): SQL {
  const { quotation_id, company_id, end_month, ...rest } = filter ?? {};
  return and(
    employerPortal(viewer).sql,
    quotation_id == null ? undefined : eq(quotations.id, quotation_id),
    quotationListWhere({ ...rest, company_ids: company_id == null ? null : [company_id] }, 'page'),
    contractEndMonthWhere(end_month),
  )!;
}

/** The sort's field, already checked by pageWindow against the list's whitelist. */
function sortFieldOf(sort: ListSort | null | undefined): SortField {
  return (sort?.field ?? employerQuotationList.defaultSort.field) as SortField;
}

/** Ids in the list's order; the orders table is joined only when the sort reads its dates. */
function orderedIds(db: Queryable, field: SortField, where: SQL, orderBy: SQL[]) {
  let query = db.select({ id: quotations.id }).from(quotations).$dynamic();
  if (field !== 'quotation_number') query = query.innerJoin(orders, eq(orders.quotation_fk, quotations.id));
  return query.where(where).orderBy(...orderBy);
}

/**
 * One page of the employer portal's list. As the back-office list: the page's ids first, then
 * their rows in one prepared statement, and a count that stops at 10,000.
 */
export async function listEmployerQuotations(
  db: Queryable,
  viewer: Viewer,
  options: PageRequest & { filter?: EmployerQuotationFilter | null },
): Promise<QuotationListPage> {
  const window = pageWindow(employerQuotationList, options);
  const field = sortFieldOf(options.sort);
  const [items, total] = await Promise.all([
    orderedIds(db, field, employerQuotationWhere(viewer, options.filter), window.orderBy)
      .limit(window.size)
      .offset(window.offset)
      .then((ids) =>
        loadQuotationListRows(
          db,
          ids.map((row) => row.id),
        ),
      ),
    countCapped(db, employerQuotationWhere(viewer, options.filter)),
  ]);
  return {
    items,
    total: Math.min(total, QUOTATION_LIST_COUNT_CAP),
    total_capped: total > QUOTATION_LIST_COUNT_CAP,
    page: window.page,
    size: window.size,
  };
}

/** How many rows the list has, counted up to `cap` (the export's progress). */
export async function countEmployerQuotations(
  db: Queryable,
  viewer: Viewer,
  filter: EmployerQuotationFilter | null | undefined,
  cap: number,
): Promise<number> {
  return Math.min(cap, await countCapped(db, employerQuotationWhere(viewer, filter), cap));
}

/**
 * The whole list's rows and order for the export: its where, its order, whether it needs an
 * order (a date sort), and for a read in keyset batches the sort keys as text and the rows after
 * a row's keys.
 */
export function employerListOrder(
  viewer: Viewer,
  options: { filter?: EmployerQuotationFilter | null; sort?: ListSort | null },
) {
  const window = pageWindow(employerQuotationList, { page: 1, sort: options.sort });
  const field = sortFieldOf(options.sort);
  const ascending = (options.sort?.direction ?? employerQuotationList.defaultSort.direction) === 'asc';
  return {
    where: employerQuotationWhere(viewer, options.filter),
    orderBy: window.orderBy,
    needsOrder: field !== 'quotation_number',
    keys: sql<string[]>`array[${sql.join(
      sortParts[field].parts.map((part) => sql`(${part.key})::text`),
      sql`, `,
    )}]`,
    after: (last: { id: number; keys: string[] }) => keysetAfter(field, last, ascending),
  };
}

/** Rows after `last` in the list's order: its keys and id compared as one row value. */
function keysetAfter(field: SortField, last: { id: number; keys: string[] }, ascending: boolean): SQL {
  const { parts, tie } = sortParts[field];
  const mine = sql.join([...parts.map((part) => part.key), sql`${tie}`], sql`, `);
  const theirs = sql.join(
    [...parts.map((part, i) => sql`${last.keys[i]}::${sql.raw(part.type)}`), sql`${last.id}::int`],
    sql`, `,
  );
  return ascending ? sql`(${mine}) > (${theirs})` : sql`(${mine}) < (${theirs})`;
}
