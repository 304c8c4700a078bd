import type { LanguageCode } from '@spokes/domain/codes';
import { calendarDateOf, formatDate, isoCalendarDate } from '@spokes/domain/format';
import { EMPLOYER_EXPORT_MAX_ROWS } from '@spokes/domain/limits';
import { and, eq, inArray } from 'drizzle-orm';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Queryable } from '../../db/client';
import type { ListSort } from '../../db/list';
import { translations } from '../../db/schema/translations';
import { translationStrings } from '../translations/catalogue';
import type { Viewer } from '../auth/viewer';
import {
  countEmployerQuotations,
  employerQuotationBatches,
  type EmployerQuotationFilter,
} from './list-employer-quotations';
import type { QuotationListRow } from './quotation-list-rows';

/** The export's columns in order: the list's, with the decision split into a flag and its reason. */
const COLUMNS = [
  ['quotation_number', 'quotationList.number'],
  ['employee', 'quotationList.employee'],
  ['order_status', 'quotationList.orderStatus'],
  ['contract_end_status', 'employerQuotations.contractEndStatus'],
  ['company', 'quotationList.company'],
  ['license_number', 'employerQuotations.licenseNumber'],
  ['costcenter', 'employerQuotations.costCenter'],
  ['quotation_date', 'quotationList.date'],
  ['start_date', 'employerQuotations.startDate'],
  ['end_date', 'employerQuotations.endDate'],
  ['lease_amount_vat', 'employerQuotations.leaseAmountVat'],
  ['approved', 'employerQuotations.approved'],
  ['reason', 'employerQuotations.reason'],
] as const;

const VALUE_KEYS = [
  'contractEndStatus.DAMAGE',
  'contractEndStatus.TAKEOVER',
  'contractEndStatus.RETURN',
  'employerQuotations.approved',
  'employerQuotations.refused',
];

type Texts = (key: string) => string;

/**
 * The texts of the export in the user's language: the strings table (a super user's edits show
 * as on the screen), the shipped catalogue for a key it lacks.
 */
async function exportTexts(db: Queryable, language: LanguageCode): Promise<Texts> {
  const keys = [...COLUMNS.map(([, key]) => key), ...VALUE_KEYS];
  const rows = await db
    .select({ key: translations.key, value: translations.value })
    .from(translations)
    .where(and(eq(translations.language, language), inArray(translations.key, keys)));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return (key) => stored.get(key) ?? translationStrings[key]?.[language] ?? key;
}

/** A Belgian spreadsheet reads "1234,56" as a number; no currency sign, no thousands separator. */
function decimalComma(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

const HOUR_MS = 3_600_000;

/**
 * formatDate for many rows: Intl's zone conversion costs microseconds a call, three dates a row
 * at 100,000 rows. Brussels changes its offset only on the hour, so one answer serves an hour.
 */
function brusselsDays(): (instant: Date | null) => string {
  const byHour = new Map<number, string>();
  return (instant) => {
    if (!instant) return '';
    const hour = Math.floor(instant.getTime() / HOUR_MS);
    let day = byHour.get(hour);
    if (day === undefined) byHour.set(hour, (day = formatDate(hour * HOUR_MS)));
    return day;
  };
}

function record(row: QuotationListRow, text: Texts, day: (instant: Date | null) => string): string[] {
  const decision = row.decision;
  return [
    row.quotation_number,
    row.employee.full_name,
    row.order_status?.name ?? '',
    row.contract_end_status ? text(`contractEndStatus.${row.contract_end_status}`) : '',
    row.company.name,
    row.license_number ?? '',
    row.costcenter ?? '',
    day(row.quotation_date),
    day(row.start_date),
    day(row.end_date),
    decimalComma(row.lease_amount_vat),
    decision ? text(decision.cancelled ? 'employerQuotations.refused' : 'employerQuotations.approved') : '',
    (decision?.cancelled ? decision.cancelled_reason : decision?.confirmed_reason) ?? '',
  ];
}

/** `quotations-YYYY-MM-DD.csv`, today in Brussels. */
export function exportFileName(now = new Date()): string {
  return `quotations-${isoCalendarDate(calendarDateOf(now))}.csv`;
}

export type EmployerQuotationExport = {
  /** Rows the file will hold (at most EMPLOYER_EXPORT_MAX_ROWS), for a progress bar. */
  rowCount: number;
  /** Streams the CSV (a header row, then the rows a batch at a time) into `destination`, with backpressure. */
  writeTo: (destination: NodeJS.WritableStream) => Promise<void>;
};

/**
 * The employer list with its filters and sort as CSV for a Belgian spreadsheet (semicolon,
 * decimal comma, DD/MM/YYYY, UTF-8 with BOM so Excel keeps the accents), streamed a batch of
 * rows at a time. A filter or sort the list refuses is refused here before any byte is made.
 * Cells starting with = + - @ are escaped so a typed name cannot become a formula.
 */
export async function exportEmployerQuotations(
  db: Queryable,
  viewer: Viewer,
  options: { filter?: EmployerQuotationFilter | null; sort?: ListSort | null; language: LanguageCode },
): Promise<EmployerQuotationExport> {
  const batches = employerQuotationBatches(db, viewer, options);
  const first = await batches.next();
  const [text, rowCount] = await Promise.all([
    exportTexts(db, options.language),
    countEmployerQuotations(db, viewer, options.filter, EMPLOYER_EXPORT_MAX_ROWS),
  ]);
  const day = brusselsDays();
  async function* records() {
    if (first.done) return;
    for (const row of first.value) yield record(row, text, day);
    for await (const batch of batches) for (const row of batch) yield record(row, text, day);
  }
  return {
    rowCount,
    writeTo: (destination) =>
      pipeline(
        records(),
        stringify({
          delimiter: ';',
          bom: true,
          header: true,
          columns: COLUMNS.map(([, key]) => text(key)),
          record_delimiter: 'windows',
          escape_formulas: true,
        }),
        destination,
      ),
  };
}
