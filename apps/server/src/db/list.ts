import { asc, count, desc, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LIST_MAX_PAGE } from '@spokes/domain/limits';
import { fail } from '../errors';
import type { Queryable } from './client';

export type SortDirection = 'asc' | 'desc';
export type ListSort = { field: string; direction: SortDirection };

/** What a caller asks of a paged list: a page (1 is the first), a size, and a sort. */
export type PageRequest = { page: number; size?: number | null; sort?: ListSort | null };

export type Page<T> = { items: T[]; total: number; page: number; size: number };

/** What a list sorts on: a column, an expression, or several (compared in turn). */
export type SortKey = AnyColumn | SQLWrapper | readonly (AnyColumn | SQLWrapper)[];

/**
 * One list's rules: its page sizes (the spec's limits), the fields it may be sorted on, its
 * default order, and a unique column that breaks ties so that no row shows on two pages.
 * `maxPage` caps how deep a list may be paged (LIST_MAX_PAGE unless the spec's pager says otherwise).
 */
export type ListDefinition<F extends string> = {
  defaultSize: number;
  maxSize: number;
  maxPage?: number;
  sortable: Record<F, SortKey>;
  defaultSort: { field: F; direction: SortDirection };
  tieBreaker: AnyColumn;
  /** Fields whose empty values come last in both directions (PostgreSQL puts them first descending). */
  nullsLast?: readonly F[];
};

export type PageWindow = { page: number; size: number; offset: number; orderBy: SQL[] };

/**
 * Checks a request against the list's rules and gives the rows to read. A sort field outside
 * the whitelist is refused as bad input: it never reaches SQL.
 */
export function pageWindow<F extends string>(list: ListDefinition<F>, request: PageRequest): PageWindow {
  const size = request.size ?? list.defaultSize;
  if (!Number.isInteger(request.page) || request.page < 1) fail('PAGE_TOO_LOW');
  const maxPage = list.maxPage ?? LIST_MAX_PAGE;
  if (request.page > maxPage) fail('PAGE_TOO_HIGH', `page must be 1 to ${maxPage}`, { maxPage });
  if (!Number.isInteger(size) || size < 1 || size > list.maxSize) {
    fail('BAD_INPUT', `size must be 1 to ${list.maxSize}`);
  }
  const sort = request.sort ?? list.defaultSort;
  if (!Object.hasOwn(list.sortable, sort.field)) fail('BAD_INPUT', `cannot sort on ${sort.field}`);
  if (sort.direction !== 'asc' && sort.direction !== 'desc')
    fail('BAD_INPUT', 'direction must be asc or desc');
  const direction = sort.direction === 'asc' ? asc : desc;
  const order = list.nullsLast?.includes(sort.field as F)
    ? (part: AnyColumn | SQLWrapper) => sql`${direction(part)} nulls last`
    : direction;
  const key: SortKey = list.sortable[sort.field as F];
  const keys = Array.isArray(key) ? key : [key as AnyColumn | SQLWrapper];
  return {
    page: request.page,
    size,
    offset: (request.page - 1) * size,
    orderBy: [...keys.map((part) => order(part)), order(list.tieBreaker)],
  };
}

/** A page of whole rows of one table: the usual list. Lists that join read with pageWindow. */
export async function listPage<T extends PgTable, F extends string>(
  db: Queryable,
  options: { table: T; where?: SQL; list: ListDefinition<F>; request: PageRequest },
): Promise<Page<T['$inferSelect']>> {
  const window = pageWindow(options.list, options.request);
  const table = options.table as PgTable;
  const items = (await db
    .select()
    .from(table)
    .where(options.where)
    .orderBy(...window.orderBy)
    .limit(window.size)
    .offset(window.offset)) as T['$inferSelect'][];
  return { items, total: await countRows(db, table, options.where), page: window.page, size: window.size };
}

/**
 * The rows matching a list's filters. count(*) is an int8, a number from PGlite and a string
 * from node-postgres: it leaves here as a number either way.
 */
export async function countRows(db: Queryable, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return Number(row?.total ?? 0);
}

/**
 * A search term for ILIKE that matches itself: `%`, `_` and `\` typed by a user are literal
 * characters, not wildcards. The result is wrapped to match anywhere in the text.
 */
export function containing(term: string): string {
  return `%${escapeLike(term)}%`;
}

/**
 * The rows whose lowered copy of a name (a column the database generates with lower()) contains
 * `term`, any case: a plain LIKE there reads several times faster than ILIKE on the name, which
 * lowers every value it compares, and the copy's trigram index serves it as well.
 */
export function loweredContains(lowered: AnyColumn, term: string): SQL {
  return sql`${lowered} like lower(${containing(term)})`;
}

export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
