import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEAL_STATUS, ORDER_STATUS } from '@spokes/domain/codes';
import { companies } from '../../db/schema/companies';
import { notifications } from '../../db/schema/notifications';
import { createCompany, createDeal, createUser } from '../../test/factories';
import type { graphqlClient } from '../../test/graphql-client';
import { signedInUser } from '../../test/signed-in';
import { subscriptionClient, waitUntil } from '../../test/subscription-client';
import { overviewSuite, quotationWithOrder } from '../../test/overview-test-support';

const LINK_DEAL = `mutation($order: Int!, $deal: Int) { linkDeal(order_id: $order, deal_id: $deal) { id } }`;
const DEAL_PHASE = `mutation($id: Int!, $phase: DealPhaseCode!) { updateDealPhase(id: $id, phase: $phase) { id } }`;
const UPDATE_STATUS = `mutation($order: Int!, $status: Int!) {
  updateOrderStatus(order_id: $order, order_status_id: $status) { order_id }
}`;

describe('an order that reaches SEND_TO_DECIDER', () => {
  const suite = overviewSuite();
  let users: Record<'own' | 'parent' | 'grandparent' | 'child' | 'other' | 'actor', number>;
  let actor: ReturnType<typeof graphqlClient>;
  beforeAll(async () => {
    const grandparent = await createCompany(db());
    const parent = await createCompany(db(), { company_parent_fk: grandparent.id });
    await db()
      .update(companies)
      .set({ company_parent_fk: parent.id })
      .where(eq(companies.id, suite.roles.companyA.id));
    const child = await createCompany(db(), { company_parent_fk: suite.roles.companyA.id });
    const other = await createCompany(db());
    const userOf = async (companyId: number) => (await createUser(db(), { companyIds: [companyId] })).id;
    // A super user who is also an employer of the company: the one who moves the orders.
    const mover = await signedInUser(suite.app, { super_user: true, companyIds: [suite.roles.companyA.id] });
    actor = mover.client;
    users = {
      own: await userOf(suite.roles.companyA.id),
      parent: await userOf(parent.id),
      grandparent: await userOf(grandparent.id),
      child: await userOf(child.id),
      other: await userOf(other.id),
      actor: mover.user.id,
    };
  });
  const db = () => suite.app.database.db;
  const inbox = (userId: number, quotationId: number) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_fk, userId), eq(notifications.action, 'goToQuotation')))
      .then((rows) => rows.filter((row) => row.action_params?.quotationId === quotationId));
  const moveTo = (orderId: number, statusId: number) =>
    actor.request(UPDATE_STATUS, { order: orderId, status: statusId });

  it('tells the employers of the company and of the companies above it, in a translated message', async () => {
    const { quotation, order } = await quotationWithOrder(suite.app, suite.roles);
    const { body } = await moveTo(order.id, ORDER_STATUS.SEND_TO_DECIDER.id);
    expect(body.errors).toBeUndefined();
    for (const userId of [users.own, users.parent, users.grandparent]) {
      const [notification] = await inbox(userId, quotation.id);
      expect(notification).toMatchObject({
        message: 'notifications.quotationAwaitsDecision',
        params: { quotationNumber: quotation.quotation_number, employeeName: quotation.employee_name },
        action_params: { quotationId: quotation.id, employeeName: quotation.employee_name },
        read_at: null,
      });
    }
  });

  it('tells no employer of a company below or beside it, and not the user who moved it', async () => {
    const { quotation, order } = await quotationWithOrder(suite.app, suite.roles);
    await moveTo(order.id, ORDER_STATUS.SEND_TO_DECIDER.id);
    for (const userId of [users.child, users.other, users.actor])
      expect(await inbox(userId, quotation.id)).toEqual([]);
  });

  it('tells nobody of another status, nor twice when it stays there', async () => {
    const { quotation, order } = await quotationWithOrder(suite.app, suite.roles);
    await moveTo(order.id, ORDER_STATUS.APPROVED.id);
    expect(await inbox(users.own, quotation.id)).toEqual([]);
    await moveTo(order.id, ORDER_STATUS.SEND_TO_DECIDER.id);
    await moveTo(order.id, ORDER_STATUS.SEND_TO_DECIDER.id);
    expect(await inbox(users.own, quotation.id)).toHaveLength(1);
  });

  it('no longer says "awaits your decision" once decided: read, reworded, and pushed live', async () => {
    const decider = await signedInUser(suite.app, { companyIds: [suite.roles.companyA.id] });
    const { quotation, order } = await quotationWithOrder(suite.app, suite.roles);
    await moveTo(order.id, ORDER_STATUS.SEND_TO_DECIDER.id);
    const baseUrl = await suite.app.listen(0, '127.0.0.1');
    const watcher = subscriptionClient(baseUrl, decider.client.cookie);
    await waitUntil(() => suite.app.pubsub.listenerCount() === 0);
    const events = watcher.subscribe<{ notificationUpdated: { id: number; message: string } }>(
      'subscription { notificationUpdated { id message } }',
    );
    try {
      await waitUntil(() => suite.app.pubsub.listenerCount() >= 1);
      const [awaiting] = await inbox(decider.user.id, quotation.id);
      const { body } = await decider.client.request(
        `mutation($id: Int!) { approveQuotation(quotation_id: $id, reason: "") { quotation_id } }`,
        { id: quotation.id },
      );
      expect(body.errors).toBeUndefined();
      expect((await events.next()).data).toEqual({
        notificationUpdated: { id: awaiting.id, message: 'notifications.quotationNoLongerAwaitsDecision' },
      });
    } finally {
      await watcher.dispose();
    }
    for (const userId of [decider.user.id, users.parent]) {
      const messages = (await inbox(userId, quotation.id)).map((row) => [row.message, row.read_at !== null]);
      expect(messages).toContainEqual(['notifications.quotationNoLongerAwaitsDecision', true]);
      expect(messages.map(([message]) => message)).not.toContain('notifications.quotationAwaitsDecision');
    }
  });

  it('no longer says it when the back office moves the order on, and leaves other quotations alone', async () => {
    const { quotation, order } = await quotationWithOrder(suite.app, suite.roles);
    const other = await quotationWithOrder(suite.app, suite.roles);
    await moveTo(order.id, ORDER_STATUS.SEND_TO_DECIDER.id);
    await moveTo(other.order.id, ORDER_STATUS.SEND_TO_DECIDER.id);
    await moveTo(order.id, ORDER_STATUS.CANCELLED.id);
    expect((await inbox(users.own, quotation.id)).map((row) => row.message)).toEqual([
      'notifications.quotationNoLongerAwaitsDecision',
    ]);
    expect((await inbox(users.own, other.quotation.id)).map((row) => [row.message, row.read_at])).toEqual([
      ['notifications.quotationAwaitsDecision', null],
    ]);
  });

  it('no longer says it once the deal is won, which leaves the employer no decision; an ordered deal still does', async () => {
    const { quotation, order } = await quotationWithOrder(suite.app, suite.roles);
    await moveTo(order.id, ORDER_STATUS.SEND_TO_DECIDER.id);
    const deal = await createDeal(db(), { current_phase: DEAL_STATUS.OPEN.id });
    expect((await actor.request(LINK_DEAL, { order: order.id, deal: deal.id })).body.errors).toBeUndefined();
    await actor.request(DEAL_PHASE, { id: deal.id, phase: 'ORDERED' });
    expect((await inbox(users.own, quotation.id)).map((row) => row.message)).toEqual([
      'notifications.quotationAwaitsDecision',
    ]);
    expect((await actor.request(DEAL_PHASE, { id: deal.id, phase: 'WON' })).body.errors).toBeUndefined();
    for (const userId of [users.own, users.parent])
      expect((await inbox(userId, quotation.id)).map((row) => [row.message, row.read_at !== null])).toEqual([
        ['notifications.quotationNoLongerAwaitsDecision', true],
      ]);
  });

  it('no longer says it when the order is linked to a deal already won', async () => {
    const { quotation, order } = await quotationWithOrder(suite.app, suite.roles);
    await moveTo(order.id, ORDER_STATUS.SEND_TO_DECIDER.id);
    const deal = await createDeal(db(), { current_phase: DEAL_STATUS.WON.id });
    await actor.request(LINK_DEAL, { order: order.id, deal: deal.id });
    expect((await inbox(users.own, quotation.id)).map((row) => row.message)).toEqual([
      'notifications.quotationNoLongerAwaitsDecision',
    ]);
  });
});
