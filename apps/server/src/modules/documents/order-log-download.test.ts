import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikes } from '../../db/schema/bikes';
import { quotations } from '../../db/schema/quotations';
import { subscriptionClient, waitUntil } from '../../test/subscription-client';
import {
  createDocumentsTestApp,
  orderScene,
  pdfFile,
  smallPdf,
  type TestApp,
} from '../../test/documents-test-support';

const CREATE = `mutation($input: CreateOrderLogInput!) {
  createOrderLog(input: $input) { id download_url }
}`;
type Created = { createOrderLog: { id: number; download_url: string } };
type Scene = Awaited<ReturnType<typeof orderScene>>;
type Client = Scene['dealer'];

describe('downloading an order document', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let baseUrl: string;
  beforeAll(async () => {
    ({ app, close } = await createDocumentsTestApp());
    baseUrl = await app.listen(0, '127.0.0.1');
  });
  afterAll(() => close());

  async function uploaded(
    client: Client,
    orderId: number,
    bytes: Uint8Array,
    extra: Record<string, unknown> = {},
  ) {
    const { body } = await client.upload<Created>(
      CREATE,
      { input: { order_fk: orderId, order_log_type_fk: 2, files: [null], ...extra } },
      [['variables.input.files.0', pdfFile(bytes)]],
    );
    if (!body.data) throw new Error(`upload failed: ${JSON.stringify(body.errors)}`);
    return body.data.createOrderLog;
  }
  const download = (path: string, client?: Client) =>
    fetch(`${baseUrl}${path}`, { headers: client?.cookie ? { cookie: client.cookie } : {} });

  let scene: Scene;
  let bytes: Uint8Array;
  let visible: Created['createOrderLog'];
  let hidden: Created['createOrderLog'];
  beforeAll(async () => {
    scene = await orderScene(app);
    bytes = await smallPdf('Getekende berekening van Jan');
    visible = await uploaded(scene.dealer, scene.order.id, bytes);
    hidden = await uploaded(scene.superUser, scene.order.id, await smallPdf('Intern'), {
      order_log_type_fk: 7,
      description: 'Interne nota',
      hidden: true,
    });
  });

  it('streams the PDF to the dealer of the quotation, byte for byte, with a file name', async () => {
    const response = await download(visible.download_url, scene.dealer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${scene.quotation.quotation_number} Getekende berekening.pdf"`,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('serves a document sandboxed and unsniffed, as a download unless a preview asks for inline', async () => {
    const saved = await download(visible.download_url, scene.dealer);
    const previewed = await download(`${visible.download_url}?inline=1`, scene.dealer);
    for (const response of [saved, previewed]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe("sandbox; frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      await response.arrayBuffer();
    }
    expect(saved.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(previewed.headers.get('content-disposition')).toBe(
      `inline; filename="${scene.quotation.quotation_number} Getekende berekening.pdf"`,
    );
  });

  it('names a document with accents in UTF-8 (filename*), so the browser saves it as titled', async () => {
    const accented = await uploaded(scene.dealer, scene.order.id, bytes, {
      order_log_type_fk: 7,
      description: 'Bijlage Hélène één',
    });
    const response = await download(accented.download_url, scene.dealer);
    await response.arrayBuffer();
    const number = scene.quotation.quotation_number;
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${number} Bijlage Helene een.pdf"; filename*=UTF-8''${number}%20Bijlage%20H%C3%A9l%C3%A8ne%20%C3%A9%C3%A9n.pdf`,
    );
  });

  it('answers another dealer exactly as for a document that does not exist', async () => {
    const outOfScope = await download(visible.download_url, scene.otherDealer);
    const missing = await download('/files/order-logs/999999999', scene.otherDealer);
    expect(outOfScope.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await outOfScope.text()).toBe(await missing.text());
  });

  it("serves an employer its company's documents, but never a hidden one", async () => {
    const shown = await download(visible.download_url, scene.employer);
    expect(shown.status).toBe(200);
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(bytes);
    expect((await download(hidden.download_url, scene.employer)).status).toBe(404);
    expect((await download(hidden.download_url, scene.superUser)).status).toBe(200);
  });

  it('asks for a session first', async () => {
    const response = await download(visible.download_url);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses the receipt of a speed pedelec until it has a licence plate', async () => {
    const pedelec = await orderScene(app);
    await app.database.db
      .update(quotations)
      .set({ bike_type_fk: 1 })
      .where(eq(quotations.id, pedelec.quotation.id));
    const receipt = await uploaded(pedelec.dealer, pedelec.order.id, await smallPdf('Ontvangstbewijs'), {
      order_log_type_fk: 3,
    });

    const refused = await download(receipt.download_url, pedelec.dealer);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: {
        code: 'LICENSE_PLATE_REQUIRED_FOR_DOWNLOAD',
        i18nKey: 'errors.licensePlateRequiredForDownload',
        message: 'Provide license plate to download',
      },
    });

    await app.database.db.insert(bikes).values({
      order_fk: pedelec.order.id,
      employee_fk: pedelec.quotation.employee_fk,
      bike_type_fk: 1,
      license_number: 'S1ABC23',
    });
    expect((await download(receipt.download_url, pedelec.dealer)).status).toBe(200);
  });

  it('tells subscribed dealers of the quotation that a document arrived, and nobody else', async () => {
    const own = subscriptionClient(baseUrl, scene.dealer.cookie);
    const other = subscriptionClient(baseUrl, scene.otherDealer.cookie);
    const query = 'subscription { orderLogCreated { order_log_id order_id quotation_number description } }';
    await waitUntil(() => app.pubsub.listenerCount() === 0);
    const ownEvents = own.subscribe(query);
    const otherEvents = other.subscribe(query);
    try {
      await waitUntil(() => app.pubsub.listenerCount() >= 2);
      const log = await uploaded(scene.dealer, scene.order.id, await smallPdf('Offerte'), {
        order_log_type_fk: 5,
      });
      expect((await ownEvents.next()).data).toEqual({
        orderLogCreated: {
          order_log_id: log.id,
          order_id: scene.order.id,
          quotation_number: scene.quotation.quotation_number,
          description: 'Offerte',
        },
      });
      await expect(otherEvents.next(500)).rejects.toThrow(/no event/);
    } finally {
      await own.dispose();
      await other.dispose();
    }
  });

  it('tells the dealer when a super user hides or shows a document', async () => {
    // subscriptions of the tests before are released asynchronously; count from none.
    await waitUntil(() => app.pubsub.listenerCount() === 0);
    const socket = subscriptionClient(baseUrl, scene.dealer.cookie);
    const events = socket.subscribe('subscription { orderLogUpdated { order_log_id order_id } }');
    try {
      await waitUntil(() => app.pubsub.listenerCount() >= 1);
      const { body } = await scene.superUser.request(
        'mutation($input: UpdateOrderLogInput!) { updateOrderLog(input: $input) { id hidden } }',
        { input: { id: visible.id, hidden: false } },
      );
      expect(body.data).toEqual({ updateOrderLog: { id: visible.id, hidden: false } });
      expect((await events.next()).data).toEqual({
        orderLogUpdated: { order_log_id: visible.id, order_id: scene.order.id },
      });
    } finally {
      await socket.dispose();
    }
  });
});
