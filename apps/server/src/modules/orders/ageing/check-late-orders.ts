import { eq, sql } from 'drizzle-orm';
import { lateCutoff } from '@spokes/domain/working-days';
import type { Database, Queryable } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { userDealers, users } from '../../../db/schema/users';
import { quotationEmployerIds } from '../../access/company-tree';
import { createNotification } from '../../notifications/create-notification';
import { readOrderStatusAgeing, type OrderStatusAgeingInput } from './order-status-ageing';

export const ORDER_LATE = 'notifications.orderLate';
export const ORDER_LATE_ESCALATED = 'notifications.orderLateEscalated';

type LateOrder = {
  status_changed_at: Date;
  quotation_id: number;
  quotation_number: string;
  employee_name: string;
  dealer_fk: number;
  company_fk: number;
};

/**
 * Marks the orders that passed a status's limit (level 1) or its escalation (level 2) since the
 * last check and tells who the status's setting names, in one transaction: an order's level
 * rises once per lateness, so a second check, on this instance or another, finds nothing to say.
 * A status change puts the level back to 0 (the orders' trigger). Per status, one range of the
 * (status, entered at) index: the cutoff is computed here, in Belgian working days.
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
          if (new Date(order.status_changed_at) >= news)
            told += await tell(tx, setting, order, level === 2 ? 'escalated' : 'late');
      }
    }
    return told;
  });
}

function raiseLevel(tx: Queryable, statusId: number, cutoff: Date, level: 1 | 2) {
  return queryRows<LateOrder>(
    tx,
    sql`update orders o set late_level = ${level}
        from quotations q
        where q.id = o.quotation_fk and o.order_status_fk = ${statusId}
          and o.status_changed_at < ${cutoff} and o.late_level = ${level - 1}
        returning o.status_changed_at, q.id as quotation_id, q.quotation_number, q.employee_name, q.dealer_fk, q.company_fk`,
  );
}

/** Who hears of it: the setting's choice for a late order, the back office alone for an escalation. */
async function recipients(
  tx: Queryable,
  setting: OrderStatusAgeingInput,
  order: LateOrder,
  escalated: boolean,
) {
  const ids = new Set<number>();
  if (!escalated && setting.notify_dealer) {
    const rows = await tx
      .select({ id: userDealers.user_id })
      .from(userDealers)
      .where(eq(userDealers.dealer_id, order.dealer_fk));
    for (const row of rows) ids.add(row.id);
  }
  if (!escalated && setting.notify_decision_makers)
    for (const id of await quotationEmployerIds(tx, order.company_fk, 0)) ids.add(id);
  if (escalated || setting.notify_back_office) {
    const rows = await tx.select({ id: users.id }).from(users).where(eq(users.super_user, true));
    for (const row of rows) ids.add(row.id);
  }
  return [...ids];
}

async function tell(
  tx: Queryable,
  setting: OrderStatusAgeingInput,
  order: LateOrder,
  kind: 'late' | 'escalated',
): Promise<number> {
  const escalated = kind === 'escalated';
  const params = {
    quotationNumber: order.quotation_number,
    employeeName: order.employee_name,
    days: escalated ? setting.escalate_after_days! : setting.late_after_days,
  };
  const userIds = await recipients(tx, setting, order, escalated);
  for (const userId of userIds)
    await createNotification(tx, {
      userId,
      message: escalated ? ORDER_LATE_ESCALATED : ORDER_LATE,
      params,
      action: 'goToQuotation',
      actionParams: { quotationId: order.quotation_id, employeeName: order.employee_name },
    });
  return userIds.length;
}
