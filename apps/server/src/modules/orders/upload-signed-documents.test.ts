import { describe, expect, it } from 'vitest';
import { orderLogs } from '../../db/schema/orders';
import { errorCode } from '../../test/graphql-client';
import { documentsSuite, pdfFile, smallPdf, storedObjects } from '../../test/documents-test-support';
import {
  failStatusChangeOf,
  DEALER_UPLOAD_ACCESS,
  historyOf,
  orderState,
  uploadScene,
  type Client,
  type UploadScene,
} from '../../test/upload-flows-test-support';

const SIGNED = `mutation($id: Int!, $calc: File!, $quote: File!) {
  uploadSignedDocuments(order_id: $id, signed_calculation: $calc, quotation_document: $quote) {
    order_id order_status_fk order_logs { order_log_type_fk description file_id }
  }
}`;
const QUOTE_LATER = `mutation($id: Int!, $quote: File!) {
  uploadQuotationDocument(order_id: $id, quotation_document: $quote) {
    order_status_fk order_logs { order_log_type_fk }
  }
}`;

type Result = { order_status_fk: number; order_logs: { order_log_type_fk: number; file_id: string }[] };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(64)]);

describe('uploading the signed documents of an order', () => {
  const suite = documentsSuite();

  const uploadSigned = async (client: Client, orderId: number, quote?: File) =>
    client.upload<{ uploadSignedDocuments: Result }>(SIGNED, { id: orderId, calc: null, quote: null }, [
      ['variables.calc', pdfFile(await smallPdf('Getekende berekening'))],
      ['variables.quote', quote ?? pdfFile(await smallPdf('Offerte'))],
    ]);
  const uploadQuote = async (client: Client, orderId: number) =>
    client.upload<{ uploadQuotationDocument: Result }>(QUOTE_LATER, { id: orderId, quote: null }, [
      ['variables.quote', pdfFile(await smallPdf('Offerte'))],
    ]);

  async function expectNothingChanged(scene: UploadScene, before: string[]) {
    const state = await orderState(suite.app, scene);
    expect(state.order.order_status_fk).toBe(scene.order.order_status_fk);
    expect(state.logs).toEqual([]);
    expect(state.dealFields).toEqual({});
    expect(state.webhookJobs).toBe(0);
    expect(await historyOf(suite.app, scene)).toEqual([]);
    expect(await storedObjects(suite.filesDir)).toEqual(before);
  }

  it('stores both documents, moves a new order to SIGNED, syncs the deal and queues the webhooks', async () => {
    const scene = await uploadScene(suite.app);
    const before = await storedObjects(suite.filesDir);

    const { body } = await uploadSigned(await scene.as('dealerUser'), scene.order.id);

    expect(body.errors).toBeUndefined();
    const result = body.data!.uploadSignedDocuments;
    expect(result.order_status_fk).toBe(2);
    expect(result.order_logs.map((log) => log.order_log_type_fk)).toEqual([2, 5]);
    const state = await orderState(suite.app, scene);
    expect(state.order.order_status_fk).toBe(2);
    expect(state.logs.map((log) => [log.order_log_type_fk, log.description])).toEqual([
      [2, 'Getekende berekening'],
      [5, 'Offerte'],
    ]);
    expect(state.dealFields.signed_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(state.webhookJobs).toBe(1);
    const [signedLog, quotationLog] = state.logs;
    expect(await historyOf(suite.app, scene)).toEqual([
      ['document', 'CALCULATIONDOC_SIGNED', null, String(signedLog.id), 'screen'],
      ['document', 'QUOTATIONDOC', null, String(quotationLog.id), 'screen'],
      ['status', 'order_status', 'NEW', 'SIGNED', 'screen'],
    ]);
    const added = (await storedObjects(suite.filesDir)).filter((path) => !before.includes(path));
    expect(added.sort()).toEqual(state.logs.map((log) => log.file_id).sort());
  });

  it('leaves no file, no log and no status change when the second file is not a PDF', async () => {
    const scene = await uploadScene(suite.app);
    const before = await storedObjects(suite.filesDir);
    const response = await uploadSigned(
      await scene.as('dealerUser'),
      scene.order.id,
      pdfFile(PNG, 'scan.pdf'),
    );
    expect(errorCode(response)).toBe('NOT_A_PDF');
    await expectNothingChanged(scene, before);
  });

  it('removes the stored files again when a later step of the transaction fails', async () => {
    const scene = await uploadScene(suite.app);
    await failStatusChangeOf(suite.app, scene.order.id);
    const before = await storedObjects(suite.filesDir);
    const response = await uploadSigned(await scene.as('superUser'), scene.order.id);
    expect(errorCode(response)).toBe('INTERNAL_SERVER_ERROR');
    await expectNothingChanged(scene, before);
  });

  it('refuses an order whose status does not offer the upload, before storing anything', async () => {
    const scene = await uploadScene(suite.app, { status: 'APPROVED', fip: true });
    const before = await storedObjects(suite.filesDir);
    const response = await uploadSigned(await scene.as('superUser'), scene.order.id);
    expect(errorCode(response)).toBe('UPLOAD_NOT_ALLOWED');
    await expectNothingChanged(scene, before);
  });

  it("lets a FIP order's uploads be retried at SIGNED without firing the webhooks again", async () => {
    const scene = await uploadScene(suite.app, { status: 'SIGNED', fip: true });
    const { body } = await uploadSigned(await scene.as('dealerAdmin'), scene.order.id);
    expect(body.data!.uploadSignedDocuments.order_status_fk).toBe(2);
    expect((await orderState(suite.app, scene)).webhookJobs).toBe(0);
  });

  it.each(DEALER_UPLOAD_ACCESS)('as %s: %s', async (role, answer) => {
    const scene = await uploadScene(suite.app);
    const response = await uploadSigned(await scene.as(role), scene.order.id);
    expect(errorCode(response) ?? 'accepted').toBe(answer);
    expect((await orderState(suite.app, scene)).logs).toHaveLength(answer === 'accepted' ? 2 : 0);
  });

  it('answers a missing order like one out of scope', async () => {
    const scene = await uploadScene(suite.app);
    expect(errorCode(await uploadSigned(await scene.as('dealerUser'), 2_000_000_000))).toBe('NOT_FOUND');
  });

  describe("the FIP quotation document uploaded 'later'", () => {
    it('keeps a new order NEW while its signed calculation is missing, and takes it once', async () => {
      const scene = await uploadScene(suite.app, { fip: true });
      const dealer = await scene.as('dealerUser');
      const { body } = await uploadQuote(dealer, scene.order.id);
      expect(body.data!.uploadQuotationDocument).toEqual({
        order_status_fk: 1,
        order_logs: [{ order_log_type_fk: 5 }],
      });
      const state = await orderState(suite.app, scene);
      expect([state.order.order_status_fk, state.dealFields, state.webhookJobs]).toEqual([1, {}, 0]);
      expect(errorCode(await uploadQuote(dealer, scene.order.id))).toBe('UPLOAD_NOT_ALLOWED');
    });

    it('moves the order to SIGNED and syncs the deal when the signed calculation is there', async () => {
      const scene = await uploadScene(suite.app, { fip: true });
      await suite.app.database.db
        .insert(orderLogs)
        .values({ order_fk: scene.order.id, order_log_type_fk: 2, description: 'Getekende berekening' });
      const { body } = await uploadQuote(await scene.as('dealerUser'), scene.order.id);
      expect(body.data!.uploadQuotationDocument.order_status_fk).toBe(2);
      const state = await orderState(suite.app, scene);
      expect(state.order.order_status_fk).toBe(2);
      expect(state.dealFields.signed_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(state.webhookJobs).toBe(1);
    });

    it('is refused for a company that is not FIP', async () => {
      const scene = await uploadScene(suite.app);
      expect(errorCode(await uploadQuote(await scene.as('superUser'), scene.order.id))).toBe(
        'UPLOAD_NOT_ALLOWED',
      );
    });
  });
});
