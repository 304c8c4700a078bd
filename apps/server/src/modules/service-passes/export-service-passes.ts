import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, asc, gt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { formatServicePass } from '@spokes/domain/bike-validation';
import type { LanguageCode } from '@spokes/domain/codes';
import { calendarDateOf, isoCalendarDate } from '@spokes/domain/format';
import type { Database } from '../../db/client';
import { companies, invoiceTargets } from '../../db/schema/companies';
import { quotations } from '../../db/schema/quotations';
import { servicePasses, type ServicePassStatus } from '../../db/schema/service-passes';
import { brusselsDay, CSV_BOM, csvRecords, decimalComma } from '../../lib/csv-export';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { exportTexts, type Texts } from '../translations/export-texts';
import {
  countServicePasses,
  dealerShown,
  employeeShown,
  servicePassColumns,
  servicePassWhere,
  withServicePassJoins,
  type ServicePassFilter,
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

// Every column is aliased: a cursor's rows arrive keyed by column name, where the joined `name`s would collide.
const column = <T>(name: string, value: SQL | AnyColumn) => sql<T>`${value}`.as(name);
// A number parses much faster than a timestamp, and brusselsDay formats each day once anyway.
const epochMs = (name: string, value: AnyColumn) =>
  column<number | null>(name, sql`(extract(epoch from ${value}) * 1000)::float8`);

const fields = {
  barcode: column<string>('barcode', servicePasses.barcode),
  dealer: column<string | null>('dealer', dealerShown),
  employee: column<string | null>('employee', employeeShown),
  company: column<string | null>('company', companies.name),
  invoice_target: column<string | null>('invoice_target', invoiceTargets.name),
  bike: column<string | null>('bike', servicePassColumns.bike),
  quotation_number: column<string | null>('quotation_number', quotations.quotation_number),
  starting_amount: column<number>('starting_amount', servicePasses.starting_amount),
  used_amount: column<number>('used_amount', servicePasses.used_amount),
  remaining_amount: column<number>('remaining_amount', servicePasses.remaining_amount),
  comment: column<string | null>('comment', servicePasses.comment),
  status: column<ServicePassStatus>('status', servicePasses.status),
  blocked_at: epochMs('blocked_at', servicePasses.blocked_at),
  emptied_at: epochMs('emptied_at', servicePasses.emptied_at),
};
type ExportRow = { [K in keyof typeof fields]: (typeof fields)[K]['_']['type'] };

function record(row: ExportRow, text: Texts): string[] {
  return [
    // In groups of 4, as on the screen: 19 digits as a number would lose its last ones in a spreadsheet.
    formatServicePass(row.barcode),
    row.dealer ?? '',
    row.employee ?? '',
    row.company ?? '',
    row.invoice_target ?? '',
    row.bike ?? '',
    row.quotation_number ?? '',
    decimalComma(Number(row.starting_amount)),
    decimalComma(Number(row.used_amount)),
    decimalComma(Number(row.remaining_amount)),
    row.comment ?? '',
    text(`servicePasses.status.${row.status}`),
    brusselsDay(row.blocked_at === null ? null : Number(row.blocked_at)),
    brusselsDay(row.emptied_at === null ? null : Number(row.emptied_at)),
  ];
}

/**
 * The filtered list in barcode order, a batch at a time: one server-side cursor on PostgreSQL;
 * on PGlite each batch continues after the last barcode read, so no statement stays open.
 */
async function* batches(database: Database, filter: ServicePassFilter | null | undefined) {
  const where = servicePassWhere(filter);
  const query = (after: string | null, limit?: number) => {
    const base = withServicePassJoins(database.db.select(fields).from(servicePasses).$dynamic())
      .where(and(where, after === null ? undefined : gt(servicePasses.barcode, after)))
      .orderBy(asc(servicePasses.barcode));
    return limit === undefined ? base : base.limit(limit);
  };
  if (database.readBatches) {
    yield* database.readBatches(query(null).toSQL(), BATCH_SIZE) as AsyncGenerator<ExportRow[]>;
    return;
  }
  let after: string | null = null;
  for (;;) {
    const rows = (await query(after, BATCH_SIZE)) as ExportRow[];
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
  async function* chunks() {
    yield `${CSV_BOM}${csvRecords([COLUMNS.map((key) => text(key))])}`;
    for await (const rows of batches(database, options.filter))
      yield csvRecords(rows.map((row) => record(row, text)));
  }
  return {
    fileName: `${text('servicePasses.exportFileName')}-${isoCalendarDate(calendarDateOf(new Date()))}.csv`,
    rowCount,
    writeTo: (destination) => pipeline(Readable.from(chunks(), { highWaterMark: 1 }), destination),
  };
}
