import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalisePhone,
  validateEmail,
  validatePhone,
  validatePostcode,
  validateWebsite,
} from './contact-validation';

describe('e-mail', () => {
  it('trims and accepts a simple address', () => {
    expect(validateEmail('  jan.peeters@fietsen.be ')).toEqual({ ok: true, value: 'jan.peeters@fietsen.be' });
  });

  it('refuses addresses without @, domain dot or with spaces', () => {
    for (const email of ['jan', 'jan@fietsen', 'jan peeters@fietsen.be', '@fietsen.be', 'jan@@fietsen.be']) {
      expect(validateEmail(email)).toEqual({ ok: false, error: 'EMAIL_INVALID' });
    }
    expect(validateEmail('   ')).toEqual({ ok: false, error: 'REQUIRED' });
  });

  it('accepts generated local@domain.tld addresses (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9._%+-]{1,20}$/),
        fc.stringMatching(/^[a-z0-9-]{1,20}$/),
        fc.constantFrom('be', 'nl', 'com', 'de'),
        (local, domain, tld) => {
          expect(validateEmail(`${local}@${domain}.${tld}`).ok).toBe(true);
        },
      ),
    );
  });
});

describe('phone', () => {
  it('normalises separators and 00 to +', () => {
    expect(normalisePhone('0032 (0)470/12.34-56')).toBe('+32047012345' + '6');
    expect(normalisePhone(' 0470 12 34 56 ')).toBe('0470123456');
  });

  it('accepts Belgian numbers with or without country code and stores E.164', () => {
    expect(validatePhone('0470 12 34 56')).toEqual({ ok: true, value: '+32470123456' });
    expect(validatePhone('+32 2 123 45 67')).toEqual({ ok: true, value: '+3221234567' });
    expect(validatePhone('0032470123456')).toEqual({ ok: true, value: '+32470123456' });
  });

  it('accepts numbers of the neighbouring countries', () => {
    expect(validatePhone('+31 6 12345678')).toEqual({ ok: true, value: '+31612345678' });
    expect(validatePhone('+33 6 12 34 56 78')).toEqual({ ok: true, value: '+33612345678' });
    expect(validatePhone('+49 30 1234567')).toEqual({ ok: true, value: '+49301234567' });
    expect(validatePhone('+352 621 123 456')).toEqual({ ok: true, value: '+352621123456' });
  });

  it('refuses numbers of other countries, short numbers and letters', () => {
    expect(validatePhone('+1 202 555 0123')).toEqual({ ok: false, error: 'PHONE_INVALID' });
    expect(validatePhone('04701')).toEqual({ ok: false, error: 'PHONE_INVALID' });
    expect(validatePhone('0470 12 34 5X')).toEqual({ ok: false, error: 'PHONE_INVALID' });
    expect(validatePhone('+32 470 12 34 56 78 90 12 34')).toEqual({ ok: false, error: 'PHONE_INVALID' });
    expect(validatePhone('')).toEqual({ ok: false, error: 'REQUIRED' });
  });

  it('never throws and returns E.164 on success (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 25 }), (text) => {
        const result = validatePhone(text);
        if (result.ok) expect(result.value).toMatch(/^\+(32|31|33|49|352)\d+$/);
      }),
    );
  });
});

describe('postcode', () => {
  it('accepts the formats of BE, NL, DE, FR and LU', () => {
    for (const postcode of ['1000', '9000', '1012 AB', '1012ab', '10115', '75001', 'L-1234']) {
      expect(validatePostcode(postcode).ok).toBe(true);
    }
  });

  it('checks one country when given', () => {
    expect(validatePostcode('1000', 'BE')).toEqual({ ok: true, value: '1000' });
    expect(validatePostcode('10115', 'BE')).toEqual({ ok: false, error: 'POSTCODE_INVALID' });
    expect(validatePostcode('1012 ab', 'NL')).toEqual({ ok: true, value: '1012 AB' });
    expect(validatePostcode('1012 SS', 'NL')).toEqual({ ok: false, error: 'POSTCODE_INVALID' });
  });

  it('refuses other shapes', () => {
    for (const postcode of ['123', 'ABCD', '123456', '1000 BE X']) {
      expect(validatePostcode(postcode)).toEqual({ ok: false, error: 'POSTCODE_INVALID' });
    }
    // 0999 is no Belgian postcode, though a Luxembourg one has the same shape.
    expect(validatePostcode('0999', 'BE')).toEqual({ ok: false, error: 'POSTCODE_INVALID' });
  });

  it('accepts every Belgian postcode 1000-9999 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), (n) => {
        expect(validatePostcode(String(n), 'BE').ok).toBe(true);
      }),
    );
  });
});

describe('website', () => {
  it('prefixes https:// when no scheme is typed', () => {
    expect(validateWebsite('www.fietsen.be')).toEqual({ ok: true, value: 'https://www.fietsen.be' });
    expect(validateWebsite('https://fietsen.be/winkel')).toEqual({
      ok: true,
      value: 'https://fietsen.be/winkel',
    });
    expect(validateWebsite('http://fietsen.be')).toEqual({ ok: true, value: 'http://fietsen.be' });
  });

  it('refuses things that are not web addresses', () => {
    for (const site of ['fietsen', 'ftp://fietsen.be', 'fietsen .be', 'https://', 'javascript:alert(1)']) {
      expect(validateWebsite(site)).toEqual({ ok: false, error: 'WEBSITE_INVALID' });
    }
  });
});
