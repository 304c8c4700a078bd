import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDateOf,
  formatCalendarDate,
  formatDate,
  formatDateMinute,
  formatDateTime,
  formatMoney,
  formatDays,
  roundDays,
  formatShare,
  isEarliestDeliveryInFuture,
  isoCalendarDate,
  parseDate,
  storeDateAt11,
  validateDate,
} from './format';
import { parseAmountToCents } from './money';

const NBSP = '\u00a0';

describe('dates', () => {
  it('shows the Belgian calendar day as DD/MM/YYYY, whatever the machine zone', () => {
    // 23:30 UTC on 15 January is 00:30 on the 16th in Brussels (UTC+1 in winter).
    expect(formatDate(Date.UTC(2024, 0, 15, 23, 30))).toBe('16/01/2024');
    expect(formatDate(new Date(Date.UTC(2024, 6, 4, 8)))).toBe('04/07/2024');
    expect(formatDate(null)).toBe('');
  });

  it('writes a day for machines as YYYY-MM-DD', () => {
    expect(isoCalendarDate({ year: 2026, month: 3, day: 7 })).toBe('2026-03-07');
  });

  it('shows webhook attempts as DD-MM-YYYY HH:mm:ss', () => {
    // 12:05:09 UTC in July is 14:05:09 in Brussels (UTC+2 in summer).
    expect(formatDateTime(Date.UTC(2024, 6, 1, 12, 5, 9))).toBe('01-07-2024 14:05:09');
    expect(formatDateTime(Date.UTC(2024, 0, 1, 0, 0, 0))).toBe('01-01-2024 01:00:00');
  });

  it('shows outbox times as DD/MM/YYYY HH:mm in Brussels time', () => {
    expect(formatDateMinute(Date.UTC(2024, 6, 1, 12, 5, 59))).toBe('01/07/2024 14:05');
    // 23:30 UTC on 31 December is already New Year in Brussels.
    expect(formatDateMinute(Date.UTC(2024, 11, 31, 23, 30))).toBe('01/01/2025 00:30');
    expect(formatDateMinute(undefined)).toBe('');
  });

  it('parses DD/MM/YYYY and refuses days that do not exist', () => {
    expect(parseDate('29/02/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDate(' 1/2/2024 ')).toEqual({ year: 2024, month: 2, day: 1 });
    expect(parseDate('29/02/2023')).toBeNull();
    expect(parseDate('31/04/2024')).toBeNull();
    expect(parseDate('2024-01-01')).toBeNull();
    expect(validateDate('')).toEqual({ ok: false, error: 'REQUIRED' });
    expect(validateDate('32/01/2024')).toEqual({ ok: false, error: 'DATE_INVALID' });
  });

  it('round-trips a calendar day through its text (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (d) => {
          const day = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
          expect(parseDate(formatCalendarDate(day))).toEqual(day);
        },
      ),
    );
  });

  it('stores a day at 11:00 Brussels time, in winter and in summer', () => {
    expect(storeDateAt11({ year: 2024, month: 1, day: 15 }).toISOString()).toBe('2024-01-15T10:00:00.000Z');
    // 31 March 2024 is the day the clocks go forward: 11:00 is already summer time.
    expect(storeDateAt11({ year: 2024, month: 3, day: 31 }).toISOString()).toBe('2024-03-31T09:00:00.000Z');
    expect(storeDateAt11(Date.UTC(2024, 9, 27, 23, 30)).toISOString()).toBe('2024-10-28T10:00:00.000Z');
  });

  it('keeps the stored day the same day from New York to Tokyo (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom('Europe/Brussels', 'UTC', 'America/New_York', 'Asia/Tokyo'),
        (d, zone) => {
          const day = calendarDateOf(d);
          expect(calendarDateOf(storeDateAt11(day), zone)).toEqual(day);
        },
      ),
    );
  });

  it('warns about the earliest delivery day only when it is after today', () => {
    const now = Date.UTC(2024, 4, 10, 8); // 10 May 2024, 10:00 in Brussels
    expect(isEarliestDeliveryInFuture(storeDateAt11({ year: 2024, month: 5, day: 10 }), now)).toBe(false);
    expect(isEarliestDeliveryInFuture(storeDateAt11({ year: 2024, month: 5, day: 11 }), now)).toBe(true);
    expect(isEarliestDeliveryInFuture(storeDateAt11({ year: 2024, month: 5, day: 9 }), now)).toBe(false);
    expect(isEarliestDeliveryInFuture(null, now)).toBe(false);
  });
});

describe('money', () => {
  it('formats euros for nl-BE with a decimal comma', () => {
    expect(formatMoney(123456)).toBe(`€${NBSP}1.234,56`);
    expect(formatMoney(-123456)).toBe(`€${NBSP}-1.234,56`);
    expect(formatMoney(0)).toBe(`€${NBSP}0,00`);
    expect(formatMoney(100000050)).toBe(`€${NBSP}1.000.000,50`);
    expect(formatMoney(null)).toBe('');
  });

  it('reads back what it shows (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (cents) => {
        expect(parseAmountToCents(formatMoney(cents))).toEqual({ ok: true, value: cents });
      }),
    );
  });
});

describe('formatShare', () => {
  it('writes a share as a percentage with a decimal comma', () => {
    expect(formatShare(0.055)).toBe(`5,5${NBSP}%`);
    expect(formatShare(0.21)).toBe(`21${NBSP}%`);
    expect(formatShare(1)).toBe(`100${NBSP}%`);
    expect(formatShare(null)).toBe('');
  });
});

describe('formatDays', () => {
  it('shows at most one decimal with a decimal comma, and nothing for no value', () => {
    expect(formatDays(4.25)).toBe('4,3');
    expect(formatDays(12)).toBe('12');
    expect(formatDays(1234.5)).toBe('1.234,5');
    expect(formatDays(null)).toBe('');
  });

  it('shows the figure roundDays gives, which a text counts its plural on', () => {
    for (const days of [1.04, 1.05, 0.95, 4.25, 2.449])
      expect(formatDays(days)).toBe(String(roundDays(days)).replace('.', ','));
    expect(roundDays(1.04)).toBe(1);
  });
});
