import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToEuros,
  formatAmountInput,
  parseAmountToCents,
  roundHalfAwayFromZero,
  sumCents,
  toCents,
} from './money';

describe('rounding', () => {
  it('rounds like the plain 15-digit read-back, which it only skips away from a half (property)', () => {
    const reference = (value: number) => {
      const magnitude = Number(Math.abs(value).toPrecision(15));
      const rounded = Math.floor(magnitude + 0.5);
      return value < 0 && rounded !== 0 ? -rounded : rounded;
    };
    const nearHalves = fc
      .tuple(fc.integer({ min: -5_000_000, max: 5_000_000 }), fc.integer({ min: -4, max: 4 }))
      .map(([whole, ulps]) => whole + 0.5 + ulps * Number.EPSILON * Math.max(1, Math.abs(whole)));
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: -1e9, max: 1e9, noNaN: true }), nearHalves), (value) => {
        expect(roundHalfAwayFromZero(value)).toBe(reference(value));
      }),
      { numRuns: 5000 },
    );
  });

  it('rounds halves away from zero', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.4999)).toBe(2);
    expect(roundHalfAwayFromZero(4437.5)).toBe(4438);
  });

  it('treats float noise around a half as the half a person typed', () => {
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('is symmetric and within half a unit (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const rounded = roundHalfAwayFromZero(x);
        expect(Number.isInteger(rounded)).toBe(true);
        expect(Math.abs(rounded - x)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(roundHalfAwayFromZero(-x)).toBe(rounded === 0 ? 0 : -rounded);
      }),
    );
  });

  it('round-trips cents through euros (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(centsToEuros(cents))).toBe(cents);
      }),
    );
  });
});

describe('typed amounts', () => {
  it('reads a decimal comma, a decimal point and thousands separators', () => {
    expect(parseAmountToCents('1.234,56')).toEqual({ ok: true, value: 123456 });
    expect(parseAmountToCents('1234,5')).toEqual({ ok: true, value: 123450 });
    expect(parseAmountToCents('1234.56')).toEqual({ ok: true, value: 123456 });
    expect(parseAmountToCents('€ 1 234,56')).toEqual({ ok: true, value: 123456 });
    expect(parseAmountToCents('1.234.567')).toEqual({ ok: true, value: 123456700 });
    expect(parseAmountToCents('0')).toEqual({ ok: true, value: 0 });
    expect(parseAmountToCents(12.34)).toEqual({ ok: true, value: 1234 });
  });

  it('refuses negatives, a third decimal and text', () => {
    for (const text of ['-5', '1.234', '12,345', 'abc', '1,2,3', '1.23,45']) {
      expect(parseAmountToCents(text)).toEqual({ ok: false, error: 'AMOUNT_INVALID' });
    }
    expect(parseAmountToCents(1.005)).toEqual({ ok: false, error: 'AMOUNT_INVALID' });
    expect(parseAmountToCents(-1)).toEqual({ ok: false, error: 'AMOUNT_INVALID' });
    expect(parseAmountToCents('  ')).toEqual({ ok: false, error: 'REQUIRED' });
  });

  it('reads back what the input shows (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        expect(parseAmountToCents(formatAmountInput(cents))).toEqual({ ok: true, value: cents });
        expect(parseAmountToCents(centsToEuros(cents))).toEqual({ ok: true, value: cents });
      }),
    );
  });

  it('shows cents with a decimal comma and sums missing amounts as 0', () => {
    expect(formatAmountInput(123456)).toBe('1234,56');
    expect(formatAmountInput(5)).toBe('0,05');
    expect(formatAmountInput(-150)).toBe('-1,50');
    expect(sumCents([100, null, 250, undefined])).toBe(350);
  });
});
