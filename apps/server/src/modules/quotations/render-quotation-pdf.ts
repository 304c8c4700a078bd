import { PDFDocument, type PDFImage } from 'pdf-lib';
import { BIKE_TYPE, isLanguageCode, type LanguageCode } from '@spokes/domain/codes';
import { formatDate, formatMoney } from '@spokes/domain/format';
import { DEFAULT_CONTRACT_DURATION_MONTHS } from '@spokes/domain/limits';
import { leaseWarning, type CalculationSheet } from '@spokes/domain/lease-calculation';
import { LEASE_RESULT_ROWS, type LeaseAmountKey } from '@spokes/domain/lease-result-rows';
import { parseAmountToCents } from '@spokes/domain/money';
import { decodeListValue } from '@spokes/domain/quotation-form';
import { quotationPdfFileName } from '@spokes/domain/quotation-file-name';
import type { dealers } from '../../db/schema/dealers';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { logger } from '../../logger';
import { embedDocumentFont } from '../documents/document-font';
import { address } from '../documents/template-fields';
import { translationStrings } from '../translations/catalogue';
import { PdfWriter } from './quotation-pdf-writer';

/** What the quotation PDF shows, from a stored quotation or from a calculation not yet saved. */
export type QuotationPdfContent = {
  /** The document's language: the employee's, who reads it. */
  language: LanguageCode;
  /** As stored and shown on every screen (Q000007); null for a calculation not yet saved. */
  quotationNumber: string | null;
  /** An employee's self-service simulation: titled and marked so, never taken for a quotation. */
  simulation?: boolean;
  quotationDate: Date;
  dealer: Pick<
    typeof dealers.$inferSelect,
    'name' | 'street' | 'zip_code' | 'city' | 'tel' | 'email' | 'email_customers'
  >;
  company: { name: string; logo_id: string | null; disclaimer_calculation: string | null };
  employee: {
    name: string;
    street: string | null;
    house_number: string | null;
    zip_code: string | null;
    city: string | null;
  };
  bikeType: { code: string; name: string };
  bikeBrand: string | null;
  bikeModel: string | null;
  deliverability: string | null;
  /** The company's quotation fields in form order with the values given. */
  fields: { name: string; dataType: string; value: string | null }[];
  amounts: Record<LeaseAmountKey, number>;
  /** The stored warning; the document words it again in its own language from the sheet's limits. */
  warning: string | null;
  sheet: { version: number | null; parameters: Partial<CalculationSheet> | null };
};

