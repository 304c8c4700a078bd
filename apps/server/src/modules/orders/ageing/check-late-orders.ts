import { sql } from 'drizzle-orm';
import { lateCutoff } from '@spokes/domain/working-days';
import type { Database, Queryable } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { enqueue } from '../../../jobs/queue';
import { readOrderStatusAgeing } from './order-status-ageing';

export const TELL_LATE_ORDER = 'tell-late-order';

type RaisedOrder = { order_id: number; status_changed_at: Date };

/**
 * Marks the orders that passed a status's limit (level 1) or its escalation (level 2) since the
 * last check and queues a job per order to tell who the status's setting names
 * (tell-late-order.ts), each batch of orders in one transaction with its jobs: an order's level
 * rises once per lateness, so a second check, on this instance or another, finds nothing to say.
 * A status change puts the level back to 0 (the orders' trigger), and a limit raised since puts
 * back the orders it no longer makes late. Per status and level, one range
 * of the late check's index: the cutoff is computed here, in Belgian working days. Answers how
 * many orders it announced.
 */
export async function checkLateOrders(database: Database, now = new Date()) {
  let told = 0;
  for (const setting of await readOrderStatusAgeing(database.db)) {
    const levels = [
      [1, setting.late_after_days],
      [2, setting.escalate_after_days],
    ] as const;
    // A limit raised (or an escalation removed) since an order was marked: it is no longer late
    // there, so it is told again once the new limit passes. The escalation first: its cutoff is
    // the earlier one.
    for (const [level, days] of [...levels].reverse()) {
      const cutoff = days === null ? null : lateCutoff(now, days);
      for (let full = true; full;)
        full = (await lowerLevel(database.db, setting.order_status_fk, level, cutoff)) === BATCH;
    }
    for (const [level, days] of levels) {
      if (days === null) continue;
      const cutoff = lateCutoff(now, days);
      // Orders already past the limit when it was set are marked, not announced: a limit set on
      // a status with years of history must not send a notice per old order.
      const news = lateCutoff(setting.updated_at, days);
      for (let full = true; full;) {
        const raised = await database.db.transaction(async (tx) => {
          const batch = await raiseLevel(tx, setting.order_status_fk, cutoff, level);
          for (const order of batch)
            if (new Date(order.status_changed_at) >= news) {
              await enqueue(tx, {
                name: TELL_LATE_ORDER,
                payload: { orderId: order.order_id, level },
                // One notice per lateness: of this stay in the status, under this version of the limit.
                key: [
                  TELL_LATE_ORDER,
                  order.order_id,
                  level,
                  new Date(order.status_changed_at).toISOString(),
                  new Date(setting.updated_at).toISOString(),
                ].join(':'),
              });
              told++;
            }
          return batch.length;
        });
        full = raised === BATCH;
      }
    }
  }
  return told;
}

/**
 * At most this many orders per transaction: a limit set on a status with years of orders marks
 * them all at the next check (270,000 at a million quotations, 30 s), and one statement that long
 * would meet the statement timeout, and hold the locks of every order it marks, all that time.
 */
const BATCH = 5000;

// `= any(array(...))`: the batch's ids are found first, on the index, and then updated by primary
// key; as `in (select ...)` the planner joined them with a scan of every order (434 ms a check).
// The order is the index's, so that under the limit the planner reads that index and no other.
function raiseLevel(tx: Queryable, statusId: number, cutoff: Date, level: 1 | 2) {
  return queryRows<RaisedOrder>(
    tx,
    sql`update orders o set late_level = ${level}
        where o.id = any(array(select id from orders where order_status_fk = ${statusId}
                               and late_level = ${level - 1} and status_changed_at < ${cutoff}
                               order by status_changed_at limit ${BATCH}))
          and o.late_level = ${level - 1}
        returning o.id as order_id, o.status_changed_at`,
  );
}

/** Orders of a status marked at `level` that are not past `cutoff` (none is, without one) go one level down. */
async function lowerLevel(db: Queryable, statusId: number, level: 1 | 2, cutoff: Date | null) {
  const notPast = cutoff ? sql`and status_changed_at >= ${cutoff}` : sql``;
  const lowered = await queryRows<{ id: number }>(
    db,
    sql`update orders o set late_level = ${level - 1}
        where o.id = any(array(select id from orders where order_status_fk = ${statusId}
                               and late_level = ${level} ${notPast} limit ${BATCH}))
          and o.late_level = ${level}
        returning o.id`,
  );
  return lowered.length;
}
