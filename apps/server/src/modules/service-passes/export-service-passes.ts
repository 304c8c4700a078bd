import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import { and, asc, gt } from 'drizzle-orm';
import { formatServicePass } from '@spokes/domain/bike-validation';
import type { LanguageCode } from '@spokes/domain/codes';
import { calendarDateOf, isoCalendarDate } from '@spokes/domain/format';
import type { Database, Queryable } from '../../db/client';
import { servicePasses } from '../../db/schema/service-passes';
import { brusselsDays, CSV_BOM, CSV_OPTIONS, decimalComma } from '../../lib/csv-export';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { exportTexts, type Texts } from '../translations/export-texts';
import {
  countServicePasses,
  selectServicePassRows,
  servicePassWhere,
  type ServicePassFilter,
  type ServicePassRow,
} from './service-pass-rows';

const COLUMNS = [
  'servicePasses.barcode',
  'servicePasses.dealer',
  'servicePasses.employee',
  'servicePasses.company',
  'servicePasses.invoiceTarget',
  'servicePasses.bike',
  'servicePasses.quotation',
  'servicePasses.startingAmount',
  'servicePasses.used',
  'servicePasses.available',
  'servicePasses.comment',
  'servicePasses.status',
  'servicePasses.blockedAt',
  'servicePasses.emptiedAt',
] as const;
const TEXT_KEYS = [
  ...COLUMNS,
  'servicePasses.status.ACTIVE',
  'servicePasses.status.BLOCKED',
  'servicePasses.status.EMPTIED',
  'servicePasses.exportFileName',
];

const BATCH_SIZE = 5000;

function record(row: ServicePassRow, text: Texts, day: (epochMs: number | null) => string): string[] {
  return [
    // In groups of 4, as on the screen: 19 digits as a number would lose its last ones in a spreadsheet.
    formatServicePass(row.barcode),
    row.dealer ?? row.dealer_name ?? '',
    row.employee ?? row.employee_name ?? '',
    row.company ?? '',
    row.invoice_target ?? '',
    row.bike ?? '',
    row.quotation_number ?? '',
    decimalComma(row.starting_amount),
    decimalComma(row.used_amount),
    decimalComma(row.remaining_amount),
    row.comment ?? '',
    text(`servicePasses.status.${row.status}`),
    day(row.blocked_at?.getTime() ?? null),
    day(row.emptied_at?.getTime() ?? null),
  ];
}

/** The filtered list a batch at a time, in barcode order, each batch after the last barcode read. */
async function* batches(db: Queryable, filter: ServicePassFilter | null | undefined) {
  const where = servicePassWhere(filter);
  let after: string | null = null;
  for (;;) {
    const rows = await selectServicePassRows(db)
      .where(and(where, after === null ? undefined : gt(servicePasses.barcode, after)))
      .orderBy(asc(servicePasses.barcode))
      .limit(BATCH_SIZE);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < BATCH_SIZE) return;
    after = rows.at(-1)!.barcode;
  }
}

export type ServicePassExport = {
  fileName: string;
  rowCount: number;
  writeTo: (destination: NodeJS.WritableStream) => Promise<void>;
};

/**
 * 'Export CSV' (spec 03 section 7.4): the whole filtered list, in barcode order, for a Belgian
 * spreadsheet (the employer export's CSV: `;`, decimal comma, DD/MM/YYYY, BOM), streamed a
 * batch at a time so memory stays flat. Super users only.
 */
export async function exportServicePasses(
  database: Database,
  viewer: Viewer,
  options: { filter?: ServicePassFilter | null; language: LanguageCode },
): Promise<ServicePassExport> {
  requireSuperUser(viewer);
  const db = database.db;
  const [text, rowCount] = await Promise.all([
    exportTexts(db, options.language, TEXT_KEYS),
    countServicePasses(db, servicePassWhere(options.filter)),
  ]);
  const day = brusselsDays();
  async function* chunks() {
    yield `${CSV_BOM}${stringify([COLUMNS.map((key) => text(key))], CSV_OPTIONS)}`;
    for await (const rows of batches(db, options.filter))
      yield stringify(
        rows.map((row) => record(row, text, day)),
        CSV_OPTIONS,
      );
  }
  return {
    fileName: `${text('servicePasses.exportFileName')}-${isoCalendarDate(calendarDateOf(new Date()))}.csv`,
    rowCount,
    writeTo: (destination) => pipeline(Readable.from(chunks(), { highWaterMark: 1 }), destination),
  };
}
