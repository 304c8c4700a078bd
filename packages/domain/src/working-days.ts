import Holidays from 'date-holidays';
import { calendarDateOf, isoCalendarDate, zonedInstant, type CalendarDate, type Instant } from './format';

/**
 * Working days in Belgium: Monday to Friday, except the ten public holidays (New Year, Easter
 * Monday, Labour Day, Ascension, Whit Monday, the National Holiday, Assumption, All Saints,
 * Armistice, Christmas), as Brussels calendar days. An order's age in its status counts the
 * working days after the day it entered the status up to today: entered on Tuesday, it is 0 that
 * day, 1 on Wednesday, 3 on Friday. An order whose limit is N working days is late once its age
 * passes N.
 */
const belgium = new Holidays('BE', { types: ['public'] });
const holidaysByYear = new Map<number, Set<string>>();

function publicHolidays(year: number): Set<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(belgium.getHolidays(year).map((holiday) => holiday.date.slice(0, 10)));
    holidaysByYear.set(year, days);
  }
  return days;
}

export function isWorkingDay(date: CalendarDate): boolean {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !publicHolidays(date.year).has(isoCalendarDate(date));
}

function nextDay({ year, month, day }: CalendarDate, step: 1 | -1): CalendarDate {
  const next = new Date(Date.UTC(year, month - 1, day + step));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** Working days after the Brussels day of `since` up to and including the day of `now`. */
export function workingDaysSince(since: Instant, now: Instant): number {
  const today = calendarDateOf(now);
  let day = calendarDateOf(since);
  let count = 0;
  while (isoCalendarDate(day) < isoCalendarDate(today)) {
    day = nextDay(day, 1);
    if (isWorkingDay(day)) count++;
  }
  return count;
}

/** When an order that entered its status at `since` becomes late: the start of its (N+1)th working day. */
export function lateAt(since: Instant, limit: number): Date {
  let day = calendarDateOf(since);
  for (let counted = 0; counted <= limit;) {
    day = nextDay(day, 1);
    if (isWorkingDay(day)) counted++;
  }
  return zonedInstant(day, 0);
}

/** When an order in its status since `since` is late there; null without an order or a limit. */
export function lateFrom(since: Date | null, limitDays: number | null): Date | null {
  return since && limitDays !== null ? lateAt(since, limitDays) : null;
}

/** Whether an order late from `lateFrom` (null: its status has no limit) is late at `now`. */
export function isLate(lateFrom: Date | null, now = new Date()): boolean {
  return lateFrom !== null && lateFrom.getTime() <= now.getTime();
}

/**
 * The instant before which an order must have entered its status to be late now with a limit of
 * N working days: the start of the earliest day from which no more than N working days have
 * passed. One comparison per status, so the check reads an index, however many orders there are.
 */
export function lateCutoff(now: Instant, limit: number): Date {
  let day = calendarDateOf(now);
  let counted = 0;
  for (;;) {
    const passed = counted + (isWorkingDay(day) ? 1 : 0);
    if (passed > limit) return zonedInstant(day, 0);
    counted = passed;
    day = nextDay(day, -1);
  }
}
