import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { orders } from '../../db/schema/orders';
import { webhookAttempts, webhooks } from '../../db/schema/webhooks';
import { createWorker, type Worker } from '../../jobs/worker';
import { REALTIME_CHANNEL } from '../signals/events';
import {
  createCompany,
  createDealer,
  createOrder,
  createQuotation,
  createWebhook,
} from '../../test/factories';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';
import { DELIVER_WEBHOOK, webhookJobHandlers } from './deliver-webhook';
import { enqueueOrderWebhooks } from './enqueue-order-webhooks';
import { startWebhookReceiver } from '../../test/webhooks-test-support';

const TIMEOUT_MS = 300;
const BY_QUOTATION =
  'query($id: Int!, $page: Int!) { webhookAttemptsByQuotationId(quotation_id: $id, page: $page) { total items { id attempt status_code ok url response data quotation_number order_fk } } }';
const ALL = 'query { webhookAttempts(page: 1, size: 10) { total items { id } } }';
const FILTERED =
  'query($filter: WebhookAttemptFilter) { webhookAttempts(page: 1, size: 5, filter: $filter) { total items { attempt } } }';
const RETRIGGER = 'mutation($id: Int!) { retriggerWebhook(attempt_id: $id) }';

type AttemptPage = {
  webhookAttemptsByQuotationId: {
    total: number;
    items: {
      id: number;
      attempt: number;
      status_code: number | null;
      ok: boolean;
      response: string;
      data: string;
    }[];
  };
};

