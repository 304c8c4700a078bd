import { formatDate } from '@spokes/domain/format';

/**
 * The pieces every CSV export shares, for a Belgian spreadsheet: `;` between cells, Windows line
 * ends, UTF-8 with a BOM so Excel keeps the accents, amounts with a decimal comma, dates
 * DD/MM/YYYY in Brussels. csv-stringify's synchronous writer is used a batch at a time (one
 * string and one write per batch). A cell starting with = + - @ gets a leading quote, so a
 * typed name cannot become a formula.
 */
export const CSV_OPTIONS = { delimiter: ';', record_delimiter: 'windows', escape_formulas: true } as const;

export const CSV_BOM = '\uFEFF';

/** A Belgian spreadsheet reads "1234,56" as a number; no currency sign, no thousands separator. */
export function decimalComma(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * formatDate for many rows: Intl's zone conversion costs microseconds a call, three dates a row
 * at 100,000 rows spread over tens of thousands of hours. Brussels is one or two hours ahead of
 * UTC and changes its offset at 01:00 UTC, so a UTC day is the Brussels day of its start until
 * 22:00, the next one from 23:00, and in between whichever 22:00 is: three conversions serve it.
 */
export function brusselsDays(): (epochMs: number | null) => string {
  const byDay = new Map<number, { early: string; at22: string; late: string }>();
  return (epochMs) => {
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
  };
}
