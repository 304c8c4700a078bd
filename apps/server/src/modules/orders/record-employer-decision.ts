import { eq } from 'drizzle-orm';
import { DEAL_STATUS, ORDER_STATUS, type OrderStatus } from '@spokes/domain/codes';
import type { EmployerDecisionFacts } from '@spokes/domain/employer-decisions';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { dealers } from '../../db/schema/dealers';
import { employees } from '../../db/schema/employees';
import { confirmedOrders, orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { dealsPort } from '../../integrations/crm/deals-port';
import { quotationEmployerIds } from '../access/company-tree';
import type { Viewer } from '../access/viewer';
import { queueMail } from '../mail/queue-mail';
import { createNotification } from '../notifications/create-notification';
import type { OrderFacts } from '../order-facts/read-order-facts';
import { recordOrderHistory, type OrderHistoryEntry } from './history/record-order-history';
import { writeOrderStatus } from './write-order-status';

export type EmployerDecision = 'approve' | 'refuse';

/**
 * Who took a decision: an employer user (or a super user in the portal) with its address, and
 * the delegators it decided for as their delegate (issue 30); or a company's employer policy.
 */
export type Decider =
  | { kind: 'user'; viewer: Viewer; ip: string; forNames: string[] }
  | { kind: 'policy'; companyId: number; companyName: string };

export type DecidableOrder = EmployerDecisionFacts & {
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

/** The locked order's facts with the names the decision's news carries. */
export async function readDecidableOrder(tx: Tx, order: OrderFacts): Promise<DecidableOrder> {
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

/**
 * An approval or refusal that has passed its checks, in the caller's transaction (spec 03
 * section 2.6): the confirmed order with who and why; the order's status (APPROVED or
 * REFUSED); on refusal the deal to LOST with the reason; the history, saying for whom a delegate
 * decided or which policy did; and the news: the order event and webhooks, an inbox notification
 * for the quotation's employer users and a mail to the dealer, all queued with the change.
 */
export async function recordEmployerDecision(
  tx: Tx,
  order: DecidableOrder,
  decision: EmployerDecision,
  reason: string,
  decider: Decider,
) {
  const approve = decision === 'approve';
  const actor = decider.kind === 'user' ? decider.viewer : null;
  const source = decider.kind === 'user' ? 'employer_portal' : 'system';
  await writeConfirmedOrder(tx, order.orderId, decision, decider, reason);
  if (!approve && order.dealId !== null) {
    await dealsPort(tx).updatePhase(order.dealId, 'LOST');
    await tx.update(orders).set({ deal_status_fk: DEAL_STATUS.LOST.id }).where(eq(orders.id, order.orderId));
  }
  const to = approve ? ORDER_STATUS.APPROVED : ORDER_STATUS.REFUSED;
  await writeOrderStatus(
    tx,
    actor,
    { orderId: order.orderId, quotationId: order.quotationId, status: order.current, deliveryDate: null },
    { to, source, ...(!approve && order.dealId !== null ? { dealFields: { lost_reason: reason } } : {}) },
  );
  const entry = { quotationId: order.quotationId, orderId: order.orderId, source, kind: 'order' } as const;
  const who: OrderHistoryEntry[] =
    decider.kind === 'policy'
      ? [{ ...entry, field: 'employer_policy', new: decider.companyName }]
      : decider.forNames.map((name) => ({ ...entry, field: 'decided_for', new: name }));
  await recordOrderHistory(tx, actor, who);
  await tell(tx, actor, order, decision, reason);
  return { quotationId: order.quotationId, orderStatusId: to.id };
}

/** Approval writes the confirmer, refusal the canceller; refusing an approval keeps who approved. */
async function writeConfirmedOrder(
  tx: Tx,
  orderId: number,
  decision: EmployerDecision,
  decider: Decider,
  reason: string,
) {
  // A policy has no address nor mailbox: its company's name stands where a person's would.
  const who =
    decider.kind === 'user'
      ? {
          name: `${decider.viewer.firstName} ${decider.viewer.lastName}`.trim() || decider.viewer.email,
          mail: decider.viewer.email,
          ip: decider.ip,
          for: decider.forNames.join(', ') || null,
          policy: null,
        }
      : { name: decider.companyName, mail: null, ip: null, for: null, policy: decider.companyId };
  const values =
    decision === 'approve'
      ? {
          confirmed_by: who.name,
          confirmer_ip: who.ip,
          confirmer_mail: who.mail,
          confirmed_reason: reason,
          confirmed_for: who.for,
          confirmed_by_policy_fk: who.policy,
        }
      : {
          cancelled: true,
          cancelled_by: who.name,
          canceller_ip: who.ip,
          canceller_mail: who.mail,
          cancelled_reason: reason,
          cancelled_for: who.for,
          cancelled_by_policy_fk: who.policy,
        };
  await tx
    .insert(confirmedOrders)
    .values({ order_fk: orderId, ...values })
    .onConflictDoUpdate({ target: confirmedOrders.order_fk, set: { ...values, updated_at: new Date() } });
}

/** The quotation's other employer users (its company's, those above and its delegates) in their inbox, the dealer by mail; both recorded. */
async function tell(
  tx: Tx,
  actor: Viewer | null,
  order: DecidableOrder,
  decision: EmployerDecision,
  reason: string,
) {
  const colleagues = await quotationEmployerIds(tx, order.companyId, actor?.userId ?? null);
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
  await recordOrderHistory(tx, actor, {
    quotationId: order.quotationId,
    orderId: order.orderId,
    source: actor ? 'employer_portal' : 'system',
    kind: 'mail',
    field: template,
    new: dealerEmail,
  });
}
