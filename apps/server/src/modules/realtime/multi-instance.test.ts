import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createDealer, createOrder, createQuotation, createUser } from '../../test/factories';
import { signedIn, signedInAs } from '../../test/signed-in';
import { subscriptionClient, waitUntil } from '../../test/subscription-client';
import { twoInstanceSuite } from '../../test/app-suite';

import { publish, REALTIME_CHANNEL } from '../signals/events';

describe('realtime across two server instances on one PostgreSQL', () => {
  const instances = twoInstanceSuite();

  it('delivers to a subscriber of B a change committed on A, and nothing of a rolled-back one', async (test) => {
    instances.skipWithoutPostgres(test);
    const db = instances.a.database.db;
    const dealer = await createDealer(db);
    const company = await createCompany(db);
    const rolledBack = await createQuotation(db, { dealerId: dealer.id, companyId: company.id });
    const committed = await createQuotation(db, { dealerId: dealer.id, companyId: company.id });
    await createOrder(db, committed.id);
    const http = await signedInAs(instances.b, await createUser(db, { dealerIds: [dealer.id] }));
    const client = subscriptionClient(instances.urlB, http.cookie);
    const subscription = client.subscribe(
      'subscription { quotationUpdated { quotation_id quotation_number } }',
    );
    await waitUntil(() => instances.b.pubsub.listenerCount() === 1);

    await expect(
      db.transaction(async (tx) => {
        await publish(tx, { topic: 'quotationUpdated', quotationId: rolledBack.id });
        throw new Error('the change fails after publishing');
      }),
    ).rejects.toThrow('the change fails');
    await db.transaction((tx) => publish(tx, { topic: 'quotationUpdated', quotationId: committed.id }));

    // NOTIFY arrives in commit order: had the rolled-back event been sent, it would come first.
    expect((await subscription.next()).data).toEqual({
      quotationUpdated: { quotation_id: committed.id, quotation_number: committed.quotation_number },
    });
    await client.dispose();
  });

  it('keeps delivering after the LISTEN connection is killed', async (test) => {
    instances.skipWithoutPostgres(test);
    const db = instances.a.database.db;
    const dealer = await createDealer(db);
    const company = await createCompany(db);
    const quotation = await createQuotation(db, { dealerId: dealer.id, companyId: company.id });
    const http = await signedInAs(instances.b, await createUser(db, { dealerIds: [dealer.id] }));
    const client = subscriptionClient(instances.urlB, http.cookie);
    const subscription = client.subscribe('subscription { quotationCreated { quotation_id } }');
    await waitUntil(() => instances.b.pubsub.listenerCount() === 1);

    const listeners = async () => {
      const rows = await db
        .select({ pid: sql<number>`pid` })
        .from(sql`pg_stat_activity`)
        .where(sql`datname = current_database() and query = ${`LISTEN "${REALTIME_CHANNEL}"`}`);
      return rows.map((row) => row.pid);
    };
    const before = await listeners();
    expect(before).toHaveLength(2);
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in ${before}`);
    let after: number[] = [];
    await waitUntilAsync(async () => {
      after = await listeners();
      return after.length === 2 && after.every((pid) => !before.includes(pid));
    });

    await db.transaction((tx) => publish(tx, { topic: 'quotationCreated', quotationId: quotation.id }));
    expect((await subscription.next()).data).toEqual({ quotationCreated: { quotation_id: quotation.id } });
    await client.dispose();
  });

  it('closes at once the websocket on B of a session signed out on A', async (test) => {
    instances.skipWithoutPostgres(test);
    const http = await signedIn(instances.a);
    const client = subscriptionClient(instances.urlB, http.cookie);
    client.subscribe('subscription { onError { message } }');
    await waitUntil(() => instances.b.pubsub.listenerCount() === 1);

    await http.request('mutation { signOut }');

    expect(await client.closed).toBe(4401);
    await waitUntil(() => instances.b.pubsub.listenerCount() === 0);
  });
});

async function waitUntilAsync(condition: () => Promise<boolean>, timeoutMs = 10000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
