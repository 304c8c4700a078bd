import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';
import { appSuite } from '../../test/app-suite';
import { DELIVER_WEBHOOK } from '../webhooks/deliver-webhook';

const DEAL_FIELDS =
  'id title currentPhase { id code name } estimated_value { amount currency } custom_fields { id value } quotation_number';
const DEAL = `query($id: Int!) { deal(id: $id) { ${DEAL_FIELDS} } }`;
const SEARCH = `query($q: String!) { searchDealsToLink(quotation_number: $q) { ${DEAL_FIELDS} } }`;
const LINK = `mutation($order: Int!, $deal: Int) { linkDeal(order_id: $order, deal_id: $deal) { ${DEAL_FIELDS} } }`;
const PHASE = `mutation($id: Int!, $phase: DealPhaseCode!) { updateDealPhase(id: $id, phase: $phase) { ${DEAL_FIELDS} } }`;
const FIELDS = `mutation($id: Int!, $fields: [DealCustomFieldInput!]!) { updateDealCustomFields(id: $id, custom_fields: $fields) { ${DEAL_FIELDS} } }`;

type DealResult = {
  id: number;
  title: string;
  currentPhase: { id: number; code: string; name: string };
  custom_fields: { id: string; value: string | null }[];
};

describe('CRM deals', () => {
  const suite = appSuite();

  const db = () => suite.app.database.db;

  async function anOrder(orderValues: Parameters<typeof createOrder>[2] = {}) {
    const dealer = await createDealer(db());
    const company = await createCompany(db());
    const quotation = await createQuotation(
      db(),
      { dealerId: dealer.id, companyId: company.id },
      { total_vat_included: 249_900 },
    );
    const order = await createOrder(db(), quotation.id, orderValues);
    return { dealer, company, quotation, order };
  }

  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const webhookJobsOf = async (orderId: number) =>
    (await db().select().from(jobs).where(eq(jobs.name, DELIVER_WEBHOOK))).filter(
      (job) => (job.payload as { orderId: number }).orderId === orderId,
    );

  it('finds the deals of a quotation number to link, adding a missing Q', async () => {
    const { quotation } = await anOrder();
    const deal = await createDeal(db(), {
      quotation_number: quotation.quotation_number,
      estimated_value_cents: 123_456,
    });
    await createDeal(db(), { quotation_number: `${quotation.quotation_number}9` });
    const superUser = await signedIn(suite.app, { super_user: true });

    const typed = quotation.quotation_number.slice(1).toLowerCase();
    const { body } = await superUser.request<{ searchDealsToLink: DealResult[] }>(SEARCH, { q: typed });
    expect(body.data?.searchDealsToLink).toEqual([
      {
        id: deal.id,
        title: deal.title,
        currentPhase: { id: 1, code: 'OPEN', name: expect.any(String) },
        estimated_value: { amount: 123_456, currency: 'EUR' },
        custom_fields: [],
        quotation_number: quotation.quotation_number,
      },
    ]);
    expect((await superUser.request(SEARCH, { q: '  ' })).body.data).toEqual({ searchDealsToLink: [] });
  });

  it('links a deal by hand: the order gets deal_id_v2, the deal number and the deal phase', async () => {
    const { order } = await anOrder();
    const deal = await createDeal(db(), { current_phase: 3 });
    const superUser = await signedIn(suite.app, { super_user: true });

    const { body } = await superUser.request<{ linkDeal: DealResult }>(LINK, {
      order: order.id,
      deal: deal.id,
    });
    expect(body.data?.linkDeal).toMatchObject({ id: deal.id, currentPhase: { code: 'ORDERED' } });
    expect(await orderRow(order.id)).toMatchObject({
      deal_id_v2: deal.id,
      deal_id: String(deal.id),
      deal_status_fk: 3,
    });
  });

  it('refuses a link without a deal, to a missing deal, or to a deal of another order', async () => {
    const { order } = await anOrder();
    const { order: other } = await anOrder();
    const taken = await createDeal(db());
    await db().update(orders).set({ deal_id_v2: taken.id }).where(eq(orders.id, other.id));
    const superUser = await signedIn(suite.app, { super_user: true });

    expect(errorCode(await superUser.request(LINK, { order: order.id, deal: null }))).toBe(
      'NO_DEAL_SELECTED',
    );
    expect(errorCode(await superUser.request(LINK, { order: order.id }))).toBe('NO_DEAL_SELECTED');
    expect(errorCode(await superUser.request(LINK, { order: order.id, deal: 999_999 }))).toBe(
      'DEAL_LINK_FAILED',
    );
    expect(errorCode(await superUser.request(LINK, { order: order.id, deal: taken.id }))).toBe(
      'DEAL_LINK_FAILED',
    );
    expect(errorCode(await superUser.request(LINK, { order: 999_999, deal: taken.id }))).toBe('NOT_FOUND');
    expect(await orderRow(order.id)).toMatchObject({ deal_id_v2: null, deal_id: null, deal_status_fk: null });
  });

  it("moves a deal's phase and the linked order's deal status, and queues the webhooks of that status once", async () => {
    const { order, company } = await anOrder();
    const deal = await createDeal(db());
    await db().update(orders).set({ deal_id_v2: deal.id, deal_status_fk: 1 }).where(eq(orders.id, order.id));
    await createWebhook(db(), {
      url: 'http://127.0.0.1:9/invoiced',
      invoice_target_fk: company.invoice_target_fk,
      deal_status_fk: 6,
    });
    const superUser = await signedIn(suite.app, { super_user: true });

    const { body } = await superUser.request<{ updateDealPhase: DealResult }>(PHASE, {
      id: deal.id,
      phase: 'INVOICED',
    });
    expect(body.data?.updateDealPhase.currentPhase).toMatchObject({ id: 6, code: 'INVOICED' });
    expect((await db().select().from(deals).where(eq(deals.id, deal.id)))[0].current_phase).toBe(6);
    expect((await orderRow(order.id)).deal_status_fk).toBe(6);
    const queued = await webhookJobsOf(order.id);
    expect(queued).toHaveLength(1);
    expect(queued[0].payload).toMatchObject({ data: { deal_status: 'INVOICED', deal_id: deal.id } });

    // the same phase again changes no order and sends nothing new
    await superUser.request(PHASE, { id: deal.id, phase: 'INVOICED' });
    expect(await webhookJobsOf(order.id)).toHaveLength(1);
    expect(errorCode(await superUser.request(PHASE, { id: 999_999, phase: 'WON' }))).toBe('NOT_FOUND');
  });

  it('sets custom fields of a deal, keeps the others and clears one with null', async () => {
    const deal = await createDeal(db(), {
      custom_fields: { delivery_date: '2026-11-01', service_pass: 'old' },
    });
    const superUser = await signedIn(suite.app, { super_user: true });

    const { body } = await superUser.request<{ updateDealCustomFields: DealResult }>(FIELDS, {
      id: deal.id,
      fields: [
        { id: 'service_pass', value: '3120 0000 0000 0000 001' },
        { id: 'delivery_date', value: null },
        { id: 'frame_number', value: 'WBA12345678901234' },
      ],
    });
    expect(body.data?.updateDealCustomFields.custom_fields).toEqual([
      { id: 'delivery_date', value: null },
      { id: 'frame_number', value: 'WBA12345678901234' },
      { id: 'service_pass', value: '3120 0000 0000 0000 001' },
    ]);
    expect(
      errorCode(await superUser.request(FIELDS, { id: deal.id, fields: [{ id: ' ', value: 'x' }] })),
    ).toBe('BAD_INPUT');
    expect(errorCode(await superUser.request(FIELDS, { id: 999_999, fields: [] }))).toBe('NOT_FOUND');
  });

  it("lets a super user and the order's dealer read a deal; another dealer gets not found", async () => {
    const { order, dealer, company } = await anOrder();
    const deal = await createDeal(db(), { custom_fields: { count: 3, paid: true } });
    await db().update(orders).set({ deal_id_v2: deal.id }).where(eq(orders.id, order.id));
    const unlinked = await createDeal(db());
    const otherDealer = await createDealer(db());

    const superUser = await signedIn(suite.app, { super_user: true });
    expect(
      (await superUser.request<{ deal: DealResult }>(DEAL, { id: unlinked.id })).body.data?.deal.id,
    ).toBe(unlinked.id);
    const own = await signedIn(suite.app, { dealerIds: [dealer.id] });
    const { body } = await own.request<{ deal: DealResult }>(DEAL, { id: deal.id });
    expect(body.data?.deal.custom_fields).toEqual([
      { id: 'count', value: '3' },
      { id: 'paid', value: 'true' },
    ]);
    expect(errorCode(await own.request(DEAL, { id: unlinked.id }))).toBe('NOT_FOUND');
    const stranger = await signedIn(suite.app, { dealerIds: [otherDealer.id] });
    expect(errorCode(await stranger.request(DEAL, { id: deal.id }))).toBe('NOT_FOUND');
    expect(errorCode(await stranger.request(DEAL, { id: 999_999 }))).toBe('NOT_FOUND');
    const employer = await signedIn(suite.app, { companyIds: [company.id] });
    expect(errorCode(await employer.request(DEAL, { id: deal.id }))).toBe('FORBIDDEN');
    expect(errorCode(await graphqlClient(suite.app).request(DEAL, { id: deal.id }))).toBe('UNAUTHENTICATED');
  });

  it('refuses searching, linking and updating deals to dealers, employers and anonymous callers', async () => {
    const { order, dealer, company, quotation } = await anOrder();
    const deal = await createDeal(db(), { quotation_number: quotation.quotation_number });
    const callers = [
      [await signedIn(suite.app, { dealerIds: [dealer.id] }), 'FORBIDDEN'],
      [await signedIn(suite.app, { dealerIds: [dealer.id], admin: true }), 'FORBIDDEN'],
      [await signedIn(suite.app, { companyIds: [company.id] }), 'FORBIDDEN'],
      [graphqlClient(suite.app), 'UNAUTHENTICATED'],
    ] as const;
    for (const [client, code] of callers) {
      expect(errorCode(await client.request(SEARCH, { q: quotation.quotation_number }))).toBe(code);
      expect(errorCode(await client.request(LINK, { order: order.id, deal: deal.id }))).toBe(code);
      expect(errorCode(await client.request(PHASE, { id: deal.id, phase: 'LOST' }))).toBe(code);
      expect(
        errorCode(await client.request(FIELDS, { id: deal.id, fields: [{ id: 'x', value: 'y' }] })),
      ).toBe(code);
    }
    expect(await orderRow(order.id)).toMatchObject({ deal_id_v2: null });
    expect((await db().select().from(deals).where(eq(deals.id, deal.id)))[0]).toMatchObject({
      current_phase: 1,
      custom_fields: {},
    });
  });
});
