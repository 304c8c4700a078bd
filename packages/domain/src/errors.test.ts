import { describe, expect, it } from 'vitest';
import { camelFromSnake } from './error-codes';
import { ERROR_CODES, errorMessage, errorTranslationKey, errorTranslations, isErrorCode } from './errors';

describe('error codes', () => {
  it('derives camelCase translation keys', () => {
    expect(errorTranslationKey('WRONG_CREDENTIALS')).toBe('errors.wrongCredentials');
    expect(errorTranslationKey('X12_REFERENCE_FORMAT')).toBe('errors.x12ReferenceFormat');
    expect(errorTranslationKey('REQUIRED')).toBe('errors.required');
    expect(camelFromSnake('LICENSE_PLATE_REQUIRED_FOR_DOWNLOAD')).toBe('licensePlateRequiredForDownload');
  });

  it('has unique codes and unique keys', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(new Set(ERROR_CODES.map(errorTranslationKey)).size).toBe(ERROR_CODES.length);
  });

  it('has a non-empty text in nl, fr, en and de for every key', () => {
    expect(Object.keys(errorTranslations)).toHaveLength(ERROR_CODES.length);
    for (const texts of Object.values(errorTranslations)) {
      for (const language of ['nl', 'fr', 'en', 'de'] as const) expect(texts[language].trim()).not.toBe('');
    }
  });

  it('uses the spec texts word for word in nl', () => {
    const nl = (code: Parameters<typeof errorTranslationKey>[0]) =>
      errorTranslations[errorTranslationKey(code)].nl;
    expect(nl('WRONG_CREDENTIALS')).toBe('Wrong email/password combination or email is not known');
    expect(nl('CODE_MISMATCH')).toBe('Code does not match');
    // The spec shows only the start of this text ('...'); the rest is ours (docs/decisions.md).
    expect(nl('SECOND_FACTOR_REVERT_FAILED')).toMatch(/^Fout bij het uitschakelen van de multi factor /);
    expect(nl('PASSWORD_TOO_WEAK')).toBe('Nieuw wachtwoord voldoet niet aan de voorwaarden');
    expect(nl('PASSWORD_MISMATCH')).toBe('Wachtwoorden komen niet overeen');
    expect(nl('PASSWORD_REUSED')).toBe('Nieuw wachtwoord is reeds eerder gebruikt');
    expect(nl('FILE_TOO_LARGE')).toBe('File too large');
    expect(nl('SAME_STATUS')).toBe('Select different status');
    expect(nl('FRAME_NUMBER_LENGTH')).toBe('17 tekens');
    expect(nl('STICKER_NUMBER_FORMAT')).toBe('Exact 8 numerieke tekens');
    expect(nl('BATTERY_NUMBER_TOO_SHORT')).toBe('minimum 4 tekens');
    expect(nl('SERVICE_PASS_LENGTH')).toBe('Servicepas moet bestaan uit 19 karakters');
    expect(nl('SERVICE_PASS_PREFIX')).toBe('Servicepas moet beginnen met 3120');
    expect(nl('DIGITS_ONLY')).toBe('Enkel cijfers toegelaten!');
    expect(nl('REQUIRED')).toBe('veld is leeg');
    expect(nl('EMAIL_INVALID')).toBe('ongeldig e-mail adres');
    expect(nl('PHONE_INVALID')).toBe('ongeldig tel nummer');
    expect(nl('WEBSITE_INVALID')).toBe('ongeldige website url');
    expect(nl('POSTCODE_INVALID')).toBe('ongeldige postcode');
    expect(nl('VAT_INVALID')).toBe('ongeldig vat nummer');
    expect(nl('LAB_HASH_TOO_LONG')).toBe('Lease a bike hash mag maximaal 6 karakters lang zijn.');
  });

  it('keeps the same placeholders in every language', () => {
    for (const texts of Object.values(errorTranslations)) {
      const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      for (const language of ['fr', 'en', 'de'] as const) {
        expect(placeholders(texts[language])).toEqual(placeholders(texts.nl));
      }
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(errorMessage('INVESTMENT_BELOW_MINIMUM', 'en', { min: '€ 500,00' })).toBe(
      'The investment is below the minimum of € 500,00',
    );
    expect(errorMessage('INVESTMENT_ABOVE_MAXIMUM', 'nl')).toContain('{{max}}');
  });

  it('recognises its own codes only', () => {
    expect(isErrorCode('ORDER_LOCKED')).toBe(true);
    expect(isErrorCode('order_locked')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
