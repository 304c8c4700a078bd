import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseVatNumber, validateVatNumber } from './vat-number';

describe('VAT number', () => {
  it('accepts valid numbers of BE, NL, DE, FR and LU', () => {
    for (const vat of [
      'BE0411905847',
      'NL004495445B01',
      'NL000099998B57',
      'DE136695976',
      'FR40303265045',
      'LU15027442',
    ]) {
      expect(validateVatNumber(vat)).toEqual({ ok: true, value: vat });
    }
  });

  it('refuses a wrong check digit', () => {
    for (const vat of ['BE0411905848', 'NL004495446B01', 'DE136695977', 'FR41303265045', 'LU15027443']) {
      expect(validateVatNumber(vat)).toEqual({ ok: false, error: 'VAT_INVALID' });
    }
  });

  it('reads separators, lowercase, old 9-digit and prefix-less numbers as Belgian', () => {
    expect(normaliseVatNumber('be 0411.905.847')).toBe('BE0411905847');
    expect(normaliseVatNumber('BE411905847')).toBe('BE0411905847');
    expect(normaliseVatNumber('0411905847')).toBe('BE0411905847');
    expect(validateVatNumber('0411.905.847')).toEqual({ ok: true, value: 'BE0411905847' });
  });

  it('refuses unsupported countries and empty input', () => {
    expect(validateVatNumber('ESX1234567X')).toEqual({ ok: false, error: 'VAT_INVALID' });
    expect(validateVatNumber(' ')).toEqual({ ok: false, error: 'REQUIRED' });
  });

  // BE: the last two digits are 97 - (first 8 mod 97).
  it('accepts every Belgian number built with the mod 97 rule and refuses any other check (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 19_999_999 }), fc.integer({ min: 1, max: 96 }), (base, shift) => {
        const first8 = String(base).padStart(8, '0');
        const check = 97 - (Number(first8) % 97);
        expect(validateVatNumber(`BE${first8}${String(check).padStart(2, '0')}`).ok).toBe(true);
        const wrong = ((check - 1 + shift) % 97) + 1;
        expect(validateVatNumber(`BE${first8}${String(wrong).padStart(2, '0')}`).ok).toBe(false);
      }),
    );
  });
});
