import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLate, isWorkingDay, lateAt, lateCutoff, lateFrom, workingDaysSince } from './working-days';

const day = (iso: string) => {
  const [year, month, dayOfMonth] = iso.split('-').map(Number);
  return { year, month, day: dayOfMonth };
};

describe('working days in Belgium', () => {
  it('skips the ten public holidays, Easter and Whit Monday and Ascension included', () => {
    const holidays2026 = ['01-01', '04-06', '05-01', '05-14', '05-25', '07-21', '11-11', '12-25'];
    for (const date of holidays2026) expect(isWorkingDay(day(`2026-${date}`)), date).toBe(false);
    // 15/08 and 01/11 fall on a weekend in 2026; an observance (02/11, 15/11) is a working day.
    expect(isWorkingDay(day('2027-11-01'))).toBe(false);
    expect(isWorkingDay(day('2026-11-02'))).toBe(true);
    expect(isWorkingDay(day('2026-12-24'))).toBe(true);
    expect(isWorkingDay(day('2027-03-29'))).toBe(false); // Easter Monday 2027
  });

  it('skips Saturdays and Sundays', () => {
    expect(isWorkingDay(day('2026-11-28'))).toBe(false);
    expect(isWorkingDay(day('2026-11-29'))).toBe(false);
    expect(isWorkingDay(day('2026-11-30'))).toBe(true);
  });

  it('counts the working days after the day an order entered its status, up to today', () => {
    const tuesday = new Date('2026-11-24T09:00:00Z');
    expect(workingDaysSince(tuesday, new Date('2026-11-24T16:00:00Z'))).toBe(0);
    expect(workingDaysSince(tuesday, new Date('2026-11-27T09:00:00Z'))).toBe(3);
    // The weekend adds nothing; Armistice (Wednesday 11/11) neither.
    expect(workingDaysSince(tuesday, new Date('2026-11-29T20:00:00Z'))).toBe(3);
    expect(workingDaysSince(new Date('2026-11-10T09:00:00Z'), new Date('2026-11-12T09:00:00Z'))).toBe(1);
  });

  it('reads days in Brussels, not UTC', () => {
    const friday = new Date('2026-11-27T12:00:00Z');
    // 23:59 on Tuesday in Brussels, and 00:30 on Wednesday (still Tuesday in UTC).
    expect(workingDaysSince(new Date('2026-11-24T22:59:00Z'), friday)).toBe(3);
    expect(workingDaysSince(new Date('2026-11-24T23:30:00Z'), friday)).toBe(2);
    // 00:30 on Saturday in Brussels (Friday 23:30 in UTC): a Saturday adds no working day.
    expect(workingDaysSince(new Date('2026-11-27T08:00:00Z'), new Date('2026-11-27T23:30:00Z'))).toBe(0);
  });

  it('is late from that moment on, and never without an order or a limit', () => {
    const since = new Date('2026-11-24T09:00:00Z');
    const from = lateFrom(since, 2)!;
    expect(from).toEqual(lateAt(since, 2));
    expect(isLate(from, new Date(from.getTime() - 1))).toBe(false);
    expect(isLate(from, from)).toBe(true);
    expect(lateFrom(since, null)).toBeNull();
    expect(lateFrom(null, 2)).toBeNull();
    expect(isLate(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('says when an order becomes late: the start of its first working day past the limit, in Brussels', () => {
    expect(lateAt(new Date('2026-11-24T09:00:00Z'), 2)).toEqual(new Date('2026-11-26T23:00:00Z'));
    // Christmas: Thursday 24/12 is the first day, Monday 28/12 the second.
    expect(lateAt(new Date('2026-12-23T09:00:00Z'), 1)).toEqual(new Date('2026-12-27T23:00:00Z'));
    // Summer time starts on Sunday 29/03/2026: Monday starts at 22:00 UTC.
    expect(lateAt(new Date('2026-03-27T09:00:00Z'), 0)).toEqual(new Date('2026-03-29T22:00:00Z'));
  });

  it('agrees with itself: entered before the cutoff, late by the count, and late from lateAt on', () => {
    const instant = fc.date({
      min: new Date('2025-01-01'),
      max: new Date('2028-12-31'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 60 }),
        (since, days, limit) => {
          const now = new Date(since.getTime() + days * 86_400_000 + 3_600_000);
          const late = workingDaysSince(since, now) > limit;
          expect(since < lateCutoff(now, limit)).toBe(late);
          expect(lateAt(since, limit) <= now).toBe(late);
        },
      ),
    );
  });
});
