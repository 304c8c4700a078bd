import { eq, inArray, or } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Database, Queryable } from '../../../db/client';
import { orders, orderStatusAgeing } from '../../../db/schema/orders';
import { quotations } from '../../../db/schema/quotations';
import { userDealers, users } from '../../../db/schema/users';
import { quotationEmployerIds } from '../../access/company-tree';
import { userLanguage } from '../../auth/sign-in';
import { queueMail } from '../../mail/queue-mail';
import { createNotification } from '../../notifications/create-notification';
import type { OrderStatusAgeingInput } from './order-status-ageing';

export const ORDER_LATE = 'notifications.orderLate';
export const ORDER_LATE_ESCALATED = 'notifications.orderLateEscalated';

type LateOrder = {
  quotation_id: number;
  quotation_number: string;
  employee_name: string;
  employee_fk: number;
  dealer_fk: number;
  company_fk: number;
};

/**
 * One late order's notices and mails (a job the late check queues), in one transaction. An order
 * that left the status or its lateness since the check is not announced; the setting is read
 * now, so a recipient switched off meanwhile is not told.
 */
export async function tellLateOrder(
  deps: { database: Database; config: Config },
  job: { orderId: number; level: number },
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        status: orders.order_status_fk,
        level: orders.late_level,
        quotation_id: quotations.id,
        quotation_number: quotations.quotation_number,
        employee_name: quotations.employee_name,
        employee_fk: quotations.employee_fk,
        dealer_fk: quotations.dealer_fk,
        company_fk: quotations.company_fk,
      })
      .from(orders)
      .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
      .where(eq(orders.id, job.orderId));
    if (!order || order.level < job.level) return;
    const [setting] = await tx
      .select()
      .from(orderStatusAgeing)
      .where(eq(orderStatusAgeing.order_status_fk, order.status));
    if (!setting) return;
    await tell(tx, deps.config.PUBLIC_URL, setting, order, job.level === 2 ? 'escalated' : 'late');
  });
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
          .select({
            id: users.id,
            email: users.email,
            language: users.language,
            firstName: users.first_name,
            superUser: users.super_user,
          })
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
  return new Map(rows.map((row) => [row.id, { ...row, portal: portal.has(row.id) && !row.superUser }]));
}

type Recipient = {
  id: number;
  email: string;
  language: string;
  firstName: string;
  superUser: boolean;
  portal: boolean;
};

async function tell(
  tx: Queryable,
  publicUrl: string,
  setting: OrderStatusAgeingInput,
  order: LateOrder,
  kind: 'late' | 'escalated',
): Promise<void> {
  const escalated = kind === 'escalated';
  const params = {
    quotationNumber: order.quotation_number,
    employeeName: order.employee_name,
    days: escalated ? setting.escalate_after_days! : setting.late_after_days,
  };
  for (const recipient of (await recipients(tx, setting, order, escalated)).values()) {
    await createNotification(tx, {
      userId: recipient.id,
      message: escalated ? ORDER_LATE_ESCALATED : ORDER_LATE,
      params,
      action: 'goToQuotation',
      actionParams: {
        quotationId: order.quotation_id,
        employeeName: order.employee_name,
        // The dealer side's overview names the employee in its address.
        employeeId: order.employee_fk,
      },
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
}
