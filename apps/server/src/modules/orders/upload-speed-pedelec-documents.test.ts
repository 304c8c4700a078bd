import { eq } from 'drizzle-orm';
import { DEAL_STATUS, EXCLUDED_PLATE_INVOICE_TARGET_ID } from '@spokes/domain/codes';
import { describe, expect, it } from 'vitest';
import { bikes } from '../../db/schema/bikes';
import { licensePlateRequests } from '../../db/schema/license-plates';
import { orders } from '../../db/schema/orders';
import { outboxMessages } from '../../db/schema/outbox';
import { errorCode } from '../../test/graphql-client';
import { documentsSuite, pdfFile, smallPdf, storedObjects } from '../../test/documents-test-support';
import {
  excludedInvoiceTarget,
  DEALER_UPLOAD_ACCESS,
  historyOf,
  orderState,
  uploadScene,
  type Client,
  type UploadScene,
} from '../../test/upload-flows-test-support';

const SPEED_PEDELEC = `mutation(
  $id: Int!, $frame: String, $accu: String, $control: String, $sticker: String, $x12: String,
  $coc: File!, $doc705: File!
) {
  uploadSpeedPedelecDocuments(
    order_id: $id, frame_number: $frame, accu_number: $accu, control_number: $control,
    sticker_number: $sticker, barcode_x12: $x12, coc: $coc, doc705: $doc705
  ) { order_status_fk order_logs { order_log_type_fk } license_plate_request_id }
}`;

type Result = {
  uploadSpeedPedelecDocuments: {
    order_status_fk: number;
    order_logs: { order_log_type_fk: number }[];
    license_plate_request_id: number | null;
  };
};
const NUMBERS = {
  frame: 'wbk12345678901234',
  accu: 'AC-991',
  control: '042',
  sticker: '12345678',
  x12: '123456789',
};
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(64)]);

