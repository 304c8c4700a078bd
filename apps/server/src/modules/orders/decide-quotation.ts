import { eq } from 'drizzle-orm';
import { DEAL_STATUS, ORDER_STATUS, type OrderStatus } from '@spokes/domain/codes';
import {
  validateApproval,
  validateRefusal,
  type EmployerDecisionFacts,
} from '@spokes/domain/employer-decisions';
import type { Db, Tx } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { dealers } from '../../db/schema/dealers';
import { employees } from '../../db/schema/employees';
import { confirmedOrders, orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import { dealsPort } from '../../integrations/crm/deals-port';
import type { Viewer } from '../access/viewer';
import { queueMail } from '../mail/queue-mail';
import { createNotification } from '../notifications/create-notification';
import { accessScope } from '../access/access-table';
import { quotationEmployerIds } from '../access/company-tree';
import { lockOrder } from './lock-order';
import { moveOrderStatus } from './move-order-status';
import { recordOrderHistory } from './history/record-order-history';

export type EmployerDecision = 'approve' | 'refuse';

export type DecideQuotationOptions = {
  quotationId: number;
  decision: EmployerDecision;
  /** The reason or remark typed in the prompt. */
  reason: string;
  /** The decider's address as the server saw it; null when unknown. */
  ip: string | null;
};

/**
 * The employer's approval or refusal of a quotation (spec 03 section 2.6), in one transaction:
 * the confirmed order with who, address, mail and reason; the order's status (APPROVED or
 * REFUSED); on refusal the deal to LOST with the reason; the history; and the news: the order
 * event and webhooks, an inbox notification for the quotation's other employer users and a mail
 * to the dealer, all queued with the change.
 */
export async function decideQuotation(db: Db, viewer: Viewer, options: DecideQuotationOptions) {
  const reason = options.reason.trim();
  // The refusal's reason goes to the deal and the dealer; an approval's remark may stay empty.
  if (options.decision === 'refuse' && reason === '') fail('REFUSAL_REASON_REQUIRED');
  return db.transaction(async (tx) => {
    const order = await lockDecidableOrder(tx, viewer, options.quotationId);
    const check = options.decision === 'approve' ? validateApproval(order) : validateRefusal(order);
    if (!check.ok) fail(check.error);

    const name = `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email;
    // The spec keeps a placeholder when the address cannot be read.
    const who = { name, mail: viewer.email, ip: options.ip ?? 'unknown' };
    await writeConfirmedOrder(tx, order.orderId, options.decision, who, reason);
    const approve = options.decision === 'approve';
    const to = approve ? ORDER_STATUS.APPROVED : ORDER_STATUS.REFUSED;
    if (!approve && order.dealId !== null) {
      await dealsPort(tx).updatePhase(order.dealId, 'LOST');
      await tx
        .update(orders)
        .set({ deal_status_fk: DEAL_STATUS.LOST.id })
        .where(eq(orders.id, order.orderId));
    }
    await moveOrderStatus(
      tx,
      viewer,
      { orderId: order.orderId, quotationId: order.quotationId, status: order.current, deliveryDate: null },
      {
        to,
        source: 'employer_portal',
        ...(!approve && order.dealId !== null ? { dealFields: { lost_reason: reason } } : {}),
      },
    );
    await tell(tx, viewer, order, options.decision, reason);
    return { quotationId: order.quotationId, orderStatusId: to.id };
  });
}

type DecidableOrder = EmployerDecisionFacts & {
  orderId: number;
  quotationId: number;
  quotationNumber: string;
  companyId: number;
  companyName: string;
  employeeName: string;
  dealId: number | null;
  dealerName: string;
  dealerEmail: string | null;
  dealerLanguage: 'nl' | 'fr';
  current: OrderStatus;
};

/** The quotation's order, locked, with what the decision reads; NOT_FOUND out of scope or without an order. */
async function lockDecidableOrder(tx: Tx, viewer: Viewer, quotationId: number): Promise<DecidableOrder> {
  const order = await lockOrder(tx, viewer, { quotationId }, accessScope(viewer, 'order', 'decide'));
  const [names] = await tx
    .select({
      companyName: companies.name,
      employeeName: employees.name,
      dealerName: dealers.name,
      dealerEmail: dealers.email,
      dealerLanguage: dealers.language,
    })
    .from(quotations)
    .innerJoin(companies, eq(companies.id, quotations.company_fk))
    .innerJoin(employees, eq(employees.id, quotations.employee_fk))
    .innerJoin(dealers, eq(dealers.id, quotations.dealer_fk))
    .where(eq(quotations.id, order.quotationId));
  return { ...order, ...names, current: order.status, status: order.status.code };
}

type Decider = { name: string; mail: string; ip: string };

/** Approval writes the confirmer, refusal the canceller; refusing an approval keeps who approved. */
async function writeConfirmedOrder(
  tx: Tx,
  orderId: number,
  decision: EmployerDecision,
  who: Decider,
  reason: string,
) {
  const values =
    decision === 'approve'
      ? { confirmed_by: who.name, confirmer_ip: who.ip, confirmer_mail: who.mail, confirmed_reason: reason }
      : {
          cancelled: true,
          cancelled_by: who.name,
          canceller_ip: who.ip,
          canceller_mail: who.mail,
          cancelled_reason: reason,
        };
  await tx
    .insert(confirmedOrders)
    .values({ order_fk: orderId, ...values })
    .onConflictDoUpdate({ target: confirmedOrders.order_fk, set: { ...values, updated_at: new Date() } });
}

/** The quotation's other employer users (its company's and those above) in their inbox, the dealer by mail; both recorded. */
async function tell(
  tx: Tx,
  viewer: Viewer,
  order: DecidableOrder,
  decision: EmployerDecision,
  reason: string,
) {
  const colleagues = await quotationEmployerIds(tx, order.companyId, viewer.userId);
  const params = { quotationNumber: order.quotationNumber, employeeName: order.employeeName };
  for (const userId of colleagues)
    await createNotification(tx, {
      userId,
      message: decision === 'approve' ? 'notifications.quotationApproved' : 'notifications.quotationRefused',
      params,
      action: 'goToQuotation',
      actionParams: { quotationId: order.quotationId, employeeName: order.employeeName },
    });
  const dealerEmail = order.dealerEmail?.trim();
  // A dealer without an address misses the mail; the decision itself must not wait for one.
  if (!dealerEmail) return;
  const template = decision === 'approve' ? 'quotation-approved' : 'quotation-refused';
  await queueMail(tx, {
    to: dealerEmail,
    template,
    language: order.dealerLanguage,
    data: { ...params, dealerName: order.dealerName, companyName: order.companyName, reason },
  });
  await recordOrderHistory(tx, viewer, {
    quotationId: order.quotationId,
    orderId: order.orderId,
    source: 'employer_portal',
    kind: 'mail',
    field: template,
    new: dealerEmail,
  });
}
