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
 * (tell-late-order.ts), in one transaction: an order's level rises once per lateness, so a second
 * check, on this instance or another, finds nothing to say. A status change puts the level back
 * to 0 (the orders' trigger). Per status and level, one range of the late check's index: the
 * cutoff is computed here, in Belgian working days. Answers how many notices it queued.
 */
export async function checkLateOrders(database: Database, now = new Date()) {
  return database.db.transaction(async (tx) => {
    let told = 0;
    for (const setting of await readOrderStatusAgeing(tx)) {
      const levels = [
        [1, setting.late_after_days],
        [2, setting.escalate_after_days],
      ] as const;
      for (const [level, days] of levels) {
        if (days === null) continue;
        // Orders already past the limit when it was set are marked, not announced: a limit set
        // on a status with years of history must not send a notice per old order.
        const news = lateCutoff(setting.updated_at, days);
        for (const order of await raiseLevel(tx, setting.order_status_fk, lateCutoff(now, days), level))
          if (new Date(order.status_changed_at) >= news) {
            await enqueue(tx, {
              name: TELL_LATE_ORDER,
              payload: { orderId: order.order_id, level },
              key: `${TELL_LATE_ORDER}:${order.order_id}:${level}:${new Date(order.status_changed_at).toISOString()}`,
            });
            told++;
          }
      }
    }
    return told;
  });
}

function raiseLevel(tx: Queryable, statusId: number, cutoff: Date, level: 1 | 2) {
  return queryRows<RaisedOrder>(
    tx,
    sql`update orders o set late_level = ${level}
        where o.order_status_fk = ${statusId}
          and o.status_changed_at < ${cutoff} and o.late_level = ${level - 1}
        returning o.id as order_id, o.status_changed_at`,
  );
}
