import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { orderLogs } from '../../db/schema/orders';
import { createCompany, createDealer, createOrder, createQuotation, createUser } from '../../test/factories';
import { signedIn, signedInAs } from '../../test/signed-in';
import { subscriptionClient, waitUntil } from '../../test/subscription-client';
import { listeningAppSuite } from '../../test/app-suite';
import { publish, type RealtimeEvent } from '../signals/events';

const ORDER_LOG_CREATED =
  'subscription { orderLogCreated { order_log_id order_id quotation_id quotation_number } }';
const ORDER_UPDATED = 'subscription { orderUpdated { order_id quotation_id order_status_fk } }';

describe('subscriptions over the websocket', () => {
  const suite = listeningAppSuite();

  const cookieOf = async (user: { email: string }) => (await signedInAs(suite.app, user)).cookie;

  async function quotationWithOrder(dealerId: number, companyId: number, orderStatus = 2) {
    const quotation = await createQuotation(suite.app.database.db, { dealerId, companyId });
    const order = await createOrder(suite.app.database.db, quotation.id, { order_status_fk: orderStatus });
    const [log] = await suite.app.database.db
      .insert(orderLogs)
      .values({ order_fk: order.id, order_log_type_fk: 1, description: 'Berekening' })
      .returning();
    return { quotation, order, log };
  }

  async function publishCommitted(event: RealtimeEvent) {
    await suite.app.database.db.transaction((tx) => publish(tx, event));
  }

  /** Subscribes and waits until the server registered it, so nothing published after is missed. */
  async function subscribed<T>(client: ReturnType<typeof subscriptionClient>, query: string) {
    const before = suite.app.pubsub.listenerCount();
    const subscription = client.subscribe<T>(query);
    await waitUntil(() => suite.app.pubsub.listenerCount() > before);
    return subscription;
  }

  /** A quotation with an order for a dealer of one's own and one for another dealer, in one company. */
  async function ownAndOtherDealer() {
    const company = await createCompany(suite.app.database.db);
    const [mine, theirs] = [
      await createDealer(suite.app.database.db),
      await createDealer(suite.app.database.db),
    ];
    return {
      company,
      mine,
      own: await quotationWithOrder(mine.id, company.id),
      other: await quotationWithOrder(theirs.id, company.id),
    };
  }

  it("delivers orderLogCreated to a dealer for its dealer's quotation and not for another dealer's", async () => {
    const { mine, own, other } = await ownAndOtherDealer();
    const user = await createUser(suite.app.database.db, { dealerIds: [mine.id] });
    const client = subscriptionClient(suite.baseUrl, await cookieOf(user));
    const subscription = await subscribed(client, ORDER_LOG_CREATED);

    for (const { quotation, order, log } of [other, own]) {
      await publishCommitted({
        topic: 'orderLogCreated',
        orderLogId: log.id,
        orderId: order.id,
        quotationId: quotation.id,
      });
    }

    // Events reach a subscriber in order: the first one it gets is its own, so the other was dropped.
    expect((await subscription.next()).data).toEqual({
      orderLogCreated: {
        order_log_id: own.log.id,
        order_id: own.order.id,
        quotation_id: own.quotation.id,
        quotation_number: own.quotation.quotation_number,
      },
    });
    await client.dispose();
  });

  it("delivers quotationChanged for each kind of change to the quotation's readers, webhook calls to super users only", async () => {
    const { company, mine, own, other } = await ownAndOtherDealer();
    const called = await quotationWithOrder(mine.id, company.id);
    const dealer = subscriptionClient(
      suite.baseUrl,
      await cookieOf(await createUser(suite.app.database.db, { dealerIds: [mine.id] })),
    );
    const superUser = subscriptionClient(
      suite.baseUrl,
      await cookieOf(await createUser(suite.app.database.db, { super_user: true })),
    );
    const query = 'subscription { quotationChanged { quotation_id } }';
    const dealerSees = await subscribed<{ quotationChanged: { quotation_id: number } }>(dealer, query);
    const superUserSees = await subscribed<{ quotationChanged: { quotation_id: number } }>(superUser, query);

    const ids = (scene: typeof own) => ({
      orderId: scene.order.id,
      quotationId: scene.quotation.id,
    });
    await publishCommitted({ topic: 'orderUpdated', ...ids(other) });
    await publishCommitted({ topic: 'webhookAttemptCreated', webhookAttemptId: 1, orderId: called.order.id });
    await publishCommitted({ topic: 'quotationUpdated', quotationId: own.quotation.id });
    await publishCommitted({ topic: 'orderLogUpdated', orderLogId: own.log.id, ...ids(own) });

    const change = (quotation: { id: number }) => ({ quotationChanged: { quotation_id: quotation.id } });
    // In order, and the dealer's first is its own quotation's update: the other dealer's and the webhook call were dropped.
    expect((await dealerSees.next()).data).toEqual(change(own.quotation));
    expect((await dealerSees.next()).data).toEqual(change(own.quotation));
    for (const quotation of [other.quotation, called.quotation, own.quotation, own.quotation])
      expect((await superUserSees.next()).data).toEqual(change(quotation));
    await dealer.dispose();
    await superUser.dispose();
  });

  it('gives each subscriber the selection it asked for, though an event is executed once per document', async () => {
    const company = await createCompany(suite.app.database.db);
    const dealer = await createDealer(suite.app.database.db);
    const { quotation, order } = await quotationWithOrder(dealer.id, company.id);
    const [first, second] = [
      await createUser(suite.app.database.db, { dealerIds: [dealer.id] }),
      await createUser(suite.app.database.db, { super_user: true }),
    ];
    const clients = [
      subscriptionClient(suite.baseUrl, await cookieOf(first)),
      subscriptionClient(suite.baseUrl, await cookieOf(second)),
    ];
    const asked = [
      await subscribed(clients[0], ORDER_UPDATED),
      await subscribed(clients[1], ORDER_UPDATED),
      await subscribed(clients[0], 'subscription { orderUpdated { quotation_number } }'),
    ];

    await publishCommitted({ topic: 'orderUpdated', orderId: order.id, quotationId: quotation.id });

    const full = { orderUpdated: { order_id: order.id, quotation_id: quotation.id, order_status_fk: 2 } };
    expect((await asked[0].next()).data).toEqual(full);
    expect((await asked[1].next()).data).toEqual(full);
    expect((await asked[2].next()).data).toEqual({
      orderUpdated: { quotation_number: quotation.quotation_number },
    });
    await Promise.all(clients.map((client) => client.dispose()));
  });

  it('tells an employer nothing about a NEW order, and tells it about a signed one', async () => {
    const company = await createCompany(suite.app.database.db);
    const dealer = await createDealer(suite.app.database.db);
    const fresh = await quotationWithOrder(dealer.id, company.id, 1);
    const signed = await quotationWithOrder(dealer.id, company.id, 2);
    const employer = await createUser(suite.app.database.db, { companyIds: [company.id] });
    const client = subscriptionClient(suite.baseUrl, await cookieOf(employer));
    const subscription = await subscribed(client, ORDER_UPDATED);

    for (const { quotation, order } of [fresh, signed]) {
      await publishCommitted({ topic: 'orderUpdated', orderId: order.id, quotationId: quotation.id });
    }

    expect((await subscription.next()).data).toEqual({
      orderUpdated: { order_id: signed.order.id, quotation_id: signed.quotation.id, order_status_fk: 2 },
    });
    await client.dispose();
  });

  it('keeps hidden order logs from employers', async () => {
    const company = await createCompany(suite.app.database.db);
    const dealer = await createDealer(suite.app.database.db);
    const hidden = await quotationWithOrder(dealer.id, company.id);
    await suite.app.database.db
      .update(orderLogs)
      .set({ hidden: true })
      .where(eq(orderLogs.id, hidden.log.id));
    const shown = await quotationWithOrder(dealer.id, company.id);
    const employer = await createUser(suite.app.database.db, { companyIds: [company.id] });
    const client = subscriptionClient(suite.baseUrl, await cookieOf(employer));
    const subscription = await subscribed<{ orderLogCreated: { order_log_id: number } }>(
      client,
      ORDER_LOG_CREATED,
    );

    for (const { quotation, order, log } of [hidden, shown]) {
      await publishCommitted({
        topic: 'orderLogCreated',
        orderLogId: log.id,
        orderId: order.id,
        quotationId: quotation.id,
      });
    }

    expect((await subscription.next()).data?.orderLogCreated.order_log_id).toBe(shown.log.id);
    await client.dispose();
  });

  it('sends onError only to the user it is addressed to', async () => {
    const [someone, viewer] = [
      await createUser(suite.app.database.db),
      await createUser(suite.app.database.db),
    ];
    const client = subscriptionClient(suite.baseUrl, await cookieOf(viewer));
    const subscription = await subscribed(
      client,
      'subscription { onError { i18nKey message params { name value } } }',
    );

    for (const user of [someone, viewer]) {
      await publishCommitted({
        topic: 'onError',
        userId: user.id,
        i18nKey: 'errors.templateMissing',
        message: `for ${user.id}`,
        params: { documentType: 'CALCULATIONDOC' },
      });
    }

    expect((await subscription.next()).data).toEqual({
      onError: {
        i18nKey: 'errors.templateMissing',
        message: `for ${viewer.id}`,
        params: [{ name: 'documentType', value: 'CALCULATIONDOC' }],
      },
    });
    await client.dispose();
  });

  it('refuses a connection without a session with close code 4401', async () => {
    const client = subscriptionClient(suite.baseUrl, '');
    const subscription = client.subscribe(ORDER_UPDATED);
    expect(await client.closed).toBe(4401);
    await waitUntil(() => subscription.error !== undefined);
  });

  it("refuses a websocket opened from another site's page", async () => {
    const user = await createUser(suite.app.database.db);
    const socket = new WebSocket(`${suite.baseUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { cookie: await cookieOf(user), origin: 'https://evil.test' },
    });
    const status = await new Promise<number | undefined>((resolve) => {
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode));
      socket.on('open', () => resolve(undefined));
      socket.on('error', () => {});
    });
    expect(status).toBe(403);
  });

  it('refuses queries over the websocket: they belong on HTTP', async () => {
    const user = await createUser(suite.app.database.db);
    const client = subscriptionClient(suite.baseUrl, await cookieOf(user));
    const operation = client.subscribe('{ me { email } }');
    await waitUntil(() => operation.error !== undefined);
    expect(JSON.stringify(operation.error)).toContain('Only subscriptions are served over the websocket.');
    await client.dispose();
  });

  it('releases the server-side listener when the client unsubscribes', async () => {
    const dealer = await createDealer(suite.app.database.db);
    const user = await createUser(suite.app.database.db, { dealerIds: [dealer.id] });
    const client = subscriptionClient(suite.baseUrl, await cookieOf(user));
    const before = suite.app.pubsub.listenerCount();
    const subscription = await subscribed(client, ORDER_UPDATED);
    expect(suite.app.pubsub.listenerCount()).toBe(before + 1);
    subscription.unsubscribe();
    await waitUntil(() => suite.app.pubsub.listenerCount() === before);
    await client.dispose();
  });

  it('ends the subscription when the session is signed out', async () => {
    const company = await createCompany(suite.app.database.db);
    const dealer = await createDealer(suite.app.database.db);
    const { quotation, order } = await quotationWithOrder(dealer.id, company.id);
    const http = await signedIn(suite.app, { dealerIds: [dealer.id] });
    const client = subscriptionClient(suite.baseUrl, http.cookie);
    const before = suite.app.pubsub.listenerCount();
    const subscription = await subscribed(client, ORDER_UPDATED);

    await http.request('mutation { signOut }');
    await publishCommitted({ topic: 'orderUpdated', orderId: order.id, quotationId: quotation.id });

    await waitUntil(() => suite.app.pubsub.listenerCount() === before);
    await expect(subscription.next(200)).rejects.toThrow('no event');
    await client.dispose();
  });

  it("answers a subscription out of the viewer's scope with the FORBIDDEN code, as over HTTP", async () => {
    const user = await createUser(suite.app.database.db);
    const client = subscriptionClient(suite.baseUrl, await cookieOf(user));
    const subscription = client.subscribe(ORDER_UPDATED);
    expect((await subscription.next()).errors).toEqual([
      expect.objectContaining({ extensions: { code: 'FORBIDDEN', i18nKey: 'errors.forbidden' } }),
    ]);
    await client.dispose();
  });
});
