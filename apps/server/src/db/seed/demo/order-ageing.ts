import { sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@spokes/domain/codes';
import type { Tx } from '../../client';
import { settingsAuditLog } from '../../schema/audit';
import { orderStatusAgeing } from '../../schema/orders';
import type { DemoUsers } from './people';
import { DEMO_BASE_DATE, daysBefore } from './random';

/**
 * When the back office set the limits, a month before the demo's base date: the orders that
 * passed one since are announced at the first check (their dealers, employers and the back office
 * told, as they would have been over the month), the older late ones only marked.
 */
const LIMITS_SET = new Date(daysBefore(DEMO_BASE_DATE, 31, 8).getTime() + 30 * 60_000);

const LIMITS = [
  { order_status_fk: ORDER_STATUS.SIGNED.id, late_after_days: 5, escalate_after_days: null },
  { order_status_fk: ORDER_STATUS.SEND_TO_DECIDER.id, late_after_days: 3, escalate_after_days: 7 },
  { order_status_fk: ORDER_STATUS.APPROVED.id, late_after_days: 10, escalate_after_days: null },
  { order_status_fk: ORDER_STATUS.DELIVERABLE.id, late_after_days: 15, escalate_after_days: null },
].map((limit) => ({
  ...limit,
  // The dealer hears of its own orders, the employer of a decision it owes; the back office, which
  // follows the rest on its dashboard, of a decision still awaited at the escalation.
  notify_dealer: limit.order_status_fk !== ORDER_STATUS.SEND_TO_DECIDER.id,
  notify_decision_makers: limit.order_status_fk === ORDER_STATUS.SEND_TO_DECIDER.id,
  notify_back_office: false,
  updated_at: LIMITS_SET,
}));

/**
 * Issue 30's limits per status as the back office set them on 1 October, with their audit
 * entries; and each demo order in its status since its last status change in the history (the
 * orders were written at seeding, which would make every one of them "since today").
 */
export async function seedOrderAgeing(tx: Tx, users: DemoUsers) {
  await tx.insert(orderStatusAgeing).values(LIMITS);
  await tx.insert(settingsAuditLog).values(
    LIMITS.flatMap(({ updated_at: _at, ...limit }) =>
      Object.entries(limit)
        .filter(([field]) => field !== 'order_status_fk')
        .map(([field, value]) => ({
          at: LIMITS_SET,
          user_fk: users.superUserId,
          user_name: 'Sam Super',
          table_name: 'order_status_ageing',
          record_id: String(limit.order_status_fk),
          owner_table: 'order_status_ageing',
          owner_record_id: String(limit.order_status_fk),
          action: 'create' as const,
          field,
          old_value: null,
          new_value: value,
        })),
    ),
  );
  await tx.execute(sql`
    update orders o set status_changed_at = last.at
      from (select order_fk, max(at) as at from order_history
             where kind = 'status' and field = 'order_status' group by order_fk) last
     where last.order_fk = o.id`);
}
