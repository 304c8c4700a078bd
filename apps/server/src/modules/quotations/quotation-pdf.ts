import { eq, sql } from 'drizzle-orm';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { BIKE_TYPE, type BikeTypeCode, type LanguageCode } from '@spokes/domain/codes';
import { calendarDateOf, formatDate, formatMoney, isoCalendarDate } from '@spokes/domain/format';
import { DEFAULT_CONTRACT_DURATION_MONTHS } from '@spokes/domain/limits';
import { parseAmountToCents } from '@spokes/domain/money';
import type { Queryable } from '../../db/client';
import { dealers } from '../../db/schema/dealers';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { logger } from '../../logger';
import type { Viewer } from '../auth/viewer';
import { embedDocumentFont } from '../documents/document-font';
import { documentText, type DocumentTextKey } from '../documents/document-texts';
import { address, MONTHLY_AMOUNT_FIELDS, TOTAL_AMOUNT_FIELDS } from '../documents/template-fields';
import { getQuotation, type QuotationOverview } from './get-quotation';
import { requireQuotationAccess } from './quotations.access';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const LABEL_WIDTH = 190;
const TEXT_SIZE = 10;
const LINE = 14;
const GREY = rgb(0.45, 0.45, 0.45);
/** The company's logo fits this box in the top right corner, keeping its proportions. */
const LOGO_BOX = { width: 120, height: 56 };

export type QuotationPdf = { filename: string; bytes: Uint8Array };

/**
 * The quotation as a PDF a dealer hands the employee (spec 02 quotation card): the dealer's
 * letterhead with the employer's logo, employer and employee, the bike with the quotation's
 * field values, every amount, the sheet's duration, the calculation warning and the company's
 * disclaimer. Built from the
 * stored quotation in the employee's language with the documents' font; NOT_FOUND out of the
 * viewer's reading scope (its dealers', its companies' once past NEW, every one for super
 * users), as the quotation itself. Saved as Quotation_YYYY-MM-DD.pdf.
 */
export async function quotationPdf(
  db: Queryable,
  viewer: Viewer,
  storage: FileStorage,
  options: { id: number },
): Promise<QuotationPdf> {
  // The employer portal shows the calculation too: every reader of the quotation gets its PDF. The
  // reading scope is checked on its own: its subquery does not survive the relational query's aliases.
  await requireQuotationAccess(db, viewer, options.id);
  const quotation = await getQuotation(db, viewer, options, sql`true`);
  const [dealer] = await db.select().from(dealers).where(eq(dealers.id, quotation.dealer_fk));
  const language = quotation.employee.language.code as LanguageCode;
  const text = (key: DocumentTextKey, values?: Record<string, string | number>) =>
    documentText(language, key, values);

  const doc = await PDFDocument.create();
  const title = `${text('documents.title.QUOTATION')} ${quotation.quotation_number}`;
  doc.setTitle(title);
  doc.setLanguage(language);
  const writer = new PageWriter(doc.addPage(A4), await embedDocumentFont(doc));
  const logo = await embedLogo(doc, storage, quotation.company.logo_id);
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
  writer.gap(6);

  writer.section(text('documents.section.parties'));
  writer.row(text('documents.field.quotation_date'), formatDate(quotation.quotation_date));
  writer.row(text('documents.field.company_name'), quotation.company.name);
  writer.row(text('documents.field.employee_name'), quotation.employee.name);
  const { employee } = quotation;
  writer.row(
    text('documents.field.employee_address'),
    address(employee.street, employee.house_number, employee.zip_code, employee.city),
  );

  writer.section(text('documents.section.bike'));
  writer.row(text('documents.field.bike_type'), bikeTypeName(quotation, language));
  writer.row(text('documents.field.bike_brand'), quotation.bikeBrand?.name ?? '');
  for (const field of fieldRows(quotation)) writer.row(field.label, field.value);

  writer.section(text('documents.section.amounts'));
  for (const [key, cents] of amountRows(quotation))
    writer.row(text(`documents.field.${key}`), formatMoney(cents));

  writer.section(text('documents.section.terms'));
  const months = quotation.calculation_sheet?.parameters.durationMonths ?? DEFAULT_CONTRACT_DURATION_MONTHS;
  writer.row(text('documents.field.contract_duration'), text('documents.contractDuration', { months }));
  if (quotation.warning_message) writer.row(text('documents.quotation.warning'), quotation.warning_message);
  if (quotation.company.disclaimer_calculation?.trim()) {
    writer.gap(6);
    writer.paragraph(quotation.company.disclaimer_calculation.trim());
  }
  writer.gap(12);
  writer.muted(text('documents.quotation.printed', { date: formatDate(new Date()) }));

  return { filename: quotationPdfFilename(quotation.quotation_date), bytes: await doc.save() };
}

