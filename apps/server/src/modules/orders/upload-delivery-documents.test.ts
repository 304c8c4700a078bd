import { storeDateAt11 } from '@spokes/domain/format';
import { describe, expect, it } from 'vitest';
import { errorCode } from '../../test/graphql-client';
import { documentsSuite, pdfFile, smallPdf, storedObjects } from '../../test/documents-test-support';
import {
  DEALER_UPLOAD_ACCESS,
  historyOf,
  orderState,
  uploadScene,
  type Client,
  type UploadScene,
} from '../../test/upload-flows-test-support';

const DELIVERY = `mutation($id: Int!, $invoice: File!, $receipt: File!, $pickup: DateTime) {
  uploadDeliveryDocuments(order_id: $id, invoice: $invoice, signed_receipt: $receipt, pickup_date: $pickup) {
    order_status_fk order_logs { order_log_type_fk }
  }
}`;

type Result = {
  uploadDeliveryDocuments: { order_status_fk: number; order_logs: { order_log_type_fk: number }[] };
};
// 22:30 UTC on 14 March is 23:30 on the 14th in Brussels: the day is the Belgian one.
const PICKUP = '2027-03-14T22:30:00.000Z';

describe('uploading the delivery documents of an order', () => {
  const suite = documentsSuite();

  const deliver = async (
    client: Client,
    orderId: number,
    options: { pickup?: string | null; receipt?: File } = {},
  ) =>
    client.upload<Result>(
      DELIVERY,
      {
        id: orderId,
        invoice: null,
        receipt: null,
        pickup: options.pickup === undefined ? PICKUP : options.pickup,
      },
      [
        ['variables.invoice', pdfFile(await smallPdf('Factuur'))],
        ['variables.receipt', options.receipt ?? pdfFile(await smallPdf('Getekend ontvangstbewijs'))],
      ],
    );

  async function expectNothingChanged(scene: UploadScene, before: string[]) {
    const state = await orderState(suite.app, scene);
    expect(state.order.order_status_fk).toBe(scene.order.order_status_fk);
    expect(state.order.delivery_date).toBeNull();
    expect(state.logs).toEqual([]);
    expect(state.dealFields).toEqual({});
    expect(state.webhookJobs).toBe(0);
    expect(await storedObjects(suite.filesDir)).toEqual(before);
  }

  it('stores the invoice and the signed receipt and delivers the order on the pick-up day', async () => {
    const scene = await uploadScene(suite.app, { status: 'DELIVERABLE' });
    const { body } = await deliver(await scene.as('dealerUser'), scene.order.id);

    expect(body.errors).toBeUndefined();
    expect(body.data!.uploadDeliveryDocuments).toEqual({
      order_status_fk: 5,
      order_logs: [{ order_log_type_fk: 4 }, { order_log_type_fk: 6 }],
    });
    const state = await orderState(suite.app, scene);
    expect(state.order.order_status_fk).toBe(5);
    expect(state.order.delivery_date).toEqual(storeDateAt11({ year: 2027, month: 3, day: 14 }));
    expect(state.logs.map((log) => [log.order_log_type_fk, log.description])).toEqual([
      [4, 'Factuur'],
      [6, 'Getekend ontvangstbewijs'],
    ]);
    expect(state.dealFields).toEqual({ delivery_date: '2027-03-14' });
    expect((await historyOf(suite.app, scene)).slice(2)).toEqual([
      ['status', 'order_status', 'DELIVERABLE', 'DELIVERED', 'screen'],
      ['order', 'delivery_date', null, state.order.delivery_date!.toISOString(), 'screen'],
    ]);
    expect(state.webhookJobs).toBe(1);
  });

  it('refuses a delivery upload without a pick-up date, storing nothing', async () => {
    const scene = await uploadScene(suite.app, { status: 'DELIVERABLE' });
    const before = await storedObjects(suite.filesDir);
    const response = await deliver(await scene.as('dealerUser'), scene.order.id, { pickup: null });
    expect(errorCode(response)).toBe('PICKUP_DATE_REQUIRED');
    expect(response.body.errors?.[0].extensions?.i18nKey).toBe('errors.pickupDateRequired');
    await expectNothingChanged(scene, before);
  });

  it('leaves nothing behind when the signed receipt is not a readable PDF', async () => {
    const scene = await uploadScene(suite.app, { status: 'DELIVERABLE' });
    const before = await storedObjects(suite.filesDir);
    const pdf = await smallPdf();
    const response = await deliver(await scene.as('superUser'), scene.order.id, {
      receipt: pdfFile(pdf.slice(0, pdf.byteLength / 2)),
    });
    expect(errorCode(response)).toBe('PDF_UNREADABLE');
    await expectNothingChanged(scene, before);
  });

  it.each(['APPROVED', 'DELIVERED', 'CANCELLED'] as const)(
    'refuses an order in status %s',
    async (status) => {
      const scene = await uploadScene(suite.app, { status });
      const before = await storedObjects(suite.filesDir);
      expect(errorCode(await deliver(await scene.as('superUser'), scene.order.id))).toBe(
        'UPLOAD_NOT_ALLOWED',
      );
      await expectNothingChanged(scene, before);
    },
  );

  it.each(DEALER_UPLOAD_ACCESS)('as %s: %s', async (role, answer) => {
    const scene = await uploadScene(suite.app, { status: 'DELIVERABLE' });
    const response = await deliver(await scene.as(role), scene.order.id);
    expect(errorCode(response) ?? 'accepted').toBe(answer);
    expect((await orderState(suite.app, scene)).order.order_status_fk).toBe(answer === 'accepted' ? 5 : 4);
  });
});
