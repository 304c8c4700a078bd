import { eq } from 'drizzle-orm';
import { languageById } from '@spokes/domain/codes';
import type { Db } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { orderStatuses } from '../../db/schema/reference';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { queueMail } from '../mail/queue-mail';
import { lockOrder } from './lock-order';
import { recordOrderHistory } from './history/record-order-history';

/**
 * Spec 01 "a status e-mail can be re-sent on demand": the order-status mail to the employee, in
 * the employee's language, queued again (no idempotency key: every press sends one). Super users.
 */
export async function resendStatusMail(db: Db, viewer: Viewer, options: { orderId: number }) {
  requireSuperUser(viewer);
  return db.transaction(async (tx) => {
    // Locked, so the mail names the status a change made at the same moment leaves.
    const order = await lockOrder(tx, viewer, { orderId: options.orderId });
    const [row] = await tx
      .select({
        email: employees.email,
        firstName: employees.first_name,
        languageId: employees.language_fk,
        quotationNumber: quotations.quotation_number,
        status: orderStatuses.name,
      })
      .from(orders)
      .innerJoin(orderStatuses, eq(orderStatuses.id, orders.order_status_fk))
      .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
      .innerJoin(employees, eq(employees.id, quotations.employee_fk))
      .where(eq(orders.id, order.orderId));
    const email = row.email?.trim();
    if (!email) fail('MAIL_DATA_MISSING');
    await queueMail(tx, {
      to: email,
      template: 'order-status',
      language: languageById(row.languageId),
      data: { firstName: row.firstName, quotationNumber: row.quotationNumber, status: row.status },
    });
    await recordOrderHistory(tx, viewer, {
      quotationId: order.quotationId,
      orderId: order.orderId,
      source: 'screen',
      kind: 'mail',
      field: 'order-status',
      new: email,
    });
    return true;
  });
}
