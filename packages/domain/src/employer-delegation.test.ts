import { describe, expect, it } from 'vitest';
import { issueCodes } from './schemas';
import { delegationDaysSchema } from './employer-delegation';
import { addDays, brusselsToday } from './format';

describe('delegation days', () => {
  it('reads today on the Brussels calendar, not UTC', () => {
    // 23:30 UTC on 30 November is already 1 December in Brussels (UTC+1).
    expect(brusselsToday(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(brusselsToday(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(brusselsToday(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('counts calendar days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('refuses a last day before the first or before today, and days that do not exist', () => {
    const schema = delegationDaysSchema('2026-11-27');
    expect(schema.safeParse({ first_day: '2026-11-27', last_day: '2026-11-27' }).success).toBe(true);
    const codes = (input: unknown) => {
      const parsed = schema.safeParse(input);
      return parsed.success ? {} : issueCodes(parsed.error);
    };
    expect(codes({ first_day: '2026-12-02', last_day: '2026-12-01' })).toEqual({
      last_day: 'DELEGATION_DATES_INVALID',
    });
    expect(codes({ first_day: '2026-11-01', last_day: '2026-11-26' })).toEqual({
      last_day: 'DELEGATION_DATES_INVALID',
    });
    expect(codes({ first_day: '2026-02-30', last_day: '2026-12-01' })).toEqual({
      first_day: 'errors.dateInvalid',
    });
  });
});
