import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { Queryable } from '../client';
import { orderLogs } from '../schema/orders';
import { orderLogTypes } from '../schema/reference';

/**
 * Gives every demo document without a file a stored PDF (issue 21: the seeded documents could
 * not be downloaded): a small generated PDF per document type, named after it, stored once and
 * shared by that type's demo documents. One file per document cost 19 s for 1231 documents at
 * the first start; nothing deletes a document's file, so sharing it is safe.
 */
export async function storeDemoDocuments(db: Queryable, storage: FileStorage): Promise<number> {
  const types = await db
    .selectDistinct({ id: orderLogTypes.id, name: orderLogTypes.name })
    .from(orderLogs)
    .innerJoin(orderLogTypes, eq(orderLogTypes.id, orderLogs.order_log_type_fk))
    .where(isNull(orderLogs.file_id));
  let stored = 0;
  for (const type of types) {
    const key = `order-logs/${randomUUID()}.pdf`;
    await storage.put(key, await demoDocumentPdf(type.name), 'application/pdf');
    const updated = await db
      .update(orderLogs)
      .set({ file_id: key })
      .where(and(eq(orderLogs.order_log_type_fk, type.id), isNull(orderLogs.file_id)))
      .returning({ id: orderLogs.id });
    stored += updated.length;
  }
  return stored;
}

/** An A4 page with the document type's name and a note that it is demo data. */
export async function demoDocumentPdf(typeName: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(typeName);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595.28, 841.89]);
  page.drawText(typeName, { x: 56, y: 760, size: 24, font, color: rgb(0.1, 0.1, 0.1) });
  page.drawText('Voorbeelddocument van de demogegevens (Spokes).', { x: 56, y: 728, size: 12, font });
  return pdf.save();
}
