import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDefaultTemplates } from './seed-default-templates';
import { bikes } from '../../db/schema/bikes';
import { employees } from '../../db/schema/employees';
import { orderLogs } from '../../db/schema/orders';
import { variants } from '../../db/schema/reference';
import { templates } from '../../db/schema/templates';
import { createCompany, createDealer, createOrder, createQuotation } from '../../test/factories';
import { signedIn } from '../../test/signed-in';
import { subscriptionClient, waitUntil } from '../../test/subscription-client';
import { sessionIdFromToken } from '../auth/session';
import { loadViewer } from '../auth/viewer';
import {
  createDocumentsTestApp,
  pdfText,
  readAll,
  storedObjects,
  type TestApp,
} from '../../test/documents-test-support';
import { generateDocument } from './generate-document';
import { runDocumentWork } from './run-document-work';

describe('generating documents from templates', () => {
  let app: TestApp;
  let filesDir: string;
  let close: () => Promise<void>;
  let baseUrl: string;
  let seeded: number;
  let variantCount: number;
  beforeAll(async () => {
    ({ app, filesDir, close } = await createDocumentsTestApp());
    baseUrl = await app.listen(0, '127.0.0.1');
    variantCount = await app.database.db.$count(variants);
    seeded = await seedDefaultTemplates(app.database.db, storage());
  });
  afterAll(() => close());

  const storage = () => app.storage;

  async function dealerViewer(dealerId: number) {
    const client = await signedIn(app, { dealerIds: [dealerId] });
    const viewer = await loadViewer(app.database.db, sessionIdFromToken(client.cookie.split('=')[1]), {
      idleMinutes: app.config.SESSION_IDLE_MINUTES,
      extend: false,
    });
    return { viewer: viewer!, client };
  }

  /** An order of a French-speaking employee whose name pdf-lib's standard fonts cannot write. */
  async function orderToDocument(companyValues: Parameters<typeof createCompany>[1] = {}) {
    const db = app.database.db;
    const dealer = await createDealer(db, { name: 'Fietsen Vélo-Ødegård' });
    const company = await createCompany(db, { name: 'Brouwerij Zonnedal', ...companyValues });
    const quotation = await createQuotation(
      db,
      { dealerId: dealer.id, companyId: company.id },
      { lease_amount: 4567, lease_amount_vat: 5526, total_vat_included: 250000, bike_type_fk: 5 },
    );
    await db
      .update(employees)
      .set({ first_name: 'Łukasz', last_name: 'Wójcik-Ővári', language_fk: 2 })
      .where(eq(employees.id, quotation.employee_fk));
    const order = await createOrder(db, quotation.id, { order_status_fk: 1 });
    return { dealer, company, quotation, order, ...(await dealerViewer(dealer.id)) };
  }

  it('seeds a default template per document type, language and variant, once', async () => {
    expect(seeded).toBe(2 * 4 * variantCount);
    expect(await seedDefaultTemplates(app.database.db, storage())).toBe(0);
    const rows = await app.database.db.select().from(templates);
    expect(rows).toHaveLength(2 * 4 * variantCount);
    const stored = await storedObjects(filesDir);
    for (const row of rows) expect(stored).toContain(row.file_id);
  });

  it('fills a Berekening with the employee and the lease amount in the employee’s language, flattened', async () => {
    const scene = await orderToDocument();
    const log = await runDocumentWork(app.database.db, scene.viewer, storage(), (tx, files) =>
      generateDocument(tx, scene.viewer, { orderId: scene.order.id, orderLogTypeId: 1, files }),
    );

    expect(log).toMatchObject({ order_fk: scene.order.id, order_log_type_fk: 1, description: 'Berekening' });
    const pdf = await readAll((await storage().get(log.file_id!))!.stream);
    const text = await pdfText(pdf);
    expect(text).toContain('Calcul');
    expect(text).toContain('Łukasz Wójcik-Ővári');
    expect(text).toContain('€ 45,67');
    expect(text).toContain('€ 55,26');
    expect(text).toContain(scene.quotation.quotation_number);
    expect(text).toContain('Brouwerij Zonnedal');
    expect(text).toContain('Vélo électrique');
    expect(text).toContain('36 mois');
    expect((await PDFDocument.load(pdf)).getForm().getFields()).toEqual([]);
  });

  it('fills an Ontvangstbewijs with the bike', async () => {
    const scene = await orderToDocument();
    await app.database.db.insert(bikes).values({
      order_fk: scene.order.id,
      employee_fk: scene.quotation.employee_fk,
      bike_type_fk: 5,
      frame_number: 'WBK12345678901234',
      model: 'Stadsfiets Ø',
    });
    const log = await runDocumentWork(app.database.db, scene.viewer, storage(), (tx, files) =>
      generateDocument(tx, scene.viewer, { orderId: scene.order.id, orderLogTypeId: 3, files }),
    );
    expect(log.description).toBe('Ontvangstbewijs');
    const text = await pdfText(await readAll((await storage().get(log.file_id!))!.stream));
    expect(text).toContain('Accusé de réception');
    expect(text).toContain('WBK12345678901234');
    expect(text).toContain('Stadsfiets Ø');
  });

  it('keeps nothing of a document whose transaction rolls back', async () => {
    const scene = await orderToDocument();
    const before = await storedObjects(filesDir);
    await expect(
      runDocumentWork(app.database.db, scene.viewer, storage(), async (tx, files) => {
        await generateDocument(tx, scene.viewer, { orderId: scene.order.id, orderLogTypeId: 1, files });
        throw new Error('a later step of Execute failed');
      }),
    ).rejects.toThrow('a later step of Execute failed');
    expect(await storedObjects(filesDir)).toEqual(before);
    expect(
      await app.database.db.select().from(orderLogs).where(eq(orderLogs.order_fk, scene.order.id)),
    ).toEqual([]);
  });

  it("answers another dealer's order as not found", async () => {
    const scene = await orderToDocument();
    const stranger = await dealerViewer((await createDealer(app.database.db)).id);
    await expect(
      runDocumentWork(app.database.db, stranger.viewer, storage(), (tx, files) =>
        generateDocument(tx, stranger.viewer, { orderId: scene.order.id, orderLogTypeId: 1, files }),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reports a missing template to the viewer as an onError event and fails with TEMPLATE_MISSING', async () => {
    const [variant] = await app.database.db
      .insert(variants)
      .values({ code: 'NO_TEMPLATES', name: 'Zonder templates' })
      .returning();
    const scene = await orderToDocument({ variant_fk: variant.id });
    const socket = subscriptionClient(baseUrl, scene.client.cookie);
    const errors = socket.subscribe('subscription { onError { i18nKey message params { name value } } }');
    try {
      await waitUntil(() => app.pubsub.listenerCount() >= 1);
      const before = await storedObjects(filesDir);

      await expect(
        runDocumentWork(app.database.db, scene.viewer, storage(), (tx, files) =>
          generateDocument(tx, scene.viewer, { orderId: scene.order.id, orderLogTypeId: 1, files }),
        ),
      ).rejects.toMatchObject({ code: 'TEMPLATE_MISSING', i18nKey: 'errors.templateMissing' });

      expect((await errors.next()).data).toEqual({
        onError: {
          i18nKey: 'errors.templateMissing',
          message: 'Er is geen template voor Berekening in taal FR en variant Zonder templates',
          params: [
            { name: 'document', value: 'Berekening' },
            { name: 'language', value: 'FR' },
            { name: 'variant', value: 'Zonder templates' },
          ],
        },
      });
      expect(await storedObjects(filesDir)).toEqual(before);
      expect(
        await app.database.db.select().from(orderLogs).where(eq(orderLogs.order_fk, scene.order.id)),
      ).toEqual([]);
    } finally {
      await socket.dispose();
    }
  });
});
