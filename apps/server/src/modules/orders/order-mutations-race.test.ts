import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LOG_TYPE } from '@spokes/domain/codes';
import { bikes } from '../../db/schema/bikes';
import { licensePlateRequests } from '../../db/schema/license-plates';
import { orderHistory, type ORDER_HISTORY_KINDS } from '../../db/schema/order-history';
import { orderLogs, orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import {
  createBikeBrand,
  createCompany,
  createDeal,
  createDealer,
  createQuotation,
} from '../../test/factories';
import type { GraphQLResponse } from '../../test/graphql-client';
import { createDocumentsTestApp, pdfFile, smallPdf, type TestApp } from '../../test/documents-test-support';
import { seedDefaultTemplates } from '../documents/seed-default-templates';
import { orderState, uploadScene, type UploadScene } from '../../test/upload-flows-test-support';

type OrderHistoryKind = (typeof ORDER_HISTORY_KINDS)[number];
type Answer = { status: number; body: GraphQLResponse };

/**
 * Every operation that changes an order, pressed three times at once (three real GraphQL
 * requests in flight together): the order's row lock makes them run one after another, so the
 * change happens once and the others answer a typed refusal or change nothing. On PGlite the
 * transactions run one at a time anyway; the PostgreSQL run (TEST_DATABASE_URL) is the real race.
 */
describe('an order changed three times at once', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  const db = () => app.database.db;

  beforeAll(async () => {
    ({ app, close } = await createDocumentsTestApp());
    await seedDefaultTemplates(db(), app.storage);
  });
  afterAll(() => close());

  const thrice = (press: () => Promise<Answer>) => Promise.all([press(), press(), press()]);
  /** The typed code of each answer ('OK' for a success), in any order. */
  const expectCodes = (answers: Answer[], expected: string[]) =>
    expect(answers.map((answer) => answer.body.errors?.[0]?.extensions?.code ?? 'OK').sort()).toEqual(
      [...expected].sort(),
    );
  const pdf = async (text: string) => pdfFile(await smallPdf(text));

  async function historyRows(scene: UploadScene, kind: OrderHistoryKind, field: string) {
    return db()
      .select()
      .from(orderHistory)
      .where(
        and(
          eq(orderHistory.order_fk, scene.order.id),
          eq(orderHistory.kind, kind),
          eq(orderHistory.field, field),
        ),
      );
  }
  const logsOfType = (scene: UploadScene, typeId: number) =>
    db()
      .select()
      .from(orderLogs)
      .where(and(eq(orderLogs.order_fk, scene.order.id), eq(orderLogs.order_log_type_fk, typeId)));

  /** A bike the receipt accepts: brand, key and frame number, no maintenance so no service pass. */
  async function completeBike(scene: UploadScene) {
    await db().update(quotations).set({ maintenance_amount: 0 }).where(eq(quotations.id, scene.quotation.id));
    const brand = await createBikeBrand(db(), 'Brand');
    await db().insert(bikes).values({
      order_fk: scene.order.id,
      employee_fk: scene.quotation.employee_fk,
      bike_type_fk: scene.quotation.bike_type_fk,
      bike_brand_fk: brand.id,
      key_number_1: 'K1',
      frame_number: 'WBK12345678901234',
    });
    return brand;
  }

  it('executes a quotation once', async () => {
    const scene = await uploadScene(app);
    const quotation = await createQuotation(db(), { dealerId: scene.dealer.id, companyId: scene.company.id });
    const dealer = await scene.as('dealerUser');
    const answers = await thrice(() =>
      dealer.request(`mutation($id: Int!) { executeQuotation(quotation_id: $id) { order_id } }`, {
        id: quotation.id,
      }),
    );
    expectCodes(answers, ['OK', 'ORDER_EXISTS', 'ORDER_EXISTS']);
    expect(await db().select().from(orders).where(eq(orders.quotation_fk, quotation.id))).toHaveLength(1);
  });

  it('makes one receipt', async () => {
    const scene = await uploadScene(app, { status: 'APPROVED' });
    await completeBike(scene);
    const dealer = await scene.as('dealerUser');
    const answers = await thrice(() =>
      dealer.request(`mutation($id: Int!) { createReceipt(order_id: $id) { receipt_order_log_id } }`, {
        id: scene.order.id,
      }),
    );
    expectCodes(answers, ['ACTION_NOT_ALLOWED', 'ACTION_NOT_ALLOWED', 'OK']);
    expect(await logsOfType(scene, ORDER_LOG_TYPE.RECEIPTDOC.id)).toHaveLength(1);
    expect(await historyRows(scene, 'status', 'order_status')).toHaveLength(1);
    expect(await historyRows(scene, 'document', ORDER_LOG_TYPE.RECEIPTDOC.code)).toHaveLength(1);
    expect((await orderState(app, scene)).webhookJobs).toBe(1);
  });

  it('delivers once', async () => {
    const scene = await uploadScene(app, { status: 'DELIVERABLE' });
    const dealer = await scene.as('dealerUser');
    const answers = await thrice(async () =>
      dealer.upload(
        `mutation($id: Int!, $invoice: File!, $receipt: File!, $pickup: DateTime) {
          uploadDeliveryDocuments(order_id: $id, invoice: $invoice, signed_receipt: $receipt, pickup_date: $pickup) { order_status_fk }
        }`,
        { id: scene.order.id, invoice: null, receipt: null, pickup: '2027-03-14T10:00:00.000Z' },
        [
          ['variables.invoice', await pdf('Factuur')],
          ['variables.receipt', await pdf('Ontvangstbewijs')],
        ],
      ),
    );
    expectCodes(answers, ['OK', 'UPLOAD_NOT_ALLOWED', 'UPLOAD_NOT_ALLOWED']);
    expect(await logsOfType(scene, ORDER_LOG_TYPE.INVOICEDOC.id)).toHaveLength(1);
    expect(await historyRows(scene, 'status', 'order_status')).toHaveLength(1);
    expect((await orderState(app, scene)).webhookJobs).toBe(1);
  });

  it('signs once', async () => {
    const scene = await uploadScene(app, { status: 'NEW' });
    const dealer = await scene.as('dealerUser');
    const answers = await thrice(async () =>
      dealer.upload(
        `mutation($id: Int!, $signed: File!, $quotation: File!) {
          uploadSignedDocuments(order_id: $id, signed_calculation: $signed, quotation_document: $quotation) { order_status_fk }
        }`,
        { id: scene.order.id, signed: null, quotation: null },
        [
          ['variables.signed', await pdf('Getekende berekening')],
          ['variables.quotation', await pdf('Offerte')],
        ],
      ),
    );
    expectCodes(answers, ['OK', 'UPLOAD_NOT_ALLOWED', 'UPLOAD_NOT_ALLOWED']);
    expect(await logsOfType(scene, ORDER_LOG_TYPE.CALCULATIONDOC_SIGNED.id)).toHaveLength(1);
    expect(await historyRows(scene, 'status', 'order_status')).toHaveLength(1);
    expect((await orderState(app, scene)).webhookJobs).toBe(1);
  });

  it('takes the FIP quotation document once', async () => {
    const scene = await uploadScene(app, { status: 'NEW', fip: true });
    const dealer = await scene.as('dealerUser');
    const answers = await thrice(async () =>
      dealer.upload(
        `mutation($id: Int!, $doc: File!) { uploadQuotationDocument(order_id: $id, quotation_document: $doc) { order_status_fk } }`,
        { id: scene.order.id, doc: null },
        [['variables.doc', await pdf('Offerte')]],
      ),
    );
    expectCodes(answers, ['OK', 'UPLOAD_NOT_ALLOWED', 'UPLOAD_NOT_ALLOWED']);
    expect(await logsOfType(scene, ORDER_LOG_TYPE.QUOTATIONDOC.id)).toHaveLength(1);
  });

  it("requests one licence plate for a speed pedelec's documents", async () => {
    const scene = await uploadScene(app, {
      status: 'APPROVED',
      bikeTypeId: 1,
      licensePlateAutoRequest: true,
    });
    const dealer = await scene.as('dealerUser');
    const answers = await thrice(async () =>
      dealer.upload(
        `mutation($id: Int!, $coc: File!, $doc705: File!) {
          uploadSpeedPedelecDocuments(
            order_id: $id, frame_number: "WBK12345678901234", accu_number: "AC-991", control_number: "042",
            barcode_x12: "123456789", coc: $coc, doc705: $doc705
          ) { license_plate_request_id }
        }`,
        { id: scene.order.id, coc: null, doc705: null },
        [
          ['variables.coc', await pdf('CoC')],
          ['variables.doc705', await pdf('705')],
        ],
      ),
    );
    expectCodes(answers, ['OK', 'OK', 'OK']);
    const [bike] = await db().select().from(bikes).where(eq(bikes.order_fk, scene.order.id));
    expect(
      await db().select().from(licensePlateRequests).where(eq(licensePlateRequests.bike_fk, bike.id)),
    ).toHaveLength(1);
    expect(await historyRows(scene, 'bike', 'frame_number')).toHaveLength(1);
  });

  it('changes the status by hand once', async () => {
    const scene = await uploadScene(app, { status: 'SIGNED' });
    const superUser = await scene.as('superUser');
    const answers = await thrice(() =>
      superUser.request(
        `mutation($id: Int!) { updateOrderStatus(order_id: $id, order_status_id: 7) { order_id } }`,
        {
          id: scene.order.id,
        },
      ),
    );
    expectCodes(answers, ['OK', 'SAME_STATUS', 'SAME_STATUS']);
    expect(await historyRows(scene, 'status', 'order_status')).toHaveLength(1);
    expect((await orderState(app, scene)).webhookJobs).toBe(1);
  });

  for (const [decision, refused] of [
    ['approveQuotation', 'APPROVE_NOT_ALLOWED'],
    ['refuseQuotation', 'REFUSE_NOT_ALLOWED'],
  ] as const)
    it(`takes one employer decision (${decision})`, async () => {
      const scene = await uploadScene(app, { status: 'SEND_TO_DECIDER' });
      const employer = await scene.as('employer');
      const answers = await thrice(() =>
        employer.request(
          `mutation($id: Int!) { ${decision}(quotation_id: $id, reason: "Budget") { quotation_id } }`,
          {
            id: scene.quotation.id,
          },
        ),
      );
      expectCodes(answers, ['OK', refused, refused]);
      expect(await historyRows(scene, 'status', 'order_status')).toHaveLength(1);
      expect((await orderState(app, scene)).webhookJobs).toBe(1);
    });

  it('retries a stuck FIP order once', async () => {
    const scene = await uploadScene(app, { status: 'SEND_TO_DECIDER', fip: true });
    await db()
      .insert(orderLogs)
      .values([
        { order_fk: scene.order.id, order_log_type_fk: 2, description: 'Getekende berekening', file_id: 'a' },
        { order_fk: scene.order.id, order_log_type_fk: 5, description: 'Offerte', file_id: 'b' },
      ]);
    const dealer = await scene.as('dealerUser');
    const answers = await thrice(() =>
      dealer.request(`mutation($id: Int!) { retryOrderUpload(order_id: $id) { order_id } }`, {
        id: scene.order.id,
      }),
    );
    // A signed order with both documents still offers the retry: the later presses change nothing.
    expectCodes(answers, ['OK', 'OK', 'OK']);
    expect(await historyRows(scene, 'status', 'order_status')).toHaveLength(1);
  });

  it('records the end of a contract once', async () => {
    const scene = await uploadScene(app, { status: 'DELIVERED' });
    const superUser = await scene.as('superUser');
    const answers = await thrice(() =>
      superUser.request(
        `mutation($id: Int!) { setContractEndStatus(quotation_id: $id, contract_end_status: DAMAGE) { order_id } }`,
        { id: scene.quotation.id },
      ),
    );
    expectCodes(answers, ['OK', 'OK', 'OK']);
    expect(await historyRows(scene, 'order', 'contract_end_status')).toHaveLength(1);
  });

  it('saves one bike', async () => {
    const scene = await uploadScene(app, { status: 'APPROVED' });
    await db().update(quotations).set({ maintenance_amount: 0 }).where(eq(quotations.id, scene.quotation.id));
    const brand = await createBikeBrand(db(), 'Brand');
    const dealer = await scene.as('dealerUser');
    const answers = await thrice(() =>
      dealer.request(
        `mutation($id: Int!, $input: BikeInput!) { updateBike(order_id: $id, input: $input) { frame_number_changed } }`,
        { id: scene.order.id, input: { bike_brand_fk: brand.id, key_number_1: 'K1', frame_number: 'F1' } },
      ),
    );
    expectCodes(answers, ['OK', 'OK', 'OK']);
    expect(await db().select().from(bikes).where(eq(bikes.order_fk, scene.order.id))).toHaveLength(1);
    expect(await historyRows(scene, 'bike', 'frame_number')).toHaveLength(1);
  });

  it('links a deal once', async () => {
    const scene = await uploadScene(app, { status: 'SIGNED' });
    const deal = await createDeal(db(), { current_phase: 2 });
    const superUser = await scene.as('superUser');
    const answers = await thrice(() =>
      superUser.request(
        `mutation($order: Int!, $deal: Int!) { linkDeal(order_id: $order, deal_id: $deal) { id } }`,
        {
          order: scene.order.id,
          deal: deal.id,
        },
      ),
    );
    expectCodes(answers, ['OK', 'OK', 'OK']);
    expect((await orderState(app, scene)).webhookJobs).toBe(1);
  });

  it('hides a document from employers once', async () => {
    const scene = await uploadScene(app, { status: 'SIGNED' });
    const [log] = await db()
      .insert(orderLogs)
      .values({ order_fk: scene.order.id, order_log_type_fk: 7, description: 'Extra', file_id: 'x' })
      .returning();
    const superUser = await scene.as('superUser');
    const answers = await thrice(() =>
      superUser.request(`mutation($id: Int!) { updateOrderLog(input: { id: $id, hidden: true }) { id } }`, {
        id: log.id,
      }),
    );
    expectCodes(answers, ['OK', 'OK', 'OK']);
    expect(await historyRows(scene, 'document', 'hidden')).toHaveLength(1);
  });
  it('moves a quotation to another company once', async () => {
    const scene = await uploadScene(app, { status: 'SIGNED' });
    const other = await createCompany(db());
    const superUser = await scene.as('superUser');
    const answers = await thrice(() =>
      superUser.request(
        `mutation($id: Int!, $company: Int!) { changeQuotationCompany(quotation_id: $id, company_id: $company) { quotation_id } }`,
        { id: scene.quotation.id, company: other.id },
      ),
    );
    expectCodes(answers, ['OK', 'SAME_COMPANY', 'SAME_COMPANY']);
    expect(await historyRows(scene, 'company', 'company_fk')).toHaveLength(1);
  });

  it('gives a quotation another dealer once', async () => {
    const scene = await uploadScene(app, { status: 'SIGNED' });
    const other = await createDealer(db());
    const superUser = await scene.as('superUser');
    const answers = await thrice(() =>
      superUser.request(
        `mutation($id: Int!, $dealer: Int!) { changeQuotationDealer(quotation_id: $id, dealer_id: $dealer) { id } }`,
        { id: scene.quotation.id, dealer: other.id },
      ),
    );
    expectCodes(answers, ['OK', 'OK', 'OK']);
    expect(await historyRows(scene, 'dealer', 'dealer_fk')).toHaveLength(1);
  });

  it("saves the employer's details once", async () => {
    const scene = await uploadScene(app, { status: 'SEND_TO_DECIDER' });
    const employer = await scene.as('employer');
    const answers = await thrice(() =>
      employer.request(
        `mutation($id: Int!) { updateEmployerQuotationDetails(quotation_id: $id, employee_number: "E-42") { quotation_id } }`,
        { id: scene.quotation.id },
      ),
    );
    expectCodes(answers, ['OK', 'OK', 'OK']);
    expect(await historyRows(scene, 'order', 'employee_number')).toHaveLength(1);
  });

  it("moves the deal's phase once", async () => {
    const scene = await uploadScene(app, { status: 'SIGNED' });
    const superUser = await scene.as('superUser');
    const answers = await thrice(() =>
      superUser.request(`mutation($id: Int!) { updateDealPhase(id: $id, phase: ORDERED) { id } }`, {
        id: scene.deal.id,
      }),
    );
    expectCodes(answers, ['OK', 'OK', 'OK']);
    expect((await orderState(app, scene)).webhookJobs).toBe(1);
  });
});
