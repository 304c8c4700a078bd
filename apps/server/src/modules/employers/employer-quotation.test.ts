import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_STATUS, ORDER_LOG_TYPE, ORDER_STATUS } from '@spokes/domain/codes';
import { bikes } from '../../db/schema/bikes';
import { companies } from '../../db/schema/companies';
import { confirmedOrders, orderLogs } from '../../db/schema/orders';
import { servicePasses, servicePassTransactions } from '../../db/schema/service-passes';
import { createCompany } from '../../test/factories';
import { errorCode } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';
import { createDocumentsTestApp, smallPdf } from '../../test/documents-test-support';
import { overviewRoles, quotationWithOrder, type Client, type Roles } from '../../test/overview-test-support';

const QUERY = `query($id: Int!) {
  employerQuotation(id: $id) {
    id quotation_number total_vat_excluded costcenter license_number handled_by cancelled_by
    employee { name employee_number } company { id name }
    bike_type { code } order_status { code index } deal_status_id decision
    may_approve may_refuse approve_blocked_by refuse_blocked_by may_edit pdf_url
    documents { id order_log_type_fk description download_url }
    service_pass { barcode remaining_amount transactions { amount description } }
  }
}`;
type Detail = {
  id: number;
  handled_by: string | null;
  cancelled_by: string | null;
  license_number: string | null;
  decision: string;
  may_approve: boolean;
  may_refuse: boolean;
  may_edit: boolean;
  pdf_url: string;
  documents: { id: number; order_log_type_fk: number; download_url: string | null }[];
  service_pass: { barcode: string; remaining_amount: number; transactions: { amount: number }[] } | null;
};

