import { asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { PageWindow, SortDirection } from '../../db/list';
import { quotations } from '../../db/schema/quotations';
import { orderStatuses } from '../../db/schema/reference';

/**
 * The ids of a page sorted by order status: "no order", then each status by its index and id,
 * each group by date and id (all reversed when descending). Sorting every quotation by status
 * took 300 ms at 200,000 quotations; here each group is read in order from an index on the
 * quotation's own copy of its status (with the dealer first for a dealer), the groups before the
 * page only counted, up to what the page needs. A UNION ALL of the groups would need a sort over
 * all of them to be ordered.
 */
export async function orderStatusPageIds(
  db: Queryable,
  where: SQL | undefined,
  window: PageWindow,
  direction: SortDirection,
): Promise<number[]> {
  const statuses = await db
    .select({ id: orderStatuses.id })
    .from(orderStatuses)
    .orderBy(asc(orderStatuses.index), asc(orderStatuses.id));
  const groups = [
    isNull(quotations.order_status_fk),
    ...statuses.map((status) => eq(quotations.order_status_fk, status.id)),
  ];
  if (direction === 'desc') groups.reverse();
  const order = direction === 'asc' ? asc : desc;
  const byDate = [order(quotations.quotation_date), order(quotations.id)];

  const ids: number[] = [];
  let skip = window.offset;
  for (const group of groups) {
    const wanted = window.size - ids.length;
    const matching = sql`${group} and ${where ?? sql`true`}`;
    if (skip > 0) {
      const [{ found }] = await db.select({ found: sql<number>`count(*)::int` }).from(
        db
          .select({ one: sql`1` })
          .from(quotations)
          .where(matching)
          .limit(skip + wanted)
          .as('g'),
      );
      if (found <= skip) {
        skip -= found;
        continue;
      }
    }
    const rows = await db
      .select({ id: quotations.id })
      .from(quotations)
      .where(matching)
      .orderBy(...byDate)
      .limit(wanted)
      .offset(skip);
    ids.push(...rows.map((row) => row.id));
    skip = 0;
    if (ids.length === window.size) break;
  }
  return ids;
}
