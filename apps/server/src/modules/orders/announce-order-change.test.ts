import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deals } from '../../db/schema/deals';
import { jobs } from '../../db/schema/jobs';
import { orders } from '../../db/schema/orders';
import {
  createCompany,
  createDeal,
  createDealer,
  createOrder,
  createQuotation,
  createWebhook,
} from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { REALTIME_CHANNEL, type RealtimeEvent } from '../signals/events';
import { DELIVER_WEBHOOK } from '../webhooks/deliver-webhook';
import { announceOrderChange } from './announce-order-change';

describe('announcing an order change', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  const heard: RealtimeEvent[] = [];
  let unlisten: () => Promise<void>;
  const db = () => app.database.db;

  beforeAll(async () => {
    app = await createTestApp();
    unlisten = await app.database.listen(REALTIME_CHANNEL, (payload) =>
      heard.push(JSON.parse(payload) as RealtimeEvent),
    );
  });
  afterAll(async () => {
    await unlisten();
    await app.close();
  });

  async function orderWithWebhookAndDeal() {
    const company = await createCompany(db());
    const dealer = await createDealer(db());
    const quotation = await createQuotation(db(), { dealerId: dealer.id, companyId: company.id });
    const deal = await createDeal(db());
    const order = await createOrder(db(), quotation.id, { deal_id_v2: deal.id });
    await createWebhook(db(), {
      url: 'http://127.0.0.1:9/hook',
      invoice_target_fk: company.invoice_target_fk,
    });
    return { order, deal };
  }

  const webhookJobsOf = async (orderId: number) =>
    (await db().select().from(jobs).where(eq(jobs.name, DELIVER_WEBHOOK))).filter(
      (job) => (job.payload as { orderId: number }).orderId === orderId,
    );
  const heardOf = (orderId: number) =>
    heard.filter((event) => event.topic === 'orderUpdated' && event.orderId === orderId);
  const dealFieldsOf = async (dealId: number) =>
    (await db().select().from(deals).where(eq(deals.id, dealId)))[0].custom_fields;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

  it('queues the webhooks, publishes the order event and syncs the deal fields in one committed transaction', async () => {
    const { order, deal } = await orderWithWebhookAndDeal();
    await db().transaction(async (tx) => {
      await tx.update(orders).set({ order_status_fk: 2 }).where(eq(orders.id, order.id));
      expect(
        await announceOrderChange(tx, {
          orderId: order.id,
          statusChanged: true,
          dealFields: { pickup: '01/12/2026' },
        }),
      ).toEqual({ webhooks: 1 });
    });
    await settle();
    expect(await webhookJobsOf(order.id)).toHaveLength(1);
    expect(heardOf(order.id)).toEqual([
      { topic: 'orderUpdated', orderId: order.id, quotationId: order.quotation_fk },
    ]);
    expect(await dealFieldsOf(deal.id)).toMatchObject({ pickup: '01/12/2026' });
  });

  it('leaves no webhook job, no event and no deal field when the transaction rolls back', async () => {
    const { order, deal } = await orderWithWebhookAndDeal();
    await expect(
      db().transaction(async (tx) => {
        await tx.update(orders).set({ order_status_fk: 2 }).where(eq(orders.id, order.id));
        await announceOrderChange(tx, {
          orderId: order.id,
          statusChanged: true,
          dealFields: { pickup: '01/12/2026' },
        });
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    await settle();
    expect(await webhookJobsOf(order.id)).toEqual([]);
    expect(heardOf(order.id)).toEqual([]);
    expect(await dealFieldsOf(deal.id)).not.toHaveProperty('pickup');
  });

  it('fires no webhook for a change that is neither a status nor a deal status', async () => {
    const { order } = await orderWithWebhookAndDeal();
    expect(await db().transaction((tx) => announceOrderChange(tx, { orderId: order.id }))).toEqual({
      webhooks: 0,
    });
    await settle();
    expect(await webhookJobsOf(order.id)).toEqual([]);
    expect(heardOf(order.id)).toHaveLength(1);
  });
});