/** A text of the catalogue in `language`, with {{placeholders}} filled: the screens' own words. */
export function catalogueText(
  language: LanguageCode,
  key: string,
  values: Record<string, string | number> = {},
) {
  const entry = translationStrings[key];
  if (!entry) throw new Error(`no translation for ${key}`);
  return entry[language].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** The file name in the language of the user who downloads it (a dealer may read French, print Dutch). */
export function quotationPdfFilename(
  viewerLanguage: string,
  quotationNumber: string | null,
  employeeName: string,
) {
  const language = isLanguageCode(viewerLanguage) ? viewerLanguage : 'nl';
  return quotationPdfFileName(
    catalogueText(language, 'documents.title.QUOTATION'),
    quotationNumber,
    employeeName,
  );
}

/**
 * The quotation as a PDF a dealer hands the employee (spec 02 quotation card, spec 03 2.4): the
 * dealer's letterhead with the employer's logo, employer and employee, the bike with
 * deliverability and the quotation's field values, every amount right-aligned under the screen's
 * labels, the sheet's duration and version, the warning and the company's disclaimer. Every
 * label comes from the catalogue in the document's language; content beyond a page goes on on
 * the next one, and every page is numbered.
 */
export async function renderQuotationPdf(
  content: QuotationPdfContent,
  storage: FileStorage,
): Promise<Uint8Array> {
  const { language, dealer, employee } = content;
  const text = (key: string, values?: Record<string, string | number>) =>
    catalogueText(language, key, values);

  const doc = await PDFDocument.create();
  const title = content.simulation
    ? text('documents.title.SIMULATION')
    : [text('documents.title.QUOTATION'), content.quotationNumber].filter(Boolean).join(' ');
  doc.setTitle(title);
  doc.setLanguage(language);
  const writer = new PdfWriter(doc, await embedDocumentFont(doc));
  const logo = await embedLogo(doc, storage, content.company.logo_id);
  if (logo) writer.topRight(logo);

  writer.heading(dealer.name, 18);
  writer.muted(
    joined([
      address(dealer.street, null, dealer.zip_code, dealer.city),
      dealer.tel,
      dealer.email_customers || dealer.email,
    ]),
  );
  writer.gap(18);
  writer.heading(title, 16);
  writer.paragraph(text('documents.intro.QUOTATION'));
  if (content.simulation) writer.muted(text('documents.quotation.simulation'));
  else if (content.quotationNumber === null) writer.muted(text('documents.quotation.preview'));
  writer.gap(6);

  writer.section(text('documents.section.parties'));
  writer.row(text('documents.field.quotation_date'), formatDate(content.quotationDate));
  writer.row(text('documents.field.company_name'), content.company.name);
  writer.row(text('documents.field.employee_name'), employee.name);
  writer.row(
    text('documents.field.employee_address'),
    address(employee.street, employee.house_number, employee.zip_code, employee.city),
  );

  writer.section(text('documents.section.bike'));
  writer.row(text('documents.field.bike_type'), bikeTypeName(content.bikeType, text));
  // A simulation has no brand or deliverability yet: the dealer's quotation will.
  if (!content.simulation) writer.row(text('documents.field.bike_brand'), content.bikeBrand ?? '');
  if (content.bikeModel?.trim()) writer.row(text('documents.field.bike_model'), content.bikeModel.trim());
  if (!content.simulation) writer.row(text('newQuotation.deliverability'), content.deliverability ?? '');
  for (const field of fieldRows(content.fields)) writer.row(field.label, field.value);

  writer.section(text('documents.section.amounts'));
  for (const [key, label] of LEASE_RESULT_ROWS)
    writer.amountRow(text(label), formatMoney(content.amounts[key]));

  writer.section(text('documents.section.terms'));
  const { sheet } = content;
  const months = sheet.parameters?.durationMonths ?? DEFAULT_CONTRACT_DURATION_MONTHS;
  writer.row(text('documents.field.contract_duration'), text('documents.contractDuration', { months }));
  if (sheet.version != null)
    writer.row(
      text('quotationCalculation.sheet'),
      text('quotationCalculation.versionValue', { version: sheet.version }),
    );
  const warning = warningIn(content, language);
  if (warning) writer.row(text('documents.quotation.warning'), warning);
  if (content.company.disclaimer_calculation?.trim()) {
    writer.gap(6);
    writer.paragraph(content.company.disclaimer_calculation.trim());
  }
  writer.gap(12);
  writer.muted(text('documents.quotation.printed', { date: formatDate(new Date()) }));
  writer.numberPages((page, pages) => text('documents.page', { page, pages }));
  return doc.save();
}

/**
 * The warning in the document's language: a quotation stores it in its company's language, so a
 * French employee of a Dutch company would read Dutch. Worded again from the sheet's limits when
 * they are known; otherwise the stored text stays.
 */
function warningIn(content: QuotationPdfContent, language: LanguageCode): string | null {
  if (!content.warning) return null;
  const { minInvestmentCents, maxInvestmentCents } = content.sheet.parameters ?? {};
  if (typeof minInvestmentCents !== 'number' || typeof maxInvestmentCents !== 'number')
    return content.warning;
  const warning = leaseWarning(
    { minInvestmentCents, maxInvestmentCents },
    content.amounts.total_vat_excluded,
    language,
  );
  return warning?.message ?? content.warning;
}

/**
 * The company's stored logo when it is a PNG or JPEG (what a PDF embeds); null otherwise. A logo
 * that cannot be read leaves the document without one rather than without a document.
 */
async function embedLogo(
  doc: PDFDocument,
  storage: FileStorage,
  key: string | null,
): Promise<PDFImage | null> {
  if (!key) return null;
  try {
    const stored = await storage.get(key);
    if (!stored) return null;
    const bytes = Buffer.concat(await stored.stream.toArray());
    if (stored.contentType === 'image/png') return await doc.embedPng(bytes);
    if (stored.contentType === 'image/jpeg') return await doc.embedJpg(bytes);
  } catch (error) {
    logger.warn({ err: error, key }, 'company logo left out of the quotation PDF');
  }
  return null;
}

/** The filled-in fields; NUMBER fields as euro amounts, LIST choices one after the other. */
function fieldRows(fields: QuotationPdfContent['fields']) {
  return fields
    .filter((field) => field.value?.trim())
    .map((field) => {
      const value = field.value!.trim();
      if (field.dataType === 'NUMBER') {
        const amount = parseAmountToCents(value);
        return { label: field.name, value: amount.ok ? formatMoney(amount.value) : value };
      }
      if (field.dataType === 'LIST')
        return { label: field.name, value: decodeListValue(value)?.join(', ') ?? value };
      return { label: field.name, value };
    });
}

function bikeTypeName(bikeType: QuotationPdfContent['bikeType'], text: (key: string) => string) {
  return Object.hasOwn(BIKE_TYPE, bikeType.code)
    ? text(`documents.bikeType.${bikeType.code}`)
    : bikeType.name;
}

function joined(parts: (string | null | undefined)[]) {
  return parts.filter((part) => part?.trim()).join(', ');
}
