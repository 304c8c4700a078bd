import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQuotationNumber, normalizeQuotationNumber } from './quotation-number';

describe('normalizeQuotationNumber', () => {
  it('reads every way of typing a number as its stored form', () => {
    for (const typed of ['7', 'Q7', 'q7', 'q000007', '000007', 'Q000007', ' 7 ', 'Q 7', '0000000007'])
      expect(normalizeQuotationNumber(typed)).toBe('Q000007');
  });

  it('keeps numbers past six digits whole', () => {
    expect(normalizeQuotationNumber('1234567')).toBe('Q1234567');
    expect(normalizeQuotationNumber('q001234567')).toBe('Q1234567');
    expect(normalizeQuotationNumber('123456')).toBe('Q123456');
  });

  it('is null when nothing is typed', () => {
    expect(normalizeQuotationNumber('')).toBeNull();
    expect(normalizeQuotationNumber('   ')).toBeNull();
    expect(normalizeQuotationNumber(null)).toBeNull();
  });

  it('keeps text that is no number, so that it finds nothing instead of everything', () => {
    expect(normalizeQuotationNumber('abc')).toBe('QABC');
    expect(normalizeQuotationNumber('q12x')).toBe('Q12X');
  });

  it('finds the number the formatter wrote, however it is typed (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.constantFrom('', 'Q', 'q'),
        fc.nat({ max: 8 }),
        fc.constantFrom('', ' '),
        (sequence, prefix, zeros, space) => {
          const typed = `${space}${prefix}${'0'.repeat(zeros)}${sequence}${space}`;
          expect(normalizeQuotationNumber(typed)).toBe(formatQuotationNumber(sequence));
        },
      ),
    );
  });

  it('is idempotent on what it returns (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (typed) => {
        const once = normalizeQuotationNumber(typed);
        expect(normalizeQuotationNumber(once)).toBe(once);
      }),
    );
  });
});

describe('formatQuotationNumber', () => {
  it('pads the sequence to six digits after a Q, as the database writes it', () => {
    expect(formatQuotationNumber(7)).toBe('Q000007');
    expect(formatQuotationNumber(123456)).toBe('Q123456');
    expect(formatQuotationNumber(1234567)).toBe('Q1234567');
  });
});
