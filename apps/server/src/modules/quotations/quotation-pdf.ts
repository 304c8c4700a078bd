import { eq, sql } from 'drizzle-orm';
import type { LanguageCode } from '@spokes/domain/codes';
import type { Queryable } from '../../db/client';
import { dealers } from '../../db/schema/dealers';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { Viewer } from '../access/viewer';
import { getQuotation } from './get-quotation';
import { quotationPdfFilename, renderQuotationPdf } from './render-quotation-pdf';
import { requireAccess } from '../access/access-table';

export type QuotationPdf = { filename: string; bytes: Uint8Array };

/**
 * The stored quotation as its PDF (render-quotation-pdf), in the employee's language, with the
 * sheet version and parameters it was computed with. NOT_FOUND out of the viewer's reading scope
 * (its dealers', its companies' once past NEW, every one for super users), as the quotation
 * itself. Saved as e.g. Offerte_Q000007_Jan_Peeters.pdf in the viewer's language.
 */
export async function quotationPdf(
  db: Queryable,
  viewer: Viewer,
  storage: FileStorage,
  options: { id: number },
): Promise<QuotationPdf> {
  // The employer portal shows the calculation too: every reader of the quotation gets its PDF. The
  // reading scope is checked on its own: its subquery does not survive the relational query's aliases.
  await requireAccess(db, viewer, 'quotation', options.id, 'read');
  const quotation = await getQuotation(db, viewer, options, sql`true`);
  const [dealer] = await db.select().from(dealers).where(eq(dealers.id, quotation.dealer_fk));
  const bytes = await renderQuotationPdf(
    {
      language: quotation.employee.language.code as LanguageCode,
      quotationNumber: quotation.quotation_number,
      quotationDate: quotation.quotation_date,
      dealer,
      company: quotation.company,
      employee: quotation.employee,
      bikeType: quotation.bikeType,
      bikeBrand: quotation.bikeBrand?.name ?? null,
      bikeModel: quotation.order?.bike?.model ?? null,
      deliverability: quotation.deliverability,
      fields: [...quotation.quotationFields]
        .sort((a, b) => a.field.index - b.field.index || a.id - b.id)
        .map((row) => ({
          name: row.field.name,
          dataType: row.field.fieldType.dataType.code,
          value: row.value,
        })),
      amounts: quotation,
      warning: quotation.warning_message,
      sheet: {
        version: quotation.calculation_sheet?.version ?? null,
        parameters: quotation.calculation_sheet?.parameters ?? null,
      },
    },
    storage,
  );
  return {
    filename: quotationPdfFilename(viewer.language, quotation.quotation_number, quotation.employee.name),
    bytes,
  };
}
