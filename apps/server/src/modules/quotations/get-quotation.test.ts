import { describe, expect, it } from 'vitest';
import { bikes } from '../../db/schema/bikes';
import { orderLogs } from '../../db/schema/orders';
import { createDeal, createQuotation } from '../../test/factories';
import { errorCode } from '../../test/graphql-client';
import { overviewSuite, quotationWithOrder, type Roles } from '../../test/overview-test-support';

const QUOTATION = `query($id: Int!) { quotation(id: $id) {
  id quotation_number active deliverability total_vat_included maintenance_amount
  bike_type { id code } bike_brand { id }
  dealer { id name } company { id name fip invoice_target { id name } }
  employee { name email language { code } }
  quotationFields { id value field { name } }
  order {
    id orderStatus { id code name index } deal_status { code } deal { id } bike_locked
    bike { frame_number license_number service_pass }
    orderLogs { id description hidden download_url orderLogType { id code name } license_plate_required }
  }
  actions
} }`;

type Overview = {
  id: number;
  order: {
    orderStatus: { code: string };
    bike_locked: boolean;
    orderLogs: { id: number; orderLogType: { code: string }; license_plate_required: boolean }[];
  } | null;
  actions: string[];
};

describe('the quotation overview query', () => {
  const suite = overviewSuite();
  const db = () => suite.app.database.db;
  const overview = (client: Roles['superUser'], id: number) =>
    client.request<{ quotation: Overview }>(QUOTATION, { id });

  it('answers the quotation, its order, documents and actions in one query', async () => {
    const { quotation, order } = await quotationWithOrder(suite.app, suite.roles, {
      quotation: { total_vat_included: 249_900, deliverability: 'In stock' },
    });
    const [receipt] = await db()
      .insert(orderLogs)
      .values({ order_fk: order.id, order_log_type_fk: 3, description: 'Ontvangstbewijs', file_id: 'f1' })
      .returning();

    const { body } = await overview(suite.roles.dealerUser, quotation.id);
    expect(body.errors).toBeUndefined();
    expect(body.data?.quotation).toMatchObject({
      id: quotation.id,
      quotation_number: quotation.quotation_number,
      total_vat_included: 249_900,
      deliverability: 'In stock',
      bike_type: { id: 2, code: 'MECHANIC_BIKE' },
      dealer: { id: suite.roles.dealerA.id },
      company: {
        id: suite.roles.companyA.id,
        fip: false,
        invoice_target: { id: suite.roles.companyA.invoice_target_fk },
      },
      employee: { language: { code: 'nl' } },
      quotationFields: [],
      order: {
        id: order.id,
        orderStatus: { id: 2, code: 'SIGNED', index: 2 },
        deal_status: null,
        deal: null,
        bike: null,
        bike_locked: false,
        orderLogs: [
          {
            id: receipt.id,
            download_url: `/files/order-logs/${receipt.id}`,
            orderLogType: { id: 3, code: 'RECEIPTDOC' },
            license_plate_required: false,
          },
        ],
      },
      actions: ['DOCUMENTS'],
    });
  });

  it('offers Execute on a quotation without an order, and change-company to super users only', async () => {
    const quotation = await createQuotation(db(), {
      dealerId: suite.roles.dealerA.id,
      companyId: suite.roles.companyA.id,
    });
    expect((await overview(suite.roles.dealerAdmin, quotation.id)).body.data?.quotation).toMatchObject({
      order: null,
      actions: ['EXECUTE'],
    });
    expect((await overview(suite.roles.superUser, quotation.id)).body.data?.quotation.actions).toEqual([
      'EXECUTE',
      'CHANGE_COMPANY',
    ]);
  });

  it("says a speed pedelec's receipt stays closed until the bike has a licence plate", async () => {
    const { quotation, order } = await quotationWithOrder(suite.app, suite.roles, {
      quotation: { bike_type_fk: 1 },
    });
    await db()
      .insert(orderLogs)
      .values([
        { order_fk: order.id, order_log_type_fk: 3, file_id: 'receipt' },
        { order_fk: order.id, order_log_type_fk: 5, file_id: 'quote' },
      ]);
    const required = async () =>
      (await overview(suite.roles.dealerUser, quotation.id)).body.data?.quotation.order?.orderLogs.map(
        (log) => [log.orderLogType.code, log.license_plate_required],
      );
    expect(await required()).toEqual([
      ['RECEIPTDOC', true],
      ['QUOTATIONDOC', false],
    ]);
    await db().insert(bikes).values({
      order_fk: order.id,
      employee_fk: quotation.employee_fk,
      bike_type_fk: 1,
      license_number: '1ABC234',
    });
    expect(await required()).toEqual([
      ['RECEIPTDOC', false],
      ['QUOTATIONDOC', false],
    ]);
  });

  it("offers what the order's mutations allow: the bike's own type decides, as for the upload flows", async () => {
    const { quotation, order } = await quotationWithOrder(suite.app, suite.roles, {
      quotation: { bike_type_fk: 2 },
      order: { order_status_fk: 3 },
    });
    const actions = async () =>
      (await overview(suite.roles.dealerUser, quotation.id)).body.data?.quotation.actions;
    expect(await actions()).not.toContain('REQUEST_LICENSE_PLATE');
    // The speed-pedelec documents made the bike a speed pedelec: its plate may now be requested.
    await db()
      .insert(bikes)
      .values({ order_fk: order.id, employee_fk: quotation.employee_fk, bike_type_fk: 1 });
    expect(await actions()).toContain('REQUEST_LICENSE_PLATE');
  });

  it("shows the order's linked deal and its deal status", async () => {
    const deal = await createDeal(db(), { current_phase: 3 });
    const { quotation } = await quotationWithOrder(suite.app, suite.roles, {
      order: { deal_id_v2: deal.id, deal_status_fk: 3 },
    });
    const { body } = await overview(suite.roles.dealerUser, quotation.id);
    expect(body.data?.quotation.order).toMatchObject({
      deal_status: { code: 'ORDERED' },
      deal: { id: deal.id },
    });
  });

  it('locks the bike from deal status INVOICED for everyone but super users', async () => {
    const { quotation } = await quotationWithOrder(suite.app, suite.roles, { order: { deal_status_fk: 6 } });
    const locked = async (client: Roles['superUser']) =>
      (await overview(client, quotation.id)).body.data?.quotation.order?.bike_locked;
    expect(await locked(suite.roles.dealerUser)).toBe(true);
    expect(await locked(suite.roles.superUser)).toBe(false);
  });

  it("answers another dealer's quotation exactly like a missing one, and refuses employers", async () => {
    const { quotation } = await quotationWithOrder(suite.app, suite.roles);
    const missing = await overview(suite.roles.otherDealer, 2_000_000_000);
    const foreign = await overview(suite.roles.otherDealer, quotation.id);
    expect(errorCode(missing)).toBe('NOT_FOUND');
    expect(foreign.body).toEqual(missing.body);
    expect((await overview(suite.roles.otherDealerAndEmployer, quotation.id)).body).toEqual(missing.body);
    for (const employer of [suite.roles.employer, suite.roles.employerAdmin]) {
      const refused = await overview(employer, quotation.id);
      expect(errorCode(refused)).toBe('FORBIDDEN');
      expect(refused.body.data).toBeNull();
    }
    for (const dealer of [suite.roles.superUser, suite.roles.dealerAdmin, suite.roles.dealerUser])
      expect((await overview(dealer, quotation.id)).body.data?.quotation.id).toBe(quotation.id);
  });

  it('keeps the order logs in the order they were made', async () => {
    const { quotation, order } = await quotationWithOrder(suite.app, suite.roles);
    const made = await db()
      .insert(orderLogs)
      .values([
        { order_fk: order.id, order_log_type_fk: 1, log_date: new Date('2026-11-02T10:00:00Z') },
        { order_fk: order.id, order_log_type_fk: 2, log_date: new Date('2026-11-01T10:00:00Z') },
      ])
      .returning();
    const ids = (
      await overview(suite.roles.superUser, quotation.id)
    ).body.data?.quotation.order?.orderLogs.map((log) => log.id);
    expect(ids).toEqual([made[1].id, made[0].id]);
  });
});