describe("the employer portal's quotation detail", () => {
  let scene: Awaited<ReturnType<typeof createDocumentsTestApp>>;
  let roles: Roles;
  let baseUrl: string;
  let parentEmployer: Client;
  let otherEmployer: Client;
  beforeAll(async () => {
    scene = await createDocumentsTestApp();
    baseUrl = await scene.app.listen(0, '127.0.0.1');
    roles = await overviewRoles(scene.app);
    const parent = await createCompany(db());
    await db()
      .update(companies)
      .set({ company_parent_fk: parent.id })
      .where(eq(companies.id, roles.companyA.id));
    parentEmployer = await signedIn(scene.app, { companyIds: [parent.id] });
    otherEmployer = await signedIn(scene.app, { companyIds: [(await createCompany(db())).id] });
  }, 60_000);
  afterAll(() => scene.close());
  const db = () => scene.app.database.db;

  const detail = (client: Client, id: number) => client.request<{ employerQuotation: Detail }>(QUERY, { id });
  const waiting = (values: NonNullable<Parameters<typeof quotationWithOrder>[2]> = {}) =>
    quotationWithOrder(scene.app, roles, {
      ...values,
      order: { order_status_fk: ORDER_STATUS.SEND_TO_DECIDER.id, ...values.order },
    });
  const get = (path: string, client?: Client) =>
    fetch(`${baseUrl}${path}`, { headers: client ? { cookie: client.cookie } : {} });
  async function storedLog(orderId: number, typeId: number, hidden = false) {
    const key = `order-logs/${randomUUID()}.pdf`;
    await scene.app.storage.put(key, await smallPdf(), 'application/pdf');
    const [log] = await db()
      .insert(orderLogs)
      .values({
        order_fk: orderId,
        order_log_type_fk: typeId,
        file_id: key,
        hidden,
        description: `log ${typeId}`,
      })
      .returning();
    return log;
  }

  it('answers the company employer, a parent company employer and super users', async () => {
    const { quotation } = await waiting();
    for (const client of [roles.employer, roles.employerAdmin, parentEmployer, roles.superUser]) {
      const { body } = await detail(client, quotation.id);
      expect(body.errors).toBeUndefined();
      expect(body.data?.employerQuotation).toMatchObject({
        id: quotation.id,
        decision: 'NONE',
        may_approve: true,
        may_refuse: true,
        may_edit: true,
        pdf_url: `/files/quotations/${quotation.id}/pdf`,
      });
    }
  });

  it("is NOT_FOUND for another company's employer and for an order the employer may not see yet", async () => {
    const { quotation } = await waiting();
    expect(errorCode(await detail(otherEmployer, quotation.id))).toBe('NOT_FOUND');
    const fresh = await quotationWithOrder(scene.app, roles, {
      order: { order_status_fk: ORDER_STATUS.NEW.id },
    });
    expect(errorCode(await detail(roles.employer, fresh.quotation.id))).toBe('NOT_FOUND');
    const test = await quotationWithOrder(scene.app, roles, {
      order: { order_status_fk: ORDER_STATUS.TESTPURPOSES.id },
    });
    expect(errorCode(await detail(parentEmployer, test.quotation.id))).toBe('NOT_FOUND');
  });

  it('refuses dealers, even the dealer of the quotation', async () => {
    const { quotation } = await waiting();
    for (const client of [roles.dealerUser, roles.dealerAdmin, roles.otherDealer])
      expect(errorCode(await detail(client, quotation.id))).toBe('FORBIDDEN');
  });

  it('says who approved, and allows only a refusal of the approval, no edit', async () => {
    const { quotation, order } = await waiting({ order: { order_status_fk: ORDER_STATUS.APPROVED.id } });
    await db().insert(confirmedOrders).values({ order_fk: order.id, confirmed_by: 'Eva Werkgever' });
    const { body } = await detail(roles.employer, quotation.id);
    expect(body.data?.employerQuotation).toMatchObject({
      decision: 'APPROVED',
      handled_by: 'Eva Werkgever',
      cancelled_by: null,
      may_approve: false,
      may_refuse: true,
      approve_blocked_by: 'ALREADY_APPROVED',
      refuse_blocked_by: null,
      may_edit: false,
    });
  });

  it('follows the deal and says so: WON blocks both decisions, ORDERED the refusal', async () => {
    const won = await waiting({ order: { deal_status_fk: DEAL_STATUS.WON.id } });
    expect((await detail(roles.employer, won.quotation.id)).body.data?.employerQuotation).toMatchObject({
      may_approve: false,
      may_refuse: false,
      approve_blocked_by: 'DEAL_WON',
      refuse_blocked_by: 'DEAL_WON',
    });
    const ordered = await waiting({ order: { deal_status_fk: DEAL_STATUS.ORDERED.id } });
    expect((await detail(roles.employer, ordered.quotation.id)).body.data?.employerQuotation).toMatchObject({
      may_approve: true,
      may_refuse: false,
      approve_blocked_by: null,
      refuse_blocked_by: 'DEAL_ORDERED',
    });
  });

  it('lists a signed document instead of its original and never a hidden one, to super users neither', async () => {
    const { quotation, order } = await waiting();
    const calculation = await storedLog(order.id, ORDER_LOG_TYPE.CALCULATIONDOC.id);
    const signed = await storedLog(order.id, ORDER_LOG_TYPE.CALCULATIONDOC_SIGNED.id);
    const receipt = await storedLog(order.id, ORDER_LOG_TYPE.RECEIPTDOC.id);
    // A hidden signed receipt supersedes nothing: the receipt stays listed.
    const hidden = await storedLog(order.id, ORDER_LOG_TYPE.RECEIPTDOC_SIGNED.id, true);
    for (const client of [roles.employer, parentEmployer, roles.superUser]) {
      const { body } = await detail(client, quotation.id);
      expect(body.data?.employerQuotation.documents.map((log) => log.id)).toEqual([signed.id, receipt.id]);
    }
    // The file route serves the listed ones and never the hidden one to an employer.
    for (const client of [roles.employer, parentEmployer])
      expect((await get(`/files/order-logs/${signed.id}`, client)).status).toBe(200);
    for (const client of [roles.employer, parentEmployer, otherEmployer])
      expect((await get(`/files/order-logs/${hidden.id}`, client)).status).toBe(404);
    expect((await get(`/files/order-logs/${calculation.id}`, otherEmployer)).status).toBe(404);
    expect((await get(`/files/order-logs/${hidden.id}`, roles.superUser)).status).toBe(200);
  });

  it('shows the licence plate and the service pass with its transactions', async () => {
    const { quotation, order } = await waiting({ quotation: { bike_type_fk: 1 } });
    const [bike] = await db()
      .insert(bikes)
      .values({
        order_fk: order.id,
        employee_fk: quotation.employee_fk,
        bike_type_fk: 1,
        license_number: '1-ABC-123',
      })
      .returning();
    const empty = await detail(roles.employer, quotation.id);
    expect(empty.body.data?.employerQuotation).toMatchObject({
      license_number: '1-ABC-123',
      service_pass: null,
    });
    const [pass] = await db()
      .insert(servicePasses)
      .values({ barcode: '3120000000000000042', bike_fk: bike.id, remaining_amount: 7500 })
      .returning();
    await db()
      .insert(servicePassTransactions)
      .values([
        {
          service_pass_fk: pass.id,
          amount: 10000,
          description: 'Opladen',
          occurred_at: new Date('2026-01-02'),
        },
        {
          service_pass_fk: pass.id,
          amount: -2500,
          description: 'Onderhoud',
          occurred_at: new Date('2026-02-03'),
        },
      ]);
    const { body } = await detail(parentEmployer, quotation.id);
    expect(body.data?.employerQuotation.service_pass).toEqual({
      barcode: '3120000000000000042',
      remaining_amount: 7500,
      transactions: [
        { amount: -2500, description: 'Onderhoud' },
        { amount: 10000, description: 'Opladen' },
      ],
    });
  });

  it("serves the calculation PDF to the company's and the parent company's employers only", async () => {
    const { quotation } = await waiting();
    for (const client of [roles.employer, parentEmployer, roles.superUser, roles.dealerUser])
      expect((await get(`/files/quotations/${quotation.id}/pdf`, client)).status).toBe(200);
    for (const client of [otherEmployer, roles.otherDealer])
      expect((await get(`/files/quotations/${quotation.id}/pdf`, client)).status).toBe(404);
    const fresh = await quotationWithOrder(scene.app, roles, {
      order: { order_status_fk: ORDER_STATUS.NEW.id },
    });
    expect((await get(`/files/quotations/${fresh.quotation.id}/pdf`, roles.employer)).status).toBe(404);
  });
});
