import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { webhookAttempts } from '../../db/schema/webhooks';
import { createWorker, type Worker } from '../../jobs/worker';
import { listeningAppSuite } from '../../test/app-suite';
import {
  createCompany,
  createDealer,
  createOrder,
  createQuotation,
  createUser,
  createWebhook,
} from '../../test/factories';
import { signedInAs } from '../../test/signed-in';
import { subscriptionClient, waitUntil } from '../../test/subscription-client';
import { startWebhookReceiver } from '../../test/webhooks-test-support';
import { webhookJobHandlers } from './deliver-webhook';
import { enqueueOrderWebhooks } from './enqueue-order-webhooks';

const RECORDED = 'subscription { webhookAttemptRecorded { webhook_attempt_id order_id } }';
type Recorded = { webhookAttemptRecorded: { webhook_attempt_id: number; order_id: number | null } };

describe('webhooks: the attempt-recorded event', () => {
  const suite = listeningAppSuite();
  const db = () => suite.app.database.db;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let worker: Worker;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    worker = createWorker({
      database: suite.app.database,
      handlers: webhookJobHandlers({ database: suite.app.database, timeoutMs: 1000 }),
      backoffBaseMs: 1,
    });
  });
  afterAll(() => receiver.close());

  const clientOf = async (user: { email: string }) =>
    subscriptionClient(suite.baseUrl, (await signedInAs(suite.app, user)).cookie);

  it('tells a super user of each attempt the worker records, with its id and order', async () => {
    const dealer = await createDealer(db());
    const company = await createCompany(db());
    const quotation = await createQuotation(db(), { dealerId: dealer.id, companyId: company.id });
    const order = await createOrder(db(), quotation.id);
    await createWebhook(db(), { url: receiver.url('/fail'), invoice_target_fk: company.invoice_target_fk });
    const client = await clientOf(await createUser(db(), { super_user: true }));
    const before = suite.app.pubsub.listenerCount();
    const subscription = client.subscribe<Recorded>(RECORDED);
    await waitUntil(() => suite.app.pubsub.listenerCount() > before);

    await db().transaction(async (tx) => {
      await tx.update(orders).set({ order_status_fk: 2 }).where(eq(orders.id, order.id));
      await enqueueOrderWebhooks(tx, order.id);
    });
    await worker.runOnce();

    const [attempt] = await db().select().from(webhookAttempts).where(eq(webhookAttempts.order_fk, order.id));
    expect(attempt.status_code).toBe(500);
    expect((await subscription.next()).data).toEqual({
      webhookAttemptRecorded: { webhook_attempt_id: attempt.id, order_id: order.id },
    });
    await client.dispose();
  });

  it('refuses the subscription to a dealer and an employer', async () => {
    const dealer = await createDealer(db());
    const company = await createCompany(db());
    for (const user of [
      await createUser(db(), { dealerIds: [dealer.id], admin: true }),
      await createUser(db(), { companyIds: [company.id], admin: true }),
    ]) {
      const client = await clientOf(user);
      const subscription = client.subscribe<Recorded>(RECORDED);
      expect((await subscription.next()).errors).toEqual([
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }),
      ]);
      await client.dispose();
    }
  });
});
