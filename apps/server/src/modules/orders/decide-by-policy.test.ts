import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEAL_STATUS, ORDER_STATUS } from '@spokes/domain/codes';
import { formatMoney } from '@spokes/domain/format';
import { companies } from '../../db/schema/companies';
import { dealers } from '../../db/schema/dealers';
import { deals } from '../../db/schema/deals';
import { notifications } from '../../db/schema/notifications';
import { confirmedOrders, orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { createCompany, createDeal, createUser } from '../../test/factories';
import { historyOf, overviewSuite, quotationWithOrder } from '../../test/overview-test-support';

const DEALER_MAIL = 'verkoop@dealer-beleid.test';
const SET_POLICY = `mutation($company: Int!, $input: EmployerPolicyInput!) {
  setEmployerPolicy(company_id: $company, input: $input) { own } }`;
const UPDATE_STATUS = `mutation($order: Int!, $status: Int!) {
  updateOrderStatus(order_id: $order, order_status_id: $status) { order_id } }`;

describe('the employer policy at SEND_TO_DECIDER', () => {
  const suite = overviewSuite();
  const db = () => suite.app.database.db;
  let employerId: number;
  beforeAll(async () => {
    await db().update(dealers).set({ email: DEALER_MAIL }).where(eq(dealers.id, suite.roles.dealerA.id));
    // The policy is the group's, above company A: company A inherits it.
    const group = await createCompany(db(), { name: 'Fietsgroep NV' });
    await db()
      .update(companies)
      .set({ company_parent_fk: group.id })
      .where(eq(companies.id, suite.roles.companyA.id));
    employerId = (await createUser(db(), { companyIds: [suite.roles.companyA.id] })).id;
    const { body } = await suite.roles.superUser.request(SET_POLICY, {
      company: group.id,
      input: {
        allowed_bike_type_ids: [2, 5],
        max_bike_value: 300_000,
        max_monthly_lease: 9_000,
        when_fits: 'approve',
        when_not_fits: 'refuse',
        refusal_reason: 'Enkel gewone en elektrische fietsen',
      },
    });
    expect(body.errors).toBeUndefined();
  });

  const sendToDecider = async (quotation: Record<string, unknown>, order: Record<string, unknown> = {}) => {
    const made = await quotationWithOrder(suite.app, suite.roles, { quotation, order });
    const { body } = await suite.roles.superUser.request(UPDATE_STATUS, {
      order: made.order.id,
      status: ORDER_STATUS.SEND_TO_DECIDER.id,
    });
    expect(body.errors).toBeUndefined();
    const [order_] = await db().select().from(orders).where(eq(orders.id, made.order.id));
    const [confirmed] = await db()
      .select()
      .from(confirmedOrders)
      .where(eq(confirmedOrders.order_fk, made.order.id));
    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.subject} like ${`%${made.quotation.quotation_number}`}`);
    const inbox = await db()
      .select({ message: notifications.message })
      .from(notifications)
      .where(
        and(
          eq(notifications.user_fk, employerId),
          sql`${notifications.params}->>'quotationNumber' = ${made.quotation.quotation_number}`,
        ),
      );
    return { ...made, order: order_, confirmed, mails, inbox: inbox.map((n) => n.message) };
  };

  it('approves a quotation that fits, as the policy: confirmed order, history and dealer mail', async () => {
    const sent = await sendToDecider({
      bike_type_fk: 5,
      total_vat_included: 280_000,
      lease_amount_vat: 8_900,
    });
    expect(sent.order.order_status_fk).toBe(ORDER_STATUS.APPROVED.id);
    expect(sent.confirmed).toMatchObject({
      confirmed_by: 'Fietsgroep NV',
      confirmed_by_policy_fk: expect.any(Number),
      confirmer_mail: null,
      confirmed_reason: 'Goedgekeurd volgens het beleid van Fietsgroep NV',
      cancelled: false,
    });
    expect(await historyOf(suite.app, sent.quotation.id)).toEqual([
      ['status', 'order_status', 'SIGNED', 'SEND_TO_DECIDER'],
      ['status', 'order_status', 'SEND_TO_DECIDER', 'APPROVED'],
      ['order', 'employer_policy', null, 'Fietsgroep NV'],
      ['mail', 'quotation-approved', null, DEALER_MAIL],
    ]);
    expect(sent.mails).toHaveLength(1);
    expect(sent.mails[0]).toMatchObject({ recipient: DEALER_MAIL, template: 'quotation-approved' });
    // The employers hear of the approval, not of a decision they no longer have to take.
    expect(sent.inbox).toEqual(['notifications.quotationApproved']);
  });

  it('refuses a quotation that does not fit with the policy’s reason and each misfit, the deal lost', async () => {
    const deal = await createDeal(db());
    const sent = await sendToDecider(
      { bike_type_fk: 1, total_vat_included: 420_000, lease_amount_vat: 12_000 },
      { deal_id_v2: deal.id, deal_status_fk: DEAL_STATUS.OPEN.id },
    );
    expect(sent.order).toMatchObject({
      order_status_fk: ORDER_STATUS.REFUSED.id,
      deal_status_fk: DEAL_STATUS.LOST.id,
    });
    const reason = sent.confirmed.cancelled_reason ?? '';
    expect(reason.split('\n')).toEqual([
      'Enkel gewone en elektrische fietsen',
      'Fietstype Speed pedelec is niet toegestaan',
      `Waarde fiets ${formatMoney(420_000)} is hoger dan het maximum ${formatMoney(300_000)}`,
      `Leasebedrag per maand ${formatMoney(12_000)} is hoger dan het maximum ${formatMoney(9_000)}`,
    ]);
    expect(sent.confirmed).toMatchObject({
      cancelled: true,
      cancelled_by: 'Fietsgroep NV',
      confirmed_by: null,
    });
    const [lost] = await db().select().from(deals).where(eq(deals.id, deal.id));
    expect(lost.custom_fields).toMatchObject({ lost_reason: reason });
    expect(sent.mails[0]).toMatchObject({ recipient: DEALER_MAIL, template: 'quotation-refused' });
    expect(sent.mails[0].text).toContain(`Leasebedrag per maand ${formatMoney(12_000)}`);
    expect(await historyOf(suite.app, sent.quotation.id)).toContainEqual([
      'order',
      'employer_policy',
      null,
      'Fietsgroep NV',
    ]);
  });

  it('leaves the decision to the employer when the deal keeps the policy from taking it', async () => {
    const deal = await createDeal(db());
    const sent = await sendToDecider(
      { bike_type_fk: 5, total_vat_included: 200_000, lease_amount_vat: 5_000 },
      { deal_id_v2: deal.id, deal_status_fk: DEAL_STATUS.WON.id },
    );
    expect(sent.order.order_status_fk).toBe(ORDER_STATUS.SEND_TO_DECIDER.id);
    expect(sent.confirmed).toBeUndefined();
    expect(sent.inbox).toEqual(['notifications.quotationAwaitsDecision']);
  });
});
