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

/**
 * formatDate for many rows: Intl's zone conversion costs microseconds a call, three dates a row
 * at 100,000 rows. Brussels changes its offset only on the hour, so one answer serves an hour.
 */
export function brusselsDays(): (epochMs: number | null) => string {
  const byHour = new Map<number, string>();
  return (epochMs) => {
    if (epochMs === null) return '';
    const hour = Math.floor(epochMs / HOUR_MS);
    let day = byHour.get(hour);
    if (day === undefined) byHour.set(hour, (day = formatDate(hour * HOUR_MS)));
    return day;
  };
}
