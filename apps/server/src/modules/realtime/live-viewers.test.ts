import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCompany, createDealer, createOrder, createQuotation, createUser } from '../../test/factories';
import { signedIn, signedInAs } from '../../test/signed-in';
import { subscriptionClient, waitUntil } from '../../test/subscription-client';
import { listeningAppSuite } from '../../test/app-suite';
import { publish } from '../signals/events';

const ORDER_UPDATED = 'subscription { orderUpdated { order_id } }';

/** Each websocket keeps its viewer in memory: these prove it is dropped when its source changes. */
describe("a websocket connection's viewer", () => {
  const suite = listeningAppSuite();
  afterEach(() => vi.useRealTimers());

  async function subscribed(cookie: string) {
    const client = subscriptionClient(suite.baseUrl, cookie);
    const before = suite.app.pubsub.listenerCount();
    const subscription = client.subscribe<{ orderUpdated: { order_id: number } }>(ORDER_UPDATED);
    await waitUntil(() => suite.app.pubsub.listenerCount() > before);
    return { client, subscription };
  }

  async function orderOf(dealerId: number) {
    const company = await createCompany(suite.app.database.db);
    const quotation = await createQuotation(suite.app.database.db, { dealerId, companyId: company.id });
    const order = await createOrder(suite.app.database.db, quotation.id, { order_status_fk: 2 });
    return { orderId: order.id, quotationId: quotation.id };
  }

  const publishOrder = (order: { orderId: number; quotationId: number }) =>
    suite.app.database.db.transaction((tx) => publish(tx, { topic: 'orderUpdated', ...order }));

  it("closes a signed-out session's websocket at once, and only that session's", async () => {
    const dealer = await createDealer(suite.app.database.db);
    const user = await createUser(suite.app.database.db, { dealerIds: [dealer.id] });
    const [leaving, staying] = [await signedInAs(suite.app, user), await signedInAs(suite.app, user)];
    const gone = await subscribed(leaving.cookie);
    const kept = await subscribed(staying.cookie);

    await leaving.request('mutation { signOut }');

    // No event is needed to notice: the sign-out itself closes the socket.
    expect(await gone.client.closed).toBe(4401);
    const order = await orderOf(dealer.id);
    await publishOrder(order);
    expect((await kept.subscription.next()).data?.orderUpdated.order_id).toBe(order.orderId);
    await kept.client.dispose();
  });

  it('stops the events a user may no longer see once an admin changed its dealers', async () => {
    const [before, after] = [
      await createDealer(suite.app.database.db),
      await createDealer(suite.app.database.db),
    ];
    const user = await createUser(suite.app.database.db, {
      dealerIds: [before.id],
      first_name: 'Dana',
      last_name: 'Dealer',
    });
    const admin = await signedIn(suite.app, { super_user: true, admin: true, backoffice: true });
    const { client, subscription } = await subscribed((await signedInAs(suite.app, user)).cookie);

    const changed = await admin.request(
      'mutation ($id: Int!, $dealerIds: [Int!]) { updateUser(id: $id, input: { dealerIds: $dealerIds }) { id } }',
      { id: user.id, dealerIds: [after.id] },
    );
    expect(changed.body.errors).toBeUndefined();
    const [old, current] = [await orderOf(before.id), await orderOf(after.id)];
    await publishOrder(old);
    await publishOrder(current);

    // Events arrive in order: the first one delivered is the new dealer's, so the old one was dropped.
    expect((await subscription.next()).data?.orderUpdated.order_id).toBe(current.orderId);
    await client.dispose();
  });

  it('ends the subscriptions of a session left idle past its timeout at the next event', async () => {
    const dealer = await createDealer(suite.app.database.db);
    const user = await createUser(suite.app.database.db, { dealerIds: [dealer.id] });
    const { client, subscription } = await subscribed((await signedInAs(suite.app, user)).cookie);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (suite.app.config.SESSION_IDLE_MINUTES + 1) * 60_000);
    await publishOrder(await orderOf(dealer.id));

    expect(await client.closed).toBe(4401);
    await expect(subscription.next(200)).rejects.toThrow('no event');
  });

  it('forgets the viewer when the connection closes', async () => {
    const user = await createUser(suite.app.database.db, {
      dealerIds: [(await createDealer(suite.app.database.db)).id],
    });
    const before = suite.app.liveViewers.size();
    const { client } = await subscribed((await signedInAs(suite.app, user)).cookie);
    expect(suite.app.liveViewers.size()).toBe(before + 1);
    await client.dispose();
    await waitUntil(() => suite.app.liveViewers.size() === before);
  });
});
