import { formatDate } from '@spokes/domain/format';
import { describe, expect, it } from 'vitest';
import { brusselsDays } from './csv-export';

describe('brusselsDays', () => {
  it('gives the Brussels day of every hour and minute edge, summer and winter time and their changes', () => {
    const day = brusselsDays();
    // 2026's changes: 29 March and 25 October at 01:00 UTC; a winter day, a summer day, New Year.
    const days = [
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-10-25',
      '2026-01-15',
      '2026-07-15',
      '2026-12-31',
    ];
    for (const utcDay of days) {
      const start = Date.parse(`${utcDay}T00:00:00Z`);
      for (let minute = 0; minute < 24 * 60; minute += 30)
        for (const ms of [start + minute * 60_000, start + minute * 60_000 + 59_999])
          expect(day(ms), new Date(ms).toISOString()).toBe(formatDate(ms));
    }
    expect(day(null)).toBe('');
  });
});
