import { PDFDocument, PDFTextField } from 'pdf-lib';
import { embedDocumentFont } from './document-font';

/**
 * Fills the text fields of an AcroForm template whose names have a value, draws every field
 * with a Unicode font and flattens the form, so the result is a plain PDF that reads the same
 * in every viewer and can no longer be edited.
 */
export async function fillTemplate(
  template: Uint8Array,
  values: Record<string, string>,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(template);
  const font = await embedDocumentFont(doc);
  const form = doc.getForm();
  for (const field of form.getFields()) {
    const value = values[field.getName()];
    if (value === undefined || !(field instanceof PDFTextField)) continue;
    // a designed template may limit a field's length; a longer value must not fail the document.
    field.setMaxLength(undefined);
    field.setText(value);
  }
  // Appearances first: pdf-lib's default font (Helvetica) cannot draw é's cousins like ł.
  form.updateFieldAppearances(font);
  form.flatten();
  return doc.save();
}
