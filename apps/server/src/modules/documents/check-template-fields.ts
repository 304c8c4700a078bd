import { PDFDocument } from 'pdf-lib';
import { fail } from '../../errors';
import { isTemplateFieldName, requiredTemplateFields } from './template-fields';

/**
 * Checks the AcroForm of a template (a PDF already passed by readUploadedPdf) against the fields
 * its document type needs: a missing one refuses it with TEMPLATE_FIELDS_MISSING naming them all;
 * the names generation does not know are answered, so the page can warn that they stay empty.
 */
export async function checkTemplateFields(bytes: Uint8Array, orderLogTypeId: number): Promise<string[]> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const names = new Set(
    document
      .getForm()
      .getFields()
      .map((field) => field.getName()),
  );
  const missing = requiredTemplateFields(orderLogTypeId).filter((name) => !names.has(name));
  if (missing.length > 0) fail('TEMPLATE_FIELDS_MISSING', undefined, { fields: missing.join(', ') });
  return [...names].filter((name) => !isTemplateFieldName(name)).sort();
}
