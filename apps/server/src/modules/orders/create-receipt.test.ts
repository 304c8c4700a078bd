import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikes } from '../../db/schema/bikes';
import { deals } from '../../db/schema/deals';
import { jobs } from '../../db/schema/jobs';
import { orderHistory } from '../../db/schema/order-history';
import { orderLogs, orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { servicePasses } from '../../db/schema/service-passes';
import {
  createBikeBrand,
  createCompany,
  createDeal,
  createVariant,
  createWebhook,
} from '../../test/factories';
import { errorCode } from '../../test/graphql-client';
import { createDocumentsTestApp, orderScene, type TestApp } from '../../test/documents-test-support';
import { seedDefaultTemplates } from '../documents/seed-default-templates';
import { DELIVER_WEBHOOK } from '../webhooks/deliver-webhook';

type Created = { createReceipt: { order_id: number; receipt_order_log_id: number } };
const CREATE_RECEIPT = `mutation($id: Int!) { createReceipt(order_id: $id) { order_id receipt_order_log_id } }`;

describe('Create receipt', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  const db = () => app.database.db;
  let passNumber = 3120_0000_0000_0000_000n;

  beforeAll(async () => {
    ({ app, close } = await createDocumentsTestApp());
    await seedDefaultTemplates(db(), app.storage);
  });
  afterAll(() => close());

  /** An APPROVED order with maintenance, a linked deal, a complete bike with its service pass, and a webhook. */
  async function approvedOrder(
    options: { variantId?: number; status?: number; keyNumber?: string | null } = {},
  ) {
    const deal = await createDeal(db());
    const scene = await orderScene(app, { order_status_fk: options.status ?? 3, deal_id_v2: deal.id });
    if (options.variantId !== undefined) {
      const company = await createCompany(db(), { variant_fk: options.variantId });
      await db()
        .update(quotations)
        .set({ company_fk: company.id })
        .where(eq(quotations.id, scene.quotation.id));
    }
    await db()
      .update(quotations)
      .set({ maintenance_amount: 1200 })
      .where(eq(quotations.id, scene.quotation.id));
    const brand = await createBikeBrand(db(), 'Brand');
    const [bike] = await db()
      .insert(bikes)
      .values({
        order_fk: scene.order.id,
        employee_fk: scene.quotation.employee_fk,
        bike_type_fk: 2,
        bike_brand_fk: brand.id,
        key_number_1: options.keyNumber === undefined ? 'K1' : options.keyNumber,
        frame_number: 'FRAME1',
      })
      .returning();
    passNumber += 1n;
    const barcode = String(passNumber);
    await db().insert(servicePasses).values({ barcode, bike_fk: bike.id });
    await createWebhook(db(), {
      url: 'http://127.0.0.1:9/hook',
      invoice_target_fk: scene.company.invoice_target_fk,
    });
    return { ...scene, deal, barcode };
  }

  async function stateOf(orderId: number, dealId: number) {
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    const [deal] = await db().select().from(deals).where(eq(deals.id, dealId));
    return {
      status: order.order_status_fk,
      logs: await db().select().from(orderLogs).where(eq(orderLogs.order_fk, orderId)),
      history: await db().select().from(orderHistory).where(eq(orderHistory.order_fk, orderId)),
      webhookJobs: (await db().select().from(jobs).where(eq(jobs.name, DELIVER_WEBHOOK))).filter(
        (job) => (job.payload as { orderId: number }).orderId === orderId,
      ),
      dealFields: deal.custom_fields,
    };
  }

  it('adds the Ontvangstbewijs, moves the order to DELIVERABLE and puts the service pass on the deal', async () => {
    const scene = await approvedOrder();
    const { body } = await scene.dealer.request<Created>(CREATE_RECEIPT, { id: scene.order.id });
    expect(body.errors).toBeUndefined();
    const state = await stateOf(scene.order.id, scene.deal.id);
    expect(state.status).toBe(4);
    expect(state.logs).toEqual([
      expect.objectContaining({
        id: body.data!.createReceipt.receipt_order_log_id,
        order_log_type_fk: 3,
        description: 'Ontvangstbewijs',
      }),
    ]);
    expect(state.dealFields).toEqual({ service_pass: scene.barcode.match(/.{1,4}/g)!.join(' ') });
    expect(state.webhookJobs).toHaveLength(1);
    expect(state.history.map((entry) => [entry.kind, entry.old_value, entry.new_value])).toEqual([
      ['status', 'APPROVED', 'DELIVERABLE'],
      ['document', null, String(state.logs[0].id)],
    ]);
  });

  it('refuses an order that is not APPROVED, or whose bike data is incomplete', async () => {
    const signed = await approvedOrder({ status: 2 });
    expect(errorCode(await signed.superUser.request(CREATE_RECEIPT, { id: signed.order.id }))).toBe(
      'ACTION_NOT_ALLOWED',
    );
    const incomplete = await approvedOrder({ keyNumber: null });
    expect(errorCode(await incomplete.dealer.request(CREATE_RECEIPT, { id: incomplete.order.id }))).toBe(
      'ACTION_NOT_ALLOWED',
    );
    const state = await stateOf(incomplete.order.id, incomplete.deal.id);
    expect(state).toMatchObject({ status: 3, logs: [], history: [], webhookJobs: [], dealFields: {} });
  });

  it('answers another dealer and a missing order NOT_FOUND, and refuses an employer', async () => {
    const scene = await approvedOrder();
    expect(errorCode(await scene.otherDealer.request(CREATE_RECEIPT, { id: scene.order.id }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await scene.superUser.request(CREATE_RECEIPT, { id: 2_000_000_000 }))).toBe('NOT_FOUND');
    expect(errorCode(await scene.employer.request(CREATE_RECEIPT, { id: scene.order.id }))).toBe('FORBIDDEN');
    expect((await stateOf(scene.order.id, scene.deal.id)).status).toBe(3);
  });

  it('changes nothing when the template is missing', async () => {
    const variant = await createVariant(db(), 'Zonder');
    const scene = await approvedOrder({ variantId: variant.id });
    expect(errorCode(await scene.superUser.request(CREATE_RECEIPT, { id: scene.order.id }))).toBe(
      'TEMPLATE_MISSING',
    );
    expect(await stateOf(scene.order.id, scene.deal.id)).toMatchObject({
      status: 3,
      logs: [],
      history: [],
      webhookJobs: [],
      dealFields: {},
    });
  });
});
