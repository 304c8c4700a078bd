import { formatDate } from '@spokes/domain/format';

/**
 * The pieces every CSV export shares, for a Belgian spreadsheet: `;` between cells, Windows line
 * ends, UTF-8 with a BOM so Excel keeps the accents, amounts with a decimal comma, dates
 * DD/MM/YYYY in Brussels.
 */
export const CSV_BOM = '\uFEFF';

const NEEDS_QUOTES = /[;"\r\n]/;
/** What a spreadsheet may read as the start of a formula (OWASP's list, with the full-width forms Numbers folds). */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);

function cell(value: string): string {
  const text = FORMULA_STARTS.has(value[0]) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Records as CSV text, one string per batch (one write). A cell starting with = + - @ gets a
 * leading quote, so a typed name cannot become a formula. Written here rather than with
 * csv-stringify: the library's per-cell options and result arrays made the employer export
 * five times slower at this step and a sixth of its garbage (`npm run bench:employer-export -w bench`).
 */
export function csvRecords(records: readonly (readonly string[])[]): string {
  let text = '';
  for (const record of records) text += `${record.map(cell).join(';')}\r\n`;
  return text;
}

/** A Belgian spreadsheet reads "1234,56" as a number; no currency sign, no thousands separator. */
export function decimalComma(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Kept for the process's life: a few thousand days cover every date an export holds, and each
 * export formatting them anew cost it 30 ms of Intl.
 */
const byDay = new Map<number, { early: string; at22: string; late: string }>();

/**
 * formatDate for many rows: Intl's zone conversion costs microseconds a call, three dates a row
 * at 100,000 rows spread over tens of thousands of hours. Brussels is one or two hours ahead of
 * UTC and changes its offset at 01:00 UTC, so a UTC day is the Brussels day of its start until
 * 22:00, the next one from 23:00, and in between whichever 22:00 is: three conversions serve it.
 */
export function brusselsDay(epochMs: number | null): string {
  if (epochMs === null) return '';
  const day = Math.floor(epochMs / DAY_MS);
  const start = day * DAY_MS;
  let days = byDay.get(day);
  if (!days) {
    days = {
      early: formatDate(start),
      at22: formatDate(start + 22 * HOUR_MS),
      late: formatDate(start + 23 * HOUR_MS),
    };
    byDay.set(day, days);
  }
  const hour = Math.floor((epochMs - start) / HOUR_MS);
  return hour < 22 ? days.early : hour === 22 ? days.at22 : days.late;
}