/** 'Quotation_' and the quotation's Brussels day as YYYY-MM-DD: sortable, and no slash in a file name. */
export function quotationPdfFilename(quotationDate: Date): string {
  return `Quotation_${isoCalendarDate(calendarDateOf(quotationDate))}.pdf`;
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

function amountRows(quotation: QuotationOverview) {
  return [...TOTAL_AMOUNT_FIELDS, ...MONTHLY_AMOUNT_FIELDS].map((key) => [key, quotation[key]] as const);
}

/** The quotation's field values in the company form's order; NUMBER fields are euro amounts. */
function fieldRows(quotation: QuotationOverview) {
  return [...quotation.quotationFields]
    .sort((a, b) => a.field.index - b.field.index || a.id - b.id)
    .filter((row) => row.value?.trim())
    .map((row) => {
      const value = row.value!.trim();
      const amount = row.field.fieldType.dataType.code === 'NUMBER' ? parseAmountToCents(value) : null;
      return { label: row.field.name, value: amount?.ok ? formatMoney(amount.value) : value };
    });
}

function bikeTypeName(quotation: QuotationOverview, language: LanguageCode) {
  const code = quotation.bikeType.code;
  return Object.hasOwn(BIKE_TYPE, code)
    ? documentText(language, `documents.bikeType.${code as BikeTypeCode}`)
    : quotation.bikeType.name;
}

function joined(parts: (string | null | undefined)[]) {
  return parts.filter((part) => part?.trim()).join(', ');
}

/** Writes top to bottom on one page, wrapping long values inside the column they start in. */
class PageWriter {
  private y: number;
  private readonly width: number;
  private headerBottom = A4[1];

  constructor(
    private readonly page: PDFPage,
    private readonly font: PDFFont,
  ) {
    this.width = A4[0] - 2 * MARGIN;
    this.y = A4[1] - MARGIN;
  }

  /** Beside the letterhead; the text below starts under the taller of the two. */
  topRight(image: PDFImage) {
    const { width, height } = image.scaleToFit(LOGO_BOX.width, LOGO_BOX.height);
    const top = A4[1] - MARGIN;
    this.page.drawImage(image, { x: A4[0] - MARGIN - width, y: top - height, width, height });
    this.headerBottom = top - height;
  }

  heading(value: string, size: number) {
    this.y -= size;
    this.page.drawText(value, { x: MARGIN, y: this.y, size, font: this.font });
    this.y -= size * 0.5;
  }

  section(value: string) {
    this.gap(10);
    this.heading(value, 12);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 2 },
      end: { x: MARGIN + this.width, y: this.y + 2 },
      thickness: 0.5,
      color: GREY,
    });
    this.gap(4);
  }

  row(label: string, value: string) {
    const labels = this.wrap(label, LABEL_WIDTH - 12);
    const lines = this.wrap(value || '—', this.width - LABEL_WIDTH);
    labels.forEach((line, i) => this.draw(line, MARGIN, this.y - LINE * (i + 1), GREY));
    lines.forEach((line, i) => this.draw(line, MARGIN + LABEL_WIDTH, this.y - LINE * (i + 1)));
    this.y -= LINE * Math.max(labels.length, lines.length) + 2;
  }

  paragraph(value: string) {
    for (const line of this.wrap(value, this.width)) {
      this.y -= LINE;
      this.draw(line, MARGIN, this.y);
    }
  }

  muted(value: string) {
    if (!value) return;
    // Beside the logo, lines stop short of it.
    const width = this.y > this.headerBottom ? this.width - LOGO_BOX.width - 12 : this.width;
    for (const line of this.wrap(value, width)) {
      this.y -= LINE;
      this.draw(line, MARGIN, this.y, GREY);
    }
  }

  gap(points: number) {
    this.y = Math.min(this.y - points, this.headerBottom - points);
  }

  private draw(value: string, x: number, y: number, color = rgb(0, 0, 0)) {
    this.page.drawText(value, { x, y, size: TEXT_SIZE, font: this.font, color });
  }

  /** Splits on spaces (and line breaks) so each line fits `width`. */
  private wrap(value: string, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of value.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && this.font.widthOfTextAtSize(candidate, TEXT_SIZE) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
    }
    return lines;
  }
}