describe('outbound webhooks', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let worker: Worker;

  beforeAll(async () => {
    app = await createTestApp();
    receiver = await startWebhookReceiver();
    // The app's own handlers, with a short timeout and backoff so a retry is due at once.
    worker = createWorker({
      database: app.database,
      handlers: webhookJobHandlers({ database: app.database, timeoutMs: TIMEOUT_MS }),
      backoffBaseMs: 1,
    });
  });
  afterAll(async () => {
    await receiver.close();
    await app.close();
  });

  const db = () => app.database.db;

  /** An order of a fresh company whose invoice target has one webhook calling `path`. */
  async function orderWithWebhook(path: string, webhook: { filter?: string; deal_status_fk?: number } = {}) {
    const dealer = await createDealer(db());
    const company = await createCompany(db());
    const quotation = await createQuotation(db(), { dealerId: dealer.id, companyId: company.id });
    const order = await createOrder(db(), quotation.id);
    const hook = await createWebhook(db(), {
      url: receiver.url(path),
      invoice_target_fk: company.invoice_target_fk,
      ...webhook,
    });
    return { company, quotation, order, webhook: hook };
  }

  /** An order change as an operation makes it: the status and the webhooks in one transaction. */
  const changeStatus = (orderId: number, statusId: number) =>
    db().transaction(async (tx) => {
      await tx.update(orders).set({ order_status_fk: statusId }).where(eq(orders.id, orderId));
      return enqueueOrderWebhooks(tx, orderId);
    });

  const attemptsOf = (orderId: number) =>
    db()
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.order_fk, orderId))
      .orderBy(webhookAttempts.id);

  const callsFor = (orderId: number) =>
    receiver.calls.filter((call) => (call.body as { order_id: number }).order_id === orderId);

  const deliveryJobOf = async (orderId: number) => {
    const rows = await db().select().from(jobs).where(eq(jobs.name, DELIVER_WEBHOOK));
    return rows.filter((job) => (job.payload as { orderId: number }).orderId === orderId);
  };

  /** Runs due jobs until this order's delivery has run once more (other tests' jobs may be due too). */
  async function runDeliveryOf(orderId: number) {
    const [before] = await deliveryJobOf(orderId);
    for (let round = 0; round < 50; round++) {
      await worker.runOnce();
      const [job] = await deliveryJobOf(orderId);
      if (job.attempts > before.attempts) return job;
    }
    throw new Error(`the delivery of order ${orderId} did not run`);
  }

  it('records a 200 answer as an OK attempt with status code, url, response and the data sent', async () => {
    const { order, quotation, webhook } = await orderWithWebhook('/ok');
    expect(await changeStatus(order.id, 2)).toBe(1);
    await runDeliveryOf(order.id);

    const [attempt] = await attemptsOf(order.id);
    expect(attempt).toMatchObject({
      webhook_fk: webhook.id,
      attempt: 1,
      status_code: 200,
      url: receiver.url('/ok'),
      response: 'thanks',
      quotation_number: quotation.quotation_number,
    });
    const [call] = callsFor(order.id);
    expect(call.body).toEqual(attempt.data);
    expect(call.body).toMatchObject({
      event: 'order.changed',
      order_id: order.id,
      quotation_number: quotation.quotation_number,
      order_status: 'SIGNED',
      deal_status: null,
      deal_id: null,
    });
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.headers['x-spokes-delivery']).toBe((attempt.data as { delivery_id: string }).delivery_id);
    expect((await deliveryJobOf(order.id))[0].state).toBe('done');

    const superUser = await signedIn(app, { super_user: true });
    const { body } = await superUser.request<AttemptPage>(BY_QUOTATION, { id: quotation.id, page: 1 });
    expect(body.data?.webhookAttemptsByQuotationId).toMatchObject({
      total: 1,
      items: [{ id: attempt.id, status_code: 200, ok: true, response: 'thanks' }],
    });
  });

  it('counts a 500 as failed, retries it with backoff and succeeds once the receiver recovers', async () => {
    const { order } = await orderWithWebhook('/flaky');
    receiver.state.failuresLeft = 1;
    await changeStatus(order.id, 2);

    const job = await runDeliveryOf(order.id);
    expect(job).toMatchObject({ state: 'pending', attempts: 1 });
    expect(job.last_error).toContain('answered 500');
    expect(await attemptsOf(order.id)).toMatchObject([
      { attempt: 1, status_code: 500, response: 'receiver broke' },
    ]);

    await new Promise((resolve) => setTimeout(resolve, 20));
    await runDeliveryOf(order.id);
    const attempts = await attemptsOf(order.id);
    expect(attempts).toMatchObject([
      { attempt: 1, status_code: 500 },
      { attempt: 2, status_code: 200, response: 'thanks' },
    ]);
    expect(attempts[1].data).toEqual(attempts[0].data);
    expect((await deliveryJobOf(order.id))[0].state).toBe('done');
  });

  it('gives up on a receiver that hangs after the timeout and records the attempt without a status code', async () => {
    const { order, webhook } = await orderWithWebhook('/hang');
    await changeStatus(order.id, 2);

    const started = Date.now();
    await runDeliveryOf(order.id);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect(await attemptsOf(order.id)).toMatchObject([
      { attempt: 1, status_code: null, response: `no answer within ${TIMEOUT_MS} ms` },
    ]);
    expect((await deliveryJobOf(order.id))[0]).toMatchObject({ state: 'pending', attempts: 1 });

    // once the leasing party's webhook is deleted, the retry ends without calling anyone
    await db().delete(webhooks).where(eq(webhooks.id, webhook.id));
    await worker.drain();
    expect((await deliveryJobOf(order.id))[0]).toMatchObject({ state: 'done', attempts: 2 });
    expect(callsFor(order.id)).toHaveLength(1);
  });

  it('queues nothing when the order change rolls back', async () => {
    const { order } = await orderWithWebhook('/ok');
    await expect(
      db().transaction(async (tx) => {
        await tx.update(orders).set({ order_status_fk: 2 }).where(eq(orders.id, order.id));
        expect(await enqueueOrderWebhooks(tx, order.id)).toBe(1);
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');

    expect(await deliveryJobOf(order.id)).toEqual([]);
    await worker.drain();
    expect(callsFor(order.id)).toEqual([]);
    expect(await attemptsOf(order.id)).toEqual([]);
  });

  it('queues only the webhooks of the invoice target whose filter and deal status match the order', async () => {
    const { order, company, webhook: everyChange } = await orderWithWebhook('/ok');
    const target = company.invoice_target_fk;
    const delivered = await createWebhook(db(), {
      url: receiver.url('/ok'),
      invoice_target_fk: target,
      filter: 'approved, DELIVERED',
    });
    await createWebhook(db(), { url: receiver.url('/ok'), invoice_target_fk: target, filter: 'SIGNED' });
    const invoiced = await createWebhook(db(), {
      url: receiver.url('/ok'),
      invoice_target_fk: target,
      deal_status_fk: 6,
    });
    await createWebhook(db(), { url: receiver.url('/ok'), invoice_target_fk: target, deal_status_fk: 5 });
    const other = await createCompany(db());
    await createWebhook(db(), { url: receiver.url('/ok'), invoice_target_fk: other.invoice_target_fk });
    await db().update(orders).set({ deal_status_fk: 6 }).where(eq(orders.id, order.id));

    expect(await changeStatus(order.id, 5)).toBe(3);
    const queued = (await deliveryJobOf(order.id)).map(
      (job) => (job.payload as { webhookId: number }).webhookId,
    );
    expect(queued.sort()).toEqual([everyChange.id, delivered.id, invoiced.id].sort());
  });

  it('queues one delivery per webhook however often one transaction asks', async () => {
    const { order } = await orderWithWebhook('/ok');
    await db().transaction(async (tx) => {
      await enqueueOrderWebhooks(tx, order.id);
      await enqueueOrderWebhooks(tx, order.id);
    });
    expect(await deliveryJobOf(order.id)).toHaveLength(1);
  });

  it('sends nothing more when a delivery job runs again after its 200 was recorded', async () => {
    const { order } = await orderWithWebhook('/ok');
    await changeStatus(order.id, 2);
    await runDeliveryOf(order.id);
    expect(callsFor(order.id)).toHaveLength(1);
    const [job] = await deliveryJobOf(order.id);
    // as if the worker died between recording the attempt and finishing the job
    await db()
      .update(jobs)
      .set({ state: 'pending', run_at: new Date(), finished_at: null })
      .where(eq(jobs.id, job.id));

    await worker.drain();
    expect((await deliveryJobOf(order.id))[0].state).toBe('done');
    expect(callsFor(order.id)).toHaveLength(1);
    expect(await attemptsOf(order.id)).toHaveLength(1);
  });

  it('ends the delivery on a 201: the receiver gets exactly one post, listed as accepted but not OK', async () => {
    const { order, quotation } = await orderWithWebhook('/created');
    const events: unknown[] = [];
    const unlisten = await app.database.listen(REALTIME_CHANNEL, (payload) =>
      events.push(JSON.parse(payload)),
    );
    await changeStatus(order.id, 2);
    await runDeliveryOf(order.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.drain();

    expect(callsFor(order.id)).toHaveLength(1);
    expect((await deliveryJobOf(order.id))[0]).toMatchObject({ state: 'done', attempts: 1 });
    const superUser = await signedIn(app, { super_user: true });
    const { body } = await superUser.request<{
      webhookAttemptsByQuotationId: { items: { status_code: number; ok: boolean; accepted: boolean }[] };
    }>(
      'query($id: Int!) { webhookAttemptsByQuotationId(quotation_id: $id, page: 1) { items { status_code ok accepted } } }',
      {
        id: quotation.id,
      },
    );
    expect(body.data?.webhookAttemptsByQuotationId.items).toEqual([
      { status_code: 201, ok: false, accepted: true },
    ]);
    // the recorded call is announced as a change of its order, so the overview's attempts panel shows it
    const [attempt] = await attemptsOf(order.id);
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        topic: 'webhookAttemptCreated',
        webhookAttemptId: attempt.id,
        orderId: order.id,
      }),
    );
    await unlisten();
  });

  it('re-triggers an attempt: sends the same delivery again as its next attempt, once per request', async () => {
    const { order, quotation } = await orderWithWebhook('/ok');
    await changeStatus(order.id, 2);
    await runDeliveryOf(order.id);
    const [first] = await attemptsOf(order.id);

    const superUser = await signedIn(app, { super_user: true });
    expect((await superUser.request(RETRIGGER, { id: first.id })).body.data).toEqual({
      retriggerWebhook: true,
    });
    // a second press before the worker ran is the same request
    await superUser.request(RETRIGGER, { id: first.id });
    expect(await deliveryJobOf(order.id)).toHaveLength(2);
    await worker.drain();

    expect(callsFor(order.id)).toHaveLength(2);
    const attempts = await attemptsOf(order.id);
    expect(attempts).toMatchObject([
      { attempt: 1, status_code: 200 },
      { attempt: 2, status_code: 200 },
    ]);
    expect(attempts[1].data).toEqual(first.data);
    const { body } = await superUser.request<AttemptPage>(BY_QUOTATION, { id: quotation.id, page: 1 });
    expect(body.data?.webhookAttemptsByQuotationId.items.map((a) => a.attempt)).toEqual([2, 1]);
  });

  it('pages the attempts of a quotation five at a time, newest first', async () => {
    const { order, quotation, webhook } = await orderWithWebhook('/ok');
    await db()
      .insert(webhookAttempts)
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          webhook_fk: webhook.id,
          order_fk: order.id,
          attempt: i + 1,
          status_code: i % 2 === 0 ? 500 : 200,
          url: webhook.url,
          quotation_number: quotation.quotation_number,
          date: new Date(Date.UTC(2026, 0, 1, 9, i)),
        })),
      );
    const superUser = await signedIn(app, { super_user: true });
    const first = await superUser.request<AttemptPage>(BY_QUOTATION, { id: quotation.id, page: 1 });
    expect(first.body.data?.webhookAttemptsByQuotationId.total).toBe(7);
    expect(first.body.data?.webhookAttemptsByQuotationId.items.map((a) => a.attempt)).toEqual([
      7, 6, 5, 4, 3,
    ]);
    expect(first.body.data?.webhookAttemptsByQuotationId.items.map((a) => a.ok)).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
    const second = await superUser.request<AttemptPage>(BY_QUOTATION, { id: quotation.id, page: 2 });
    expect(second.body.data?.webhookAttemptsByQuotationId.items.map((a) => a.attempt)).toEqual([2, 1]);
    expect(errorCode(await superUser.request(BY_QUOTATION, { id: quotation.id, page: 0 }))).toBe(
      'PAGE_TOO_LOW',
    );
  });

  it('filters all attempts on success and on part of the quotation number, and counts the matches', async () => {
    const { order, quotation, webhook } = await orderWithWebhook('/ok');
    await db()
      .insert(webhookAttempts)
      .values(
        [200, 500, null, 201].map((status_code, i) => ({
          webhook_fk: webhook.id,
          order_fk: order.id,
          attempt: i + 1,
          status_code,
          url: webhook.url,
          quotation_number: quotation.quotation_number,
        })),
      );
    const superUser = await signedIn(app, { super_user: true });
    const filtered = (filter: Record<string, unknown>) =>
      superUser.request<{ webhookAttempts: { total: number; items: { attempt: number }[] } }>(FILTERED, {
        filter: { quotation_number: quotation.quotation_number.slice(1).toLowerCase(), ...filter },
      });
    const attemptNumbers = async (filter: Record<string, unknown>) =>
      (await filtered(filter)).body.data?.webhookAttempts.items.map((a) => a.attempt).sort();
    expect((await filtered({})).body.data?.webhookAttempts.total).toBe(4);
    expect(await attemptNumbers({ success: true })).toEqual([1]);
    expect(await attemptNumbers({ success: false })).toEqual([2, 3, 4]);
    expect((await filtered({ success: false })).body.data?.webhookAttempts.total).toBe(3);
  });

  it('lets only super users read attempts and re-trigger', async () => {
    const { order, quotation, company } = await orderWithWebhook('/ok');
    await changeStatus(order.id, 2);
    await runDeliveryOf(order.id);
    const [attempt] = await attemptsOf(order.id);
    const dealer = await signedIn(app, { dealerIds: [quotation.dealer_fk] });
    const employer = await signedIn(app, { companyIds: [company.id] });
    const anonymous = graphqlClient(app);

    for (const [client, code] of [
      [dealer, 'FORBIDDEN'],
      [employer, 'FORBIDDEN'],
      [anonymous, 'UNAUTHENTICATED'],
    ] as const) {
      expect(errorCode(await client.request(ALL))).toBe(code);
      expect(errorCode(await client.request(BY_QUOTATION, { id: quotation.id, page: 1 }))).toBe(code);
      expect(errorCode(await client.request(RETRIGGER, { id: attempt.id }))).toBe(code);
    }
    expect(await deliveryJobOf(order.id)).toHaveLength(1);
  });

  it('answers not found for re-triggering an attempt that does not exist', async () => {
    const superUser = await signedIn(app, { super_user: true });
    expect(errorCode(await superUser.request(RETRIGGER, { id: 999_999 }))).toBe('NOT_FOUND');
  });
});
