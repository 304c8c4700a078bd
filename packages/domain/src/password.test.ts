import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import {
  PASSWORD_RULES,
  checkNewPassword,
  failedPasswordRules,
  isCommonPassword,
  passwordRuleTranslationKey,
  passwordRuleTranslations,
} from './password';

describe('password rules', () => {
  it('accepts a password meeting every rule', () => {
    expect(failedPasswordRules('Fietsen#2024', 'Fietsen#2024')).toEqual([]);
    expect(checkNewPassword('Fietsen#2024', 'Fietsen#2024')).toEqual({ ok: true });
  });

  it('lists each broken rule', () => {
    expect(failedPasswordRules('Ab1!')).toEqual(['MIN_LENGTH']);
    expect(failedPasswordRules('fietsen#2024')).toEqual(['UPPERCASE']);
    expect(failedPasswordRules('Fietsen#abc')).toEqual(['DIGIT']);
    expect(failedPasswordRules('Fietsen2024')).toEqual(['SPECIAL_CHARACTER']);
    expect(failedPasswordRules('Fietsen*2024')).toEqual(['SPECIAL_CHARACTER']);
    expect(failedPasswordRules(`A1!${'x'.repeat(126)}`)).toEqual(['MAX_LENGTH']);
  });

  it('allows any character and long passphrases', () => {
    const passphrase = `Één fiets, twee wielen & ${'ü'.repeat(40)} 7`;
    expect([...passphrase].length).toBeGreaterThan(64);
    expect(failedPasswordRules(passphrase)).toEqual([]);
  });

  it('refuses common passwords, also with the usual decorations', () => {
    expect(isCommonPassword('Password1!')).toBe(true);
    expect(isCommonPassword('Azerty123!')).toBe(true);
    expect(isCommonPassword('WACHTWOORD')).toBe(true);
    expect(failedPasswordRules('Welkom01!')).toEqual(['NOT_COMMON']);
    expect(isCommonPassword('Fietsen#2024')).toBe(false);
  });

  it('ships about two hundred lowercase common passwords', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(200);
    for (const password of COMMON_PASSWORDS) expect(password).toBe(password.toLowerCase());
  });

  it('reports a weak password before a mismatch', () => {
    expect(checkNewPassword('short', 'other')).toEqual({
      ok: false,
      error: 'PASSWORD_TOO_WEAK',
      failedRules: ['MIN_LENGTH', 'DIGIT', 'SPECIAL_CHARACTER', 'UPPERCASE', 'CONFIRMATION_MATCHES'],
    });
    expect(checkNewPassword('Fietsen#2024', 'Fietsen#2025')).toEqual({
      ok: false,
      error: 'PASSWORD_MISMATCH',
      failedRules: ['CONFIRMATION_MATCHES'],
    });
  });

  it('accepts any 8+ password with a digit, a special, an uppercase and a random core (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 5, maxLength: 100 }),
        fc.constantFrom(...'!@#$%^&'),
        (core, special) => {
          const password = `Z${core}9${special}xQ`;
          expect(failedPasswordRules(password, password).filter((r) => r !== 'NOT_COMMON')).toEqual(
            [...password].length > 128 ? ['MAX_LENGTH'] : [],
          );
        },
      ),
    );
  });

  it('fails the mismatch rule exactly when the confirmation differs (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (password, confirmation) => {
        expect(failedPasswordRules(password, confirmation).includes('CONFIRMATION_MATCHES')).toBe(
          password !== confirmation,
        );
      }),
    );
  });

  it('has a text in every language for every rule', () => {
    for (const rule of PASSWORD_RULES) {
      const texts = passwordRuleTranslations[passwordRuleTranslationKey(rule)];
      expect(texts, rule).toBeDefined();
      expect(Object.keys(texts ?? {})).toEqual(['nl', 'fr', 'en', 'de']);
    }
    expect(passwordRuleTranslationKey('SPECIAL_CHARACTER')).toBe('passwordRules.specialCharacter');
  });
});
