import { describe, expect, it } from 'vitest';
import {
  formatNationalRegister,
  validateNationalRegister,
  withNationalRegisterCheckDigits,
} from './national-register';

describe('validateNationalRegister', () => {
  it('accepts a number of someone born in the 1900s (97 minus the first nine digits mod 97)', () => {
    expect(validateNationalRegister('85073003328')).toEqual({ ok: true, value: '85073003328' });
  });

  it('accepts a number of someone born from 2000 (a 2 before the nine digits)', () => {
    expect(validateNationalRegister('17010112346')).toEqual({ ok: true, value: '17010112346' });
    // The same digits with the 1900s check digits are someone else's number, and wrong here.
    expect(validateNationalRegister('17010112349').ok).toBe(false);
  });

  it('reads the printed form with dots, dash and spaces', () => {
    expect(validateNationalRegister(' 85.07.30-033.28 ')).toEqual({ ok: true, value: '85073003328' });
  });

  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(validateNationalRegister('85073003329')).toEqual({
      ok: false,
      error: 'NATIONAL_REGISTER_INVALID',
    });
    expect(validateNationalRegister('8507300332')).toEqual({ ok: false, error: 'NATIONAL_REGISTER_INVALID' });
    expect(validateNationalRegister('85O73003328')).toEqual({
      ok: false,
      error: 'NATIONAL_REGISTER_INVALID',
    });
  });

  it('answers REQUIRED when empty', () => {
    expect(validateNationalRegister('  ')).toEqual({ ok: false, error: 'REQUIRED' });
  });

  it('formats 11 digits as printed on the identity card', () => {
    expect(formatNationalRegister('85073003328')).toBe('85.07.30-033.28');
  });

  it('adds the check digits of either century', () => {
    expect(withNationalRegisterCheckDigits('850730033')).toBe('85073003328');
    expect(withNationalRegisterCheckDigits('170101123', true)).toBe('17010112346');
  });
});
