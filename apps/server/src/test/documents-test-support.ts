import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll } from 'vitest';
import { createCompany, createDealer, createOrder, createQuotation } from './factories';
import { signedIn } from './signed-in';
import { createTestApp } from './test-app';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A test app whose file storage lives in its own temporary DATA_DIR (removed by `close`). */
export async function createDocumentsTestApp() {
  const dataDir = await mkdtemp(join(tmpdir(), 'spokes-documents-'));
  const app = await createTestApp({ DATA_DIR: dataDir });
  return {
    app,
    filesDir: join(dataDir, 'files'),
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers a documents test app for a describe block (made before its tests, closed after
 * them); `app` and `filesDir` are there once beforeAll has run.
 */
export function documentsSuite(): { app: TestApp; filesDir: string } {
  let app: TestApp;
  let filesDir: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, filesDir, close } = await createDocumentsTestApp());
  });
  afterAll(() => close());
  return {
    get app() {
      return app;
    },
    get filesDir() {
      return filesDir;
    },
  };
}

/** A real one-page PDF, made with pdf-lib. */
export async function smallPdf(text = 'Getekende berekening'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 100]).drawText(text, { x: 10, y: 50, size: 10 });
  return doc.save();
}

export function pdfFile(bytes: Uint8Array, name = 'document.pdf'): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

/** Every stored object (sidecar metadata left out) under the storage root, as relative paths. */
export async function storedObjects(filesDir: string): Promise<string[]> {
  try {
    const entries = await readdir(filesDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.meta.json'))
      .map((entry) => join(entry.parentPath, entry.name).slice(filesDir.length + 1))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * An order (past NEW, so its company's employers see it) of a quotation of dealer A, and
 * signed-in clients for: a super user, a user of dealer A, a user of dealer B, and an employer
 * of the quotation's company.
 */
export async function orderScene(app: TestApp, orderValues: Parameters<typeof createOrder>[2] = {}) {
  const db = app.database.db;
  const dealerA = await createDealer(db);
  const dealerB = await createDealer(db);
  const company = await createCompany(db);
  const quotation = await createQuotation(db, { dealerId: dealerA.id, companyId: company.id });
  const order = await createOrder(db, quotation.id, { order_status_fk: 2, ...orderValues });
  return {
    dealerA,
    company,
    quotation,
    order,
    superUser: await signedIn(app, { super_user: true }),
    dealer: await signedIn(app, { dealerIds: [dealerA.id] }),
    otherDealer: await signedIn(app, { dealerIds: [dealerB.id] }),
    employer: await signedIn(app, { companyIds: [company.id] }),
  };
}

/** The text of every page of a PDF, read back with pdf.js (whitespace, including no-break spaces, made single spaces). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** Each page's text pieces with where they start and how wide they are (points), for layout checks. */
export async function pdfPages(bytes: Uint8Array) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: { text: string; items: { str: string; x: number; y: number; width: number }[] }[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const items = content.items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [
            {
              str: item.str,
              x: item.transform[4] as number,
              y: item.transform[5] as number,
              width: item.width,
            },
          ]
        : [],
    );
    pages.push({
      text: items
        .map((item) => item.str)
        .join(' ')
        .replace(/\s+/g, ' '),
      items,
    });
  }
  await pdf.destroy();
  return pages;
}

export async function readAll(stream: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
