import { eq, inArray, or, sql } from 'drizzle-orm';
import { lateCutoff } from '@spokes/domain/working-days';
import type { Database, Queryable } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { userDealers, users } from '../../../db/schema/users';
import { quotationEmployerIds } from '../../access/company-tree';
import { createNotification } from '../../notifications/create-notification';
import { queueMail } from '../../mail/queue-mail';
import { userLanguage } from '../../auth/sign-in';
import { readOrderStatusAgeing, type OrderStatusAgeingInput } from './order-status-ageing';

export const ORDER_LATE = 'notifications.orderLate';
export const ORDER_LATE_ESCALATED = 'notifications.orderLateEscalated';

type LateOrder = {
  status_changed_at: Date;
  quotation_id: number;
  quotation_number: string;
  employee_name: string;
  employee_fk: number;
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
export async function checkLateOrders(database: Database, publicUrl: string, now = new Date()) {
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
            told += await tell(tx, publicUrl, setting, order, level === 2 ? 'escalated' : 'late');
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
        returning o.status_changed_at, q.id as quotation_id, q.quotation_number, q.employee_name,
                  q.employee_fk, q.dealer_fk, q.company_fk`,
  );
}

/** Who hears of it: the setting's choice for a late order, the back office alone for an escalation. */
async function recipients(
  tx: Queryable,
  setting: OrderStatusAgeingInput,
  order: LateOrder,
  escalated: boolean,
): Promise<Map<number, Recipient>> {
  const portal = new Set<number>();
  const ids = new Set<number>();
  if (!escalated && setting.notify_dealer) {
    const rows = await tx
      .select({ id: userDealers.user_id })
      .from(userDealers)
      .where(eq(userDealers.dealer_id, order.dealer_fk));
    for (const row of rows) ids.add(row.id);
  }
  if (!escalated && setting.notify_decision_makers)
    for (const id of await quotationEmployerIds(tx, order.company_fk, 0)) {
      ids.add(id);
      portal.add(id);
    }
  const backOffice = escalated || setting.notify_back_office;
  const rows =
    ids.size > 0 || backOffice
      ? await tx
          .select({ id: users.id, email: users.email, language: users.language, firstName: users.first_name })
          .from(users)
          .where(
            or(
              ids.size > 0 ? inArray(users.id, [...ids]) : undefined,
              backOffice ? eq(users.super_user, true) : undefined,
            ),
          )
          .orderBy(users.id)
      : [];
  // A super user who is also an employer reads the order where the back office does.
  return new Map(rows.map((row) => [row.id, { ...row, portal: portal.has(row.id) && !backOffice }]));
}

type Recipient = { id: number; email: string; language: string; firstName: string; portal: boolean };

async function tell(
  tx: Queryable,
  publicUrl: string,
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
  const told = await recipients(tx, setting, order, escalated);
  for (const recipient of told.values()) {
    await createNotification(tx, {
      userId: recipient.id,
      message: escalated ? ORDER_LATE_ESCALATED : ORDER_LATE,
      params,
      action: 'goToQuotation',
      actionParams: { quotationId: order.quotation_id, employeeName: order.employee_name },
    });
    const path = recipient.portal
      ? `/employersportal/quotations/${order.quotation_id}`
      : `/quotations/${order.employee_fk}/${order.quotation_id}`;
    await queueMail(tx, {
      to: recipient.email,
      template: 'order-late',
      language: userLanguage(recipient.language),
      data: { ...params, firstName: recipient.firstName, link: new URL(path, publicUrl).toString() },
    });
  }
  return told.size;
}
