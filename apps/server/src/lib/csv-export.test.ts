import { formatDate } from '@spokes/domain/format';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { brusselsDay, csvRecords } from './csv-export';

describe('brusselsDay', () => {
  it('gives the Brussels day of every hour and minute edge, summer and winter time and their changes', () => {
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
          expect(brusselsDay(ms), new Date(ms).toISOString()).toBe(formatDate(ms));
    }
    expect(brusselsDay(null)).toBe('');
  });
});

describe('csvRecords', () => {
  const read = (text: string) =>
    parse(text, { delimiter: ';', record_delimiter: '\r\n', relax_column_count: true }) as string[][];

  it('writes cells a CSV reader gives back as they were: semicolons, quotes, line ends, accents, empty cells', () => {
    const records = [
      ['Q-2026-0001', 'Zoë "Zozo" Dupont', 'Bedrijf; Afdeling', '', 'regel 1\r\nregel 2', 'alleen\n'],
      ['"', ';', '""', 'gewoon', '€ 12,50', ' spatie '],
    ];
    const text = csvRecords(records);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(read(text)).toEqual(records);
    expect(
      csvRecords([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a;b\r\nc;d\r\n');
  });

  it('puts a quote before a cell a spreadsheet would read as a formula, also when it needs quoting', () => {
    const formulas = [
      '=SUM(A1)',
      '+32 470',
      '-5',
      '@cmd',
      '\tx',
      '\rx',
      '\uFF1D1',
      '\uFF0B1',
      '\uFF0D1',
      '\uFF20x',
      '=A1;B1',
    ];
    expect(read(csvRecords([formulas]))).toEqual([formulas.map((cell) => `'${cell}`)]);
    expect(csvRecords([['1-ABC-123', 'a=b', "'quoted"]])).toBe("1-ABC-123;a=b;'quoted\r\n");
  });
});
