import { invalid, valid, type Validated } from './validation-result';

// Dates are shown and picked as Belgian calendar days. The zone is explicit so that the server
// (which may run in UTC) and a browser abroad show the same day for the same instant.
export const TIME_ZONE = 'Europe/Brussels';

export type CalendarDate = { year: number; month: number; day: number };
export type Instant = Date | number;

type WallClock = CalendarDate & { hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(instant: Instant, timeZone: string): WallClock {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(
    formatter.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

export function calendarDateOf(instant: Instant, timeZone = TIME_ZONE): CalendarDate {
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
}

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
}

// A day as machines exchange it (deal fields, history values): YYYY-MM-DD.
export function isoCalendarDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function formatDate(instant: Instant | null | undefined, timeZone = TIME_ZONE): string {
  return instant == null ? '' : formatCalendarDate(calendarDateOf(instant, timeZone));
}

// Webhook attempts are listed to the second: DD-MM-YYYY HH:mm:ss.
export function formatDateTime(instant: Instant | null | undefined, timeZone = TIME_ZONE): string {
  if (instant == null) return '';
  const t = wallClock(instant, timeZone);
  return `${pad(t.day)}-${pad(t.month)}-${pad(t.year, 4)} ${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
}

// Lists of events (the mail outbox) show the day and the minute: DD/MM/YYYY HH:mm.
export function formatDateMinute(instant: Instant | null | undefined, timeZone = TIME_ZONE): string {
  if (instant == null) return '';
  const t = wallClock(instant, timeZone);
  return `${formatCalendarDate(t)} ${pad(t.hour)}:${pad(t.minute)}`;
}

export function isRealDate({ year, month, day }: CalendarDate): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

export function parseDate(text: string | null | undefined): CalendarDate | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec((text ?? '').trim());
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

/** A day typed DD/MM/YYYY as the server takes it (YYYY-MM-DD); text that is no day stays as typed, for the check to refuse. */
export function isoDateOf(display: string): string {
  const date = parseDate(display);
  return date ? isoCalendarDate(date) : display;
}

export function validateDate(
  text: string | null | undefined,
): Validated<'REQUIRED' | 'DATE_INVALID', CalendarDate> {
  if ((text ?? '').trim() === '') return invalid('REQUIRED');
  const date = parseDate(text);
  return date ? valid(date) : invalid('DATE_INVALID');
}

// The instant at which the wall clock in timeZone reads the given day and time. The zone's
// offset is read at a first guess and read again at the result, which settles DST changes.
export function zonedInstant(date: CalendarDate, hour: number, minute = 0, timeZone = TIME_ZONE): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const offsetAt = (instant: number) => {
    const t = wallClock(instant, timeZone);
    return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) - instant;
  };
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

// Earliest delivery and end dates are days, stored as an instant at 11:00 Belgian time: every
// zone from UTC-9 to UTC+12 still sees the same calendar day, so no reader shifts it by one.
export function storeDateAt11(date: CalendarDate | Instant, timeZone = TIME_ZONE): Date {
  const day = typeof date === 'number' || date instanceof Date ? calendarDateOf(date, timeZone) : date;
  return zonedInstant(day, 11, 0, timeZone);
}

// The old product compared the stored earliest date (11:00) with today at 13:00: a bike whose
// earliest day is today may be delivered without the warning. Comparing the two days in the
// Belgian calendar says the same without depending on the stored hour.
export function isEarliestDeliveryInFuture(
  earliestDelivery: Instant | null | undefined,
  now: Instant,
  timeZone = TIME_ZONE,
): boolean {
  if (earliestDelivery == null) return false;
  const threshold = zonedInstant(calendarDateOf(now, timeZone), 13, 0, timeZone);
  const earliest = storeDateAt11(earliestDelivery, timeZone);
  return earliest.getTime() > threshold.getTime();
}

const euro = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });

// nl-BE puts a no-break space after the euro sign: 123456 -> "€ 1.234,56" with U+00A0.
export function formatMoney(cents: number | null | undefined): string {
  return cents == null ? '' : euro.format(cents / 100);
}

const percent = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 });

// A share of the calculation sheet (0.055) as the back office reads it: "5,5 %".
export function formatShare(share: number | null | undefined): string {
  return share == null ? '' : `${percent.format(share * 100)}\u00a0%`;
}

const oneDecimal = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 1 });

/** Days to the one decimal shown: the figure a text's plural follows (1.04 reads "1 dag"). */
export function roundDays(days: number): number {
  return Math.round(days * 10) / 10;
}

// A count of days with at most one decimal, as the back office reads it: 4.25 -> "4,3".
export function formatDays(days: number | null | undefined): string {
  return days == null ? '' : oneDecimal.format(roundDays(days));
}

/** Today in Brussels as an ISO date, the day a delegation window is read on. */
export function brusselsToday(now: Instant = Date.now()): string {
  return isoCalendarDate(calendarDateOf(now));
}

/** The ISO day `offset` calendar days after `day` (before it when negative). */
export function addDays(day: string, offset: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + offset)).toISOString().slice(0, 10);
}
