import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { orderLogs } from '../../db/schema/orders';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import {
  documentsSuite,
  orderScene,
  pdfFile,
  smallPdf,
  storedObjects,
} from '../../test/documents-test-support';

const CREATE = `mutation($input: CreateOrderLogInput!) {
  createOrderLog(input: $input) { id order_fk order_log_type_fk description hidden file_id download_url }
}`;
const UPDATE = 'mutation($input: UpdateOrderLogInput!) { updateOrderLog(input: $input) { id hidden } }';

type Created = {
  createOrderLog: {
    id: number;
    order_fk: number;
    order_log_type_fk: number;
    description: string;
    hidden: boolean;
    file_id: string;
    download_url: string;
  };
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('uploading an order document', () => {
  const suite = documentsSuite();

  type Client = Awaited<ReturnType<typeof orderScene>>['dealer'];
  const upload = (client: Client, orderId: number, files: File[], extra: Record<string, unknown> = {}) =>
    client.upload<Created>(
      CREATE,
      { input: { order_fk: orderId, order_log_type_fk: 2, files: files.map(() => null), ...extra } },
      files.map((file, i) => [`variables.input.files.${i}`, file]),
    );
  const logsOf = (orderId: number) =>
    suite.app.database.db.select().from(orderLogs).where(eq(orderLogs.order_fk, orderId));

  it("stores a dealer's PDF and records it as an order log of the order", async () => {
    const scene = await orderScene(suite.app);
    const bytes = await smallPdf();
    const before = await storedObjects(suite.filesDir);

    const { status, body } = await upload(scene.dealer, scene.order.id, [pdfFile(bytes, 'getekend.pdf')]);

    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const log = body.data!.createOrderLog;
    expect(log).toMatchObject({
      order_fk: scene.order.id,
      order_log_type_fk: 2,
      description: 'Getekende berekening',
      hidden: false,
      download_url: `/files/order-logs/${log.id}`,
    });
    const added = (await storedObjects(suite.filesDir)).filter((path) => !before.includes(path));
    expect(added).toEqual([log.file_id]);
    const stored = await suite.app.database.db.select().from(orderLogs).where(eq(orderLogs.id, log.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].file_id).toBe(log.file_id);
  });

  it('lets a super user upload to any order, hidden from employers, and toggle that flag', async () => {
    const scene = await orderScene(suite.app);
    const { body } = await upload(scene.superUser, scene.order.id, [pdfFile(await smallPdf())], {
      order_log_type_fk: 7,
      description: 'Bestelbon winkel',
      hidden: true,
    });
    const log = body.data!.createOrderLog;
    expect(log).toMatchObject({ order_log_type_fk: 7, description: 'Bestelbon winkel', hidden: true });

    const shown = await scene.superUser.request(UPDATE, { input: { id: log.id, hidden: false } });
    expect(shown.body.data).toEqual({ updateOrderLog: { id: log.id, hidden: false } });
    const byDealer = await scene.dealer.request(UPDATE, { input: { id: log.id, hidden: true } });
    expect(errorCode(byDealer)).toBe('FORBIDDEN');
    const missing = await scene.superUser.request(UPDATE, { input: { id: 2_000_000_000, hidden: true } });
    expect(errorCode(missing)).toBe('NOT_FOUND');
  });

  describe('refuses before anything is stored', () => {
    async function expectRefused(
      attempt: (scene: Awaited<ReturnType<typeof orderScene>>) => ReturnType<typeof upload>,
      code: string,
    ) {
      const scene = await orderScene(suite.app);
      const before = await storedObjects(suite.filesDir);
      const response = await attempt(scene);
      expect(errorCode(response)).toBe(code);
      expect(response.body.data?.createOrderLog ?? null).toBeNull();
      expect(await storedObjects(suite.filesDir)).toEqual(before);
      expect(await logsOf(scene.order.id)).toEqual([]);
      return response;
    }

    it('a PNG renamed .pdf (judged by its bytes)', async () => {
      const png = new Uint8Array([...PNG_SIGNATURE, ...new Uint8Array(64)]);
      await expectRefused((s) => upload(s.dealer, s.order.id, [pdfFile(png, 'scan.pdf')]), 'NOT_A_PDF');
    });

    it("a file of 10 MB + 1 byte, with the spec's message", async () => {
      const pdf = await smallPdf();
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(pdf);
      const response = await expectRefused(
        (s) => upload(s.dealer, s.order.id, [pdfFile(big, 'groot.pdf')]),
        'FILE_TOO_LARGE',
      );
      expect(response.body.errors?.[0].extensions?.i18nKey).toBe('errors.fileTooLarge');
    });

    it('a file that starts like a PDF but does not parse as one', async () => {
      const pdf = await smallPdf();
      const truncated = pdf.slice(0, pdf.byteLength / 2);
      await expectRefused((s) => upload(s.dealer, s.order.id, [pdfFile(truncated)]), 'PDF_UNREADABLE');
    });

    it.each([
      ['JavaScript run on opening', withOpenActionScript],
      ['a document-level script in the JavaScript name tree', withNamedScript],
      ['a link whose action launches a program', withLaunchLink],
    ])('a PDF carrying %s, with a translated message', async (_, build) => {
      const pdf = await build();
      const response = await expectRefused(
        (s) => upload(s.dealer, s.order.id, [pdfFile(pdf)]),
        'PDF_ACTIVE_CONTENT',
      );
      expect(response.body.errors?.[0].extensions?.i18nKey).toBe('errors.pdfActiveContent');
    });

    it('a dealer asking for the document hidden from employers', async () => {
      const pdf = await smallPdf();
      await expectRefused((s) => upload(s.dealer, s.order.id, [pdfFile(pdf)], { hidden: true }), 'FORBIDDEN');
    });

    it('two files', async () => {
      const pdf = await smallPdf();
      await expectRefused((s) => upload(s.dealer, s.order.id, [pdfFile(pdf), pdfFile(pdf)]), 'ONE_FILE_ONLY');
    });

    it('an extra document without a title', async () => {
      const pdf = await smallPdf();
      await expectRefused(
        (s) => upload(s.dealer, s.order.id, [pdfFile(pdf)], { order_log_type_fk: 7, description: ' ' }),
        'DOCUMENT_TITLE_REQUIRED',
      );
    });

    it('no session', async () => {
      const pdf = await smallPdf();
      await expectRefused(
        (s) =>
          graphqlClient(suite.app).upload(
            CREATE,
            { input: { order_fk: s.order.id, order_log_type_fk: 2, files: [null] } },
            [['variables.input.files.0', pdfFile(pdf)]],
          ),
        'UNAUTHENTICATED',
      );
    });

    it("a dealer uploading to another dealer's order, answered as if it did not exist", async () => {
      const pdf = await smallPdf();
      await expectRefused((s) => upload(s.otherDealer, s.order.id, [pdfFile(pdf)]), 'NOT_FOUND');
    });

    it('an employer, even of the order’s company', async () => {
      const pdf = await smallPdf();
      await expectRefused((s) => upload(s.employer, s.order.id, [pdfFile(pdf)]), 'FORBIDDEN');
    });
  });
});

async function withOpenActionScript() {
  const doc = await PDFDocument.create();
  doc.addPage();
  doc.catalog.set(
    PDFName.of('OpenAction'),
    doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
  );
  return doc.save();
}

async function withNamedScript() {
  const doc = await PDFDocument.create();
  doc.addPage();
  const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  const tree = doc.context.register(doc.context.obj({ Names: [PDFString.of('init'), action] }));
  doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: tree }));
  return doc.save();
}

async function withLaunchLink() {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const link = {
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [0, 0, 100, 20],
    A: { S: 'Launch', F: PDFString.of('calc.exe') },
  };
  page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.obj(link)]));
  return doc.save();
}
