import { PDFDocument, rgb } from 'pdf-lib';
import type { LanguageCode } from '@spokes/domain/codes';
import { embedDocumentFont } from './document-font';
import { documentText } from './document-texts';
import { DOCUMENT_TYPE_FIELDS, type GeneratedDocumentType } from './template-fields';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const ROW = 24;
const LABEL_WIDTH = 200;

/**
 * The default template of a generated document in one language: a one-page A4 form with the
 * title, an introduction, a label and a fillable text field per field of
 * DOCUMENT_TYPE_FIELDS, and signature boxes. Field names are the template field names, so a
 * super user can replace it with a designed PDF that uses the same names.
 */
export async function createDefaultTemplate(
  type: GeneratedDocumentType,
  language: LanguageCode,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = documentText(language, `documents.title.${type.code}`);
  doc.setTitle(title);
  doc.setLanguage(language);
  const font = await embedDocumentFont(doc);
  const page = doc.addPage(A4);
  const [width, height] = A4;
  const form = doc.getForm();

  let y = height - MARGIN - 20;
  page.drawText(title, { x: MARGIN, y, size: 20, font });
  y -= 28;
  page.drawText(documentText(language, `documents.intro.${type.code}`), {
    x: MARGIN,
    y,
    size: 10,
    font,
    maxWidth: width - 2 * MARGIN,
    lineHeight: 13,
  });
  y -= 36;

  for (const name of DOCUMENT_TYPE_FIELDS[type.code]) {
    page.drawText(documentText(language, `documents.field.${name}`), { x: MARGIN, y: y + 5, size: 10, font });
    const field = form.createTextField(name);
    field.addToPage(page, {
      x: MARGIN + LABEL_WIDTH,
      y,
      width: width - 2 * MARGIN - LABEL_WIDTH,
      height: 18,
      borderWidth: 0,
      backgroundColor: rgb(0.95, 0.95, 0.95),
    });
    field.setFontSize(10);
    y -= ROW;
  }

  y -= 30;
  const boxWidth = (width - 2 * MARGIN - 20) / 2;
  for (const [i, key] of (
    ['documents.signature.employee', 'documents.signature.dealer'] as const
  ).entries()) {
    const x = MARGIN + i * (boxWidth + 20);
    page.drawText(documentText(language, key), { x, y, size: 10, font });
    page.drawRectangle({
      x,
      y: y - 70,
      width: boxWidth,
      height: 60,
      borderWidth: 0.5,
      borderColor: rgb(0.6, 0.6, 0.6),
    });
  }
  return doc.save();
}
