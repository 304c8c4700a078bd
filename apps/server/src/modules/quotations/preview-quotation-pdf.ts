import { eq } from 'drizzle-orm';
import { languageById } from '@spokes/domain/codes';
import type { Queryable } from '../../db/client';
import { dealers } from '../../db/schema/dealers';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { Viewer } from '../access/viewer';
import { calculateNewQuotation, type NewQuotationInput } from './calculate-new-quotation';
import type { QuotationPdf } from './quotation-pdf';
import { quotationPdfFilename, renderQuotationPdf } from './render-quotation-pdf';

/**
 * The result card's PDF (spec 03 section 2.4): the calculation of a quotation not yet saved,
 * checked and computed on the server exactly as Save would (the browser's figures are never
 * taken), in the quotation PDF's layout without a quotation number. Nothing is stored.
 */
export async function previewQuotationPdf(
  db: Queryable,
  viewer: Viewer,
  storage: FileStorage,
  input: NewQuotationInput,
): Promise<QuotationPdf> {
  const { values, form, bikeType, bikeBrand, sheet, amounts, stored } = await calculateNewQuotation(
    db,
    viewer,
    input,
  );
  const { employee } = form;
  const [dealer] = await db.select().from(dealers).where(eq(dealers.id, form.dealer.id));
  const bytes = await renderQuotationPdf(
    {
      language: languageById(employee.language_fk),
      quotationNumber: null,
      quotationDate: new Date(),
      dealer,
      company: employee.company,
      employee,
      bikeType,
      bikeBrand: bikeBrand.name,
      bikeModel: null,
      deliverability: values.deliverability,
      fields: stored.map(({ field, value }) => ({ name: field.name, dataType: field.dataType, value })),
      amounts,
      warning: amounts.warning_message,
      sheet,
    },
    storage,
  );
  return { filename: quotationPdfFilename(viewer.language, null, employee.name), bytes };
}
