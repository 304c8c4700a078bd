import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealers } from '../../db/schema/dealers';
import { deals } from '../../db/schema/deals';
import { notifications } from '../../db/schema/notifications';
import { confirmedOrders, orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { quotations } from '../../db/schema/quotations';
import { createCompany, createDeal, createUser } from '../../test/factories';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { signedIn, signedInAs } from '../../test/signed-in';
import { historyOf, overviewSuite, quotationWithOrder, type Client } from '../../test/overview-test-support';

const DEALER_MAIL = 'winkel@dealer-a.test';
const APPROVE = `mutation($id: Int!, $reason: String!) {
  approveQuotation(quotation_id: $id, reason: $reason) { quotation_id order_status_id }
}`;
const REFUSE = `mutation($id: Int!, $reason: String!) {
  refuseQuotation(quotation_id: $id, reason: $reason) { quotation_id order_status_id }
}`;

describe("the employer's approval and refusal", () => {
  const suite = overviewSuite();
  let decider: Client;
  let deciderUser: Awaited<ReturnType<typeof createUser>>;
  let colleague: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    await db().update(dealers).set({ email: DEALER_MAIL }).where(eq(dealers.id, suite.roles.dealerA.id));
    deciderUser = await createUser(db(), {
      first_name: 'Eva',
      last_name: 'Werkgever',
      companyIds: [suite.roles.companyA.id],
    });
    colleague = await createUser(db(), { admin: true, companyIds: [suite.roles.companyA.id] });
    decider = await signedInAs(suite.app, deciderUser, { remoteAddress: '203.0.113.7' });
  });
  const db = () => suite.app.database.db;

  const approve = (client: Client, id: number, reason = 'Akkoord') =>
    client.request<{ approveQuotation: { order_status_id: number } }>(APPROVE, { id, reason });
  const refuse = (client: Client, id: number, reason = 'Budget overschreden') =>
    client.request<{ refuseQuotation: { order_status_id: number } }>(REFUSE, { id, reason });
  const orderOf = async (orderId: number) =>
    (await db().select().from(orders).where(eq(orders.id, orderId)))[0];
  const confirmedOf = async (orderId: number) =>
    (await db().select().from(confirmedOrders).where(eq(confirmedOrders.order_fk, orderId)))[0];
  const notificationsFor = (userId: number, quotationNumber: string) =>
    db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.user_fk, userId),
          sql`${notifications.params}->>'quotationNumber' = ${quotationNumber}`,
        ),
      );
  const mailsAbout = (quotationNumber: string) =>
    db()
      .select({
        recipient: outboxMessages.recipient,
        template: outboxMessages.template,
        text: outboxMessages.text,
      })
      .from(outboxMessages)
      .where(sql`${outboxMessages.subject} like ${`%${quotationNumber}`}`);
  const waitingQuotation = async (
    values: NonNullable<Parameters<typeof quotationWithOrder>[2]>['order'] = {},
  ) => quotationWithOrder(suite.app, suite.roles, { order: { order_status_fk: 6, ...values } });

  it('approves: a confirmed order with who, address, mail and remark, status APPROVED, the news queued', async () => {
    const { quotation, order } = await waitingQuotation();
    const { body } = await approve(decider, quotation.id, '  Akkoord, mag besteld worden ');
    expect(body.errors).toBeUndefined();
    expect(body.data?.approveQuotation.order_status_id).toBe(3);
    expect((await orderOf(order.id)).order_status_fk).toBe(3);
    expect(await confirmedOf(order.id)).toMatchObject({
      confirmed_by: 'Eva Werkgever',
      confirmer_mail: deciderUser.email,
      confirmer_ip: '203.0.113.7',
      confirmed_reason: 'Akkoord, mag besteld worden',
      cancelled: false,
    });
    expect(await historyOf(suite.app, quotation.id)).toEqual([
      ['status', 'order_status', 'SEND_TO_DECIDER', 'APPROVED'],
      ['mail', 'quotation-approved', null, DEALER_MAIL],
    ]);
    const [notification] = await notificationsFor(colleague.id, quotation.quotation_number);
    expect(notification).toMatchObject({
      message: 'notifications.quotationApproved',
      action: 'goToQuotation',
      action_params: { quotationId: quotation.id, employeeName: expect.any(String) },
    });
    expect(await notificationsFor(deciderUser.id, quotation.quotation_number)).toEqual([]);
    const [mail] = await mailsAbout(quotation.quotation_number);
    expect(mail).toMatchObject({ recipient: DEALER_MAIL, template: 'quotation-approved' });
    expect(mail.text).toContain('Akkoord, mag besteld worden');
  });

  it('refuses with a reason: status REFUSED, the deal LOST with the reason, the refusal recorded', async () => {
    const deal = await createDeal(db());
    const { quotation, order } = await waitingQuotation({ deal_id_v2: deal.id, deal_status_fk: 1 });
    const { body } = await refuse(decider, quotation.id, 'Te duur');
    expect(body.errors).toBeUndefined();
    expect(await orderOf(order.id)).toMatchObject({ order_status_fk: 8, deal_status_fk: 7 });
    const [lost] = await db().select().from(deals).where(eq(deals.id, deal.id));
    expect(lost.current_phase).toBe(7);
    expect(lost.custom_fields).toMatchObject({ lost_reason: 'Te duur' });
    expect(await confirmedOf(order.id)).toMatchObject({
      cancelled: true,
      cancelled_by: 'Eva Werkgever',
      canceller_mail: deciderUser.email,
      cancelled_reason: 'Te duur',
      confirmed_by: null,
    });
    const [mail] = await mailsAbout(quotation.quotation_number);
    expect(mail).toMatchObject({ template: 'quotation-refused' });
    expect(mail.text).toContain('Te duur');
    expect((await notificationsFor(colleague.id, quotation.quotation_number))[0].message).toBe(
      'notifications.quotationRefused',
    );
  });

  it('tells the employers of the companies above the company of the quotation, as the decision awaited does', async () => {
    const branch = await createCompany(db(), { company_parent_fk: suite.roles.companyA.id });
    const branchUser = await createUser(db(), { companyIds: [branch.id] });
    const { quotation } = await waitingQuotation();
    await db().update(quotations).set({ company_fk: branch.id }).where(eq(quotations.id, quotation.id));
    const { body } = await approve(await signedInAs(suite.app, branchUser), quotation.id);
    expect(body.errors).toBeUndefined();
    for (const above of [deciderUser, colleague])
      expect((await notificationsFor(above.id, quotation.quotation_number))[0]).toMatchObject({
        message: 'notifications.quotationApproved',
      });
    expect(await notificationsFor(branchUser.id, quotation.quotation_number)).toEqual([]);
  });

  it('decides without the mail when the dealer has no address', async () => {
    await db().update(dealers).set({ email: null }).where(eq(dealers.id, suite.roles.dealerA.id));
    try {
      const { quotation, order } = await waitingQuotation();
      expect((await approve(decider, quotation.id)).body.errors).toBeUndefined();
      expect((await orderOf(order.id)).order_status_fk).toBe(3);
      expect(await mailsAbout(quotation.quotation_number)).toEqual([]);
    } finally {
      await db().update(dealers).set({ email: DEALER_MAIL }).where(eq(dealers.id, suite.roles.dealerA.id));
    }
  });

  it('records a placeholder address when the server saw none', async () => {
    const { quotation, order } = await waitingQuotation();
    await approve(suite.roles.employer, quotation.id);
    expect((await confirmedOf(order.id)).confirmer_ip).toBe('unknown');
  });

  it('refuses an approved quotation and keeps who approved it', async () => {
    const { quotation, order } = await waitingQuotation();
    await approve(decider, quotation.id);
    const { body } = await refuse(suite.roles.employerAdmin, quotation.id);
    expect(body.errors).toBeUndefined();
    expect(await confirmedOf(order.id)).toMatchObject({
      confirmed_by: 'Eva Werkgever',
      cancelled: true,
      cancelled_reason: 'Budget overschreden',
    });
    expect((await orderOf(order.id)).order_status_fk).toBe(8);
  });

  it('follows the deal-status and decision rules, and changes nothing when it refuses', async () => {
    const won = await waitingQuotation({ deal_status_fk: 2 });
    expect(errorCode(await approve(decider, won.quotation.id))).toBe('APPROVE_NOT_ALLOWED');
    expect(errorCode(await refuse(decider, won.quotation.id))).toBe('REFUSE_NOT_ALLOWED');
    const ordered = await waitingQuotation({ deal_status_fk: 3 });
    expect(errorCode(await refuse(decider, ordered.quotation.id))).toBe('REFUSE_NOT_ALLOWED');
    expect((await approve(decider, ordered.quotation.id)).body.errors).toBeUndefined();
    expect(errorCode(await approve(decider, ordered.quotation.id))).toBe('APPROVE_NOT_ALLOWED');
    const delivered = await waitingQuotation({ order_status_fk: 5 });
    expect(errorCode(await approve(decider, delivered.quotation.id))).toBe('APPROVE_NOT_ALLOWED');
    expect(errorCode(await refuse(decider, delivered.quotation.id))).toBe('REFUSE_NOT_ALLOWED');
    const refused = await waitingQuotation();
    await refuse(decider, refused.quotation.id);
    expect(errorCode(await approve(decider, refused.quotation.id))).toBe('APPROVE_NOT_ALLOWED');
    expect(errorCode(await refuse(decider, refused.quotation.id))).toBe('REFUSE_NOT_ALLOWED');
    const blank = await waitingQuotation();
    expect(errorCode(await refuse(decider, blank.quotation.id, '   '))).toBe('REFUSAL_REASON_REQUIRED');

    for (const untouched of [won, delivered, blank]) {
      expect(await confirmedOf(untouched.order.id)).toBeUndefined();
      expect(await historyOf(suite.app, untouched.quotation.id)).toEqual([]);
      expect(await mailsAbout(untouched.quotation.quotation_number)).toEqual([]);
    }
  });

  it('is for the employers of the company and super users: dealers are refused, others find nothing', async () => {
    const { quotation, order } = await waitingQuotation();
    for (const dealer of [suite.roles.dealerAdmin, suite.roles.dealerUser, suite.roles.otherDealer])
      expect(errorCode(await approve(dealer, quotation.id))).toBe('FORBIDDEN');
    const elsewhere = await signedIn(suite.app, { companyIds: [(await createCompany(db())).id] });
    expect(errorCode(await approve(elsewhere, quotation.id))).toBe('NOT_FOUND');
    expect(errorCode(await approve(graphqlClient(suite.app), quotation.id))).toBe('UNAUTHENTICATED');
    const unseen = await quotationWithOrder(suite.app, suite.roles, { order: { order_status_fk: 1 } });
    expect(errorCode(await approve(decider, unseen.quotation.id))).toBe('NOT_FOUND');
    expect(await confirmedOf(order.id)).toBeUndefined();
    expect((await approve(suite.roles.superUser, quotation.id)).body.errors).toBeUndefined();
  });

  it('rolls everything back when one step fails', async () => {
    const deal = await createDeal(db());
    const { quotation, order } = await waitingQuotation({ deal_id_v2: deal.id, deal_status_fk: 1 });
    // The history is written after the confirmed order, the deal and the status: make it fail.
    await db().execute(sql`create function fail_history() returns trigger language plpgsql as
      $$ begin raise exception 'history unavailable'; end $$`);
    await db().execute(sql`create trigger fail_history before insert on order_history
      for each row execute function fail_history()`);
    try {
      expect(errorCode(await refuse(decider, quotation.id))).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await db().execute(sql`drop trigger fail_history on order_history`);
      await db().execute(sql`drop function fail_history()`);
    }
    expect(await orderOf(order.id)).toMatchObject({ order_status_fk: 6, deal_status_fk: 1 });
    expect(await confirmedOf(order.id)).toBeUndefined();
    expect((await db().select().from(deals).where(eq(deals.id, deal.id)))[0].current_phase).toBe(1);
    expect(await notificationsFor(colleague.id, quotation.quotation_number)).toEqual([]);
    expect(await mailsAbout(quotation.quotation_number)).toEqual([]);
  });
});