describe("uploading a speed pedelec's documents", () => {
  const suite = documentsSuite();

  const speedPedelec = (options: Parameters<typeof uploadScene>[1] = {}) =>
    uploadScene(suite.app, { status: 'APPROVED', bikeTypeId: 1, ...options });
  const send = async (
    client: Client,
    orderId: number,
    numbers: Partial<typeof NUMBERS> = {},
    doc705?: File,
  ) =>
    client.upload<Result>(SPEED_PEDELEC, { id: orderId, ...NUMBERS, ...numbers, coc: null, doc705: null }, [
      ['variables.coc', pdfFile(await smallPdf('CoC'))],
      ['variables.doc705', doc705 ?? pdfFile(await smallPdf('705'))],
    ]);
  const db = () => suite.app.database.db;
  const bikeOf = async (orderId: number) =>
    (await db().select().from(bikes).where(eq(bikes.order_fk, orderId)))[0];
  const platesOf = (bikeId: number) =>
    db().select().from(licensePlateRequests).where(eq(licensePlateRequests.bike_fk, bikeId));
  const mailsTo = (email: string) =>
    db().select().from(outboxMessages).where(eq(outboxMessages.recipient, email));

  async function expectNothingChanged(scene: UploadScene, before: string[]) {
    const state = await orderState(suite.app, scene);
    expect(state.logs).toEqual([]);
    expect(await bikeOf(scene.order.id)).toBeUndefined();
    expect(await storedObjects(suite.filesDir)).toEqual(before);
  }

  it('puts the numbers on a new bike, stores CoC and 705, mails the dealer and requests a plate', async () => {
    const scene = await speedPedelec({ dealerEmail: `shop-${Date.now()}@dealer.test` });
    const { body } = await send(await scene.as('dealerUser'), scene.order.id);

    expect(body.errors).toBeUndefined();
    const result = body.data!.uploadSpeedPedelecDocuments;
    expect(result.order_status_fk).toBe(3);
    expect(result.order_logs).toEqual([{ order_log_type_fk: 8 }, { order_log_type_fk: 9 }]);
    const bike = await bikeOf(scene.order.id);
    expect(bike).toMatchObject({
      bike_type_fk: 1,
      employee_fk: scene.quotation.employee_fk,
      frame_number: 'WBK12345678901234',
      accu_number: 'AC-991',
      control_number: '042',
      sticker_number: '12345678',
      barcode_x12: '123456789',
    });
    const plates = await platesOf(bike.id);
    expect(plates).toMatchObject([
      {
        id: result.license_plate_request_id,
        license_plate_registration_type_fk: 2,
        license_plate_request_status_fk: 1,
      },
    ]);
    const [mail] = await mailsTo(scene.dealer.email!);
    expect(mail).toMatchObject({ template: 'ordered-bike-at-shop', language: 'nl' });
    expect(mail.subject).toContain(scene.quotation.quotation_number);
    expect(
      (await historyOf(suite.app, scene)).map(([kind, field, old, value]) => [kind, field, old, value]),
    ).toEqual([
      ['document', 'COCDOC', null, expect.any(String)],
      ['document', 'DOC705', null, expect.any(String)],
      ['bike', 'frame_number', null, 'WBK12345678901234'],
      ['bike', 'accu_number', null, 'AC-991'],
      ['bike', 'control_number', null, '042'],
      ['bike', 'barcode_x12', null, '123456789'],
      ['bike', 'sticker_number', null, '12345678'],
      ['mail', 'ordered-bike-at-shop', null, scene.dealer.email],
      ['bike', 'license_plate_request', null, String(result.license_plate_request_id)],
    ]);
  });

  it('updates an existing bike and keeps one open plate request when the documents come again', async () => {
    const scene = await speedPedelec();
    const client = await scene.as('superUser');
    const first = await send(client, scene.order.id);
    const again = await send(client, scene.order.id, { frame: 'WBK00000000000009', sticker: '' });
    expect(again.body.data!.uploadSpeedPedelecDocuments.license_plate_request_id).toBe(
      first.body.data!.uploadSpeedPedelecDocuments.license_plate_request_id,
    );
    const bike = await bikeOf(scene.order.id);
    expect(bike).toMatchObject({ frame_number: 'WBK00000000000009', sticker_number: '12345678' });
    const bikeChanges = (await historyOf(suite.app, scene)).filter(([kind]) => kind === 'bike');
    expect(bikeChanges.slice(6)).toEqual([
      ['bike', 'frame_number', 'WBK12345678901234', 'WBK00000000000009', 'screen'],
    ]);
    expect(await platesOf(bike.id)).toHaveLength(1);
  });

  it.each<[string, Parameters<typeof uploadScene>[1]]>([
    ['the excluded leasing party', { invoiceTargetId: EXCLUDED_PLATE_INVOICE_TARGET_ID }],
    ['an invoice target without automatic requests', { licensePlateAutoRequest: false }],
  ])('makes no plate request for %s', async (_, options) => {
    await excludedInvoiceTarget(suite.app);
    const scene = await speedPedelec(options);
    const { body } = await send(await scene.as('dealerUser'), scene.order.id);
    expect(body.data!.uploadSpeedPedelecDocuments.license_plate_request_id).toBeNull();
    expect(await platesOf((await bikeOf(scene.order.id)).id)).toEqual([]);
  });

  it("refuses wrong numbers with each field's code, storing nothing", async () => {
    const scene = await speedPedelec();
    const before = await storedObjects(suite.filesDir);
    const response = await send(await scene.as('dealerUser'), scene.order.id, {
      frame: 'SHORT',
      accu: 'A1',
      control: '12',
      x12: '12345',
    });
    expect(errorCode(response)).toBe('BAD_INPUT');
    expect(response.body.errors?.[0].extensions).toMatchObject({
      details: {
        fields: {
          frame_number: 'FRAME_NUMBER_LENGTH',
          accu_number: 'BATTERY_NUMBER_TOO_SHORT',
          control_number: 'CONTROL_NUMBER_FORMAT',
          barcode_x12: 'X12_REFERENCE_FORMAT',
        },
      },
    });
    await expectNothingChanged(scene, before);
  });

  it('leaves no bike, file or log when the 705 is not a PDF', async () => {
    const scene = await speedPedelec();
    const before = await storedObjects(suite.filesDir);
    const response = await send(await scene.as('dealerUser'), scene.order.id, {}, pdfFile(PNG));
    expect(errorCode(response)).toBe('NOT_A_PDF');
    await expectNothingChanged(scene, before);
  });

  it("keeps an invoiced bike's numbers from the dealer, not from a super user", async () => {
    const scene = await speedPedelec();
    await db()
      .update(orders)
      .set({ deal_status_fk: DEAL_STATUS.INVOICED.id })
      .where(eq(orders.id, scene.order.id));
    const before = await storedObjects(suite.filesDir);
    for (const role of ['dealerUser', 'dealerAdmin'] as const)
      expect(errorCode(await send(await scene.as(role), scene.order.id))).toBe('BIKE_LOCKED');
    await expectNothingChanged(scene, before);

    const { body } = await send(await scene.as('superUser'), scene.order.id);
    expect(body.errors).toBeUndefined();
    expect(await bikeOf(scene.order.id)).toMatchObject({ frame_number: 'WBK12345678901234' });
  });

  it('refuses when the dealer has no e-mail address for the mail', async () => {
    const scene = await speedPedelec({ dealerEmail: null });
    const before = await storedObjects(suite.filesDir);
    expect(errorCode(await send(await scene.as('superUser'), scene.order.id))).toBe('DEALER_EMAIL_MISSING');
    await expectNothingChanged(scene, before);
  });

  it.each([
    ['a bike that is no speed pedelec', { bikeTypeId: 5 }],
    ['an order not yet approved', { status: 'SIGNED' as const }],
  ])('refuses %s', async (_, options) => {
    const scene = await speedPedelec(options);
    expect(errorCode(await send(await scene.as('superUser'), scene.order.id))).toBe('UPLOAD_NOT_ALLOWED');
  });

  it.each(DEALER_UPLOAD_ACCESS)('as %s: %s', async (role, answer) => {
    const scene = await speedPedelec();
    const response = await send(await scene.as(role), scene.order.id);
    expect(errorCode(response) ?? 'accepted').toBe(answer);
    expect(await bikeOf(scene.order.id)).toEqual(answer === 'accepted' ? expect.anything() : undefined);
  });
});
