import { describe, expect, it } from 'vitest';
import {
  sanitiseText,
  stripUnsafeCharacters,
  validateAccessCode,
  validateLabHash,
} from './company-validation';

describe('company fields', () => {
  it('allows a lease-a-bike hash of at most 6 characters', () => {
    expect(validateLabHash('abc123')).toEqual({ ok: true, value: 'abc123' });
    expect(validateLabHash('')).toEqual({ ok: true, value: '' });
    expect(validateLabHash('abc1234')).toEqual({ ok: false, error: 'LAB_HASH_TOO_LONG' });
  });

  it('sanitises free text and requires an access code', () => {
    expect(sanitiseText(' <b>ACME</b>\n\tcode ')).toBe('b ACME /b code');
    expect(validateAccessCode(' X7Y9 ')).toEqual({ ok: true, value: 'X7Y9' });
    expect(validateAccessCode('<>')).toEqual({ ok: false, error: 'ACCESS_CODE_REQUIRED' });
  });
});

describe('stripUnsafeCharacters', () => {
  it('drops control characters and markup brackets, keeping spaces as typed', () => {
    expect(stripUnsafeCharacters('Kerk<b>straat\u0007 1 ')).toBe('Kerkbstraat 1 ');
  });
});
