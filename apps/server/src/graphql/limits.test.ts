import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../modules/signals/events';
import { createCompany, createDealer, createOrder, createQuotation } from '../test/factories';
import { graphqlClient } from '../test/graphql-client';
import { signedIn } from '../test/signed-in';
import { subscriptionClient, waitUntil } from '../test/subscription-client';
import { createTestApp } from '../test/test-app';
import { MAX_ALIASES } from './yoga';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** `count` aliased copies of one field: `a1: field a2: field …`. */
const aliased = (count: number, field: string) =>
  Array.from({ length: count }, (_, i) => `a${i + 1}: ${field}`).join(' ');

describe('the alias limit', () => {
  let app: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await app.listen(0, '127.0.0.1');
  });
  afterAll(() => app.close());

  it(`allows ${MAX_ALIASES} aliases over HTTP and refuses one more`, async () => {
    expect(MAX_ALIASES).toBe(30);
    const client = await signedIn(app);
    const allowed = await client.request(`{ ${aliased(MAX_ALIASES, 'me { id }')} }`);
    expect(allowed.body.errors).toBeUndefined();
    const refused = await client.request(`{ ${aliased(MAX_ALIASES + 1, 'me { id }')} }`);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors?.[0].message).toContain(`Aliases limit of ${MAX_ALIASES} exceeded`);
  });

  it('refuses a subscription with too many aliases on its own, and the socket’s other subscription keeps its events', async () => {
    const company = await createCompany(app.database.db);
    const dealer = await createDealer(app.database.db);
    const quotation = await createQuotation(app.database.db, { dealerId: dealer.id, companyId: company.id });
    const order = await createOrder(app.database.db, quotation.id, { order_status_fk: 2 });
    const http = await signedIn(app, { dealerIds: [dealer.id] });
    const client = subscriptionClient(baseUrl, http.cookie);
    const before = app.pubsub.listenerCount();
    const healthy = client.subscribe('subscription { orderUpdated { order_id } }');
    await waitUntil(() => app.pubsub.listenerCount() > before);

    const tooWide = client.subscribe(
      `subscription { orderUpdated { ${aliased(MAX_ALIASES + 1, 'order_id')} } }`,
    );
    await waitUntil(() => tooWide.error !== undefined);
    expect(JSON.stringify(tooWide.error)).toContain(`Aliases limit of ${MAX_ALIASES} exceeded`);

    await app.database.db.transaction((tx) =>
      publish(tx, { topic: 'orderUpdated', orderId: order.id, quotationId: quotation.id }),
    );
    expect((await healthy.next()).data).toEqual({ orderUpdated: { order_id: order.id } });
    await client.dispose();
    expect(await client.closed).toBe(1000);
  });
});

describe('error messages in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      NODE_ENV: 'production',
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
  });
  afterAll(() => app.close());

  const messages = async (query: string, variables?: Record<string, unknown>) => {
    const { body } = await graphqlClient(app).request(query, variables);
    expect(body.errors?.length).toBeGreaterThan(0);
    return body.errors!.map((error) => error.message).join('\n');
  };

  it('suggests no field name for a misspelt field', async () => {
    const text = await messages('{ mee { id } }');
    expect(text).toContain('Cannot query field "mee"');
    expect(text).not.toMatch(/did you mean|"me"/i);
  });

  it('suggests no enum value, neither written in the query nor passed as a variable', async () => {
    const literal = await messages(
      '{ outboxMessages(page: 1, size: 1, filter: { state: sentt }) { total } }',
    );
    expect(literal).toContain('"sentt"');
    const variable = await messages(
      'query($state: OutboxState) { outboxMessages(page: 1, size: 1, filter: { state: $state }) { total } }',
      { state: 'sentt' },
    );
    expect(variable).toContain('"sentt"');
    for (const text of [literal, variable]) {
      expect(text).not.toMatch(/did you mean/i);
      expect(text).not.toContain('"sent"');
    }
  });
});
