import { asc, count, isNotNull, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@spokes/domain/codes';
import type { Queryable } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { quotations } from '../../../db/schema/quotations';
import { requireSuperUser, type Viewer } from '../../access/viewer';
import { lateOrdersWhere } from '../../quotations/late-orders';
import { loadQuotationListRows } from '../../quotations/quotation-list-rows';

/** How long the median looks back. */
export const MEDIAN_DAYS_BACK = 90;
/** How many of the oldest late orders the dashboard names. */
const OLDEST_LATE = 10;

export type StatusAgeing = {
  order_status_id: number;
  orders: number;
  late: number;
  /** The median time an order spent in the status, in days, over the periods that ended lately. */
  median_days: number | null;
  /** How many such periods the median is of. */
  periods: number;
};

/**
 * The back office's ageing dashboard (issue 30): per status, how many orders are in it and how
 * many of them are late; the median time spent in it by the orders that left it in the last 90
 * days; and the ten orders late the longest. Test orders are left out, as from every dashboard.
 */
export async function orderAgeingDashboard(db: Queryable, viewer: Viewer, now = new Date()) {
  requireSuperUser(viewer);
  const late = await lateOrdersWhere(db, now);
  const [counts, medians, oldest] = await Promise.all([
    db
      .select({
        statusId: quotations.order_status_fk,
        orders: count(),
        late: sql<number>`(count(*) filter (where ${late}))::int`,
      })
      .from(quotations)
      .where(isNotNull(quotations.order_status_fk))
      .groupBy(quotations.order_status_fk),
    statusMedians(db, now),
    db
      .select({ id: quotations.id })
      .from(quotations)
      .where(late)
      .orderBy(asc(quotations.status_changed_at), asc(quotations.id))
      .limit(OLDEST_LATE),
  ]);
  const statuses = Object.values(ORDER_STATUS)
    .filter((status) => status.id !== ORDER_STATUS.TESTPURPOSES.id)
    .map((status): StatusAgeing => {
      const counted = counts.find((row) => row.statusId === status.id);
      const median = medians.find((row) => row.code === status.code);
      return {
        order_status_id: status.id,
        orders: Number(counted?.orders ?? 0),
        late: Number(counted?.late ?? 0),
        median_days: median ? Number(median.median_days) : null,
        periods: Number(median?.periods ?? 0),
      };
    });
  return {
    statuses,
    oldest_late: await loadQuotationListRows(
      db,
      oldest.map((row) => row.id),
    ),
  };
}

/**
 * Each status change of the last 90 days ends a period in the status it left, which began at the
 * order's previous status change, or at the order's creation for its first status. Calendar days:
 * a median in working days would need each period's calendar, for little more meaning.
 */
function statusMedians(db: Queryable, now: Date) {
  return queryRows<{ code: string; median_days: number; periods: number }>(
    db,
    sql`select h.old_value as code,
               percentile_cont(0.5) within group (
                 order by extract(epoch from h.at - coalesce(previous.at, o.date))) / 86400 as median_days,
               count(*)::int as periods
          from order_history h
          join orders o on o.id = h.order_fk
          left join lateral (
            select p.at from order_history p
             where p.quotation_fk = h.quotation_fk and p.kind = 'status' and p.field = 'order_status'
               and (p.at, p.id) < (h.at, h.id)
             order by p.at desc, p.id desc limit 1) previous on true
         where h.kind = 'status' and h.field = 'order_status'
           and h.at >= ${now}::timestamptz - make_interval(days => ${MEDIAN_DAYS_BACK})
           and o.order_status_fk <> ${ORDER_STATUS.TESTPURPOSES.id}
         group by h.old_value`,
  );
}
