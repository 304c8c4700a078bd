import type { LanguageCode } from './codes';
import { COMMON_PASSWORDS } from './common-passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

// The spec's composition rules (8+, a digit, one of !@#$%^&, an uppercase letter) stay, as users
// know them; following NIST 800-63B any other character is allowed, up to 128 characters, and the
// most common passwords are refused. Whether a password was used before needs the stored hashes,
// so only the server decides PASSWORD_REUSED.
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&';

export const PASSWORD_RULES = [
  'MIN_LENGTH',
  'MAX_LENGTH',
  'DIGIT',
  'SPECIAL_CHARACTER',
  'UPPERCASE',
  'NOT_COMMON',
  'CONFIRMATION_MATCHES',
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];
export type PasswordError = 'PASSWORD_TOO_WEAK' | 'PASSWORD_MISMATCH' | 'PASSWORD_REUSED';

// "Azerty123!" is "azerty" with the decoration every site demands; refuse it like "azerty".
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const undecorated = lower.replace(/[\d!@#$%^&*.?]+$/, '');
  return COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(undecorated);
}

const ruleChecks: Record<Exclude<PasswordRule, 'CONFIRMATION_MATCHES'>, (password: string) => boolean> = {
  // Counted in characters, not UTF-16 units, so an emoji counts once.
  MIN_LENGTH: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  MAX_LENGTH: (password) => [...password].length <= PASSWORD_MAX_LENGTH,
  DIGIT: (password) => /\d/.test(password),
  SPECIAL_CHARACTER: (password) => [...PASSWORD_SPECIAL_CHARACTERS].some((char) => password.includes(char)),
  UPPERCASE: (password) => /\p{Lu}/u.test(password),
  NOT_COMMON: (password) => !isCommonPassword(password),
};

// The rules a password breaks, in the order of PASSWORD_RULES, so a page can tick off a
// checklist. The confirmation is only compared when given.
export function failedPasswordRules(password: string, confirmation?: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) =>
    rule === 'CONFIRMATION_MATCHES'
      ? confirmation !== undefined && confirmation !== password
      : !ruleChecks[rule](password),
  );
}

export type PasswordCheck =
  { ok: true } | { ok: false; error: Exclude<PasswordError, 'PASSWORD_REUSED'>; failedRules: PasswordRule[] };

// A weak password is reported before a mismatch: fixing the password changes the confirmation too.
export function checkNewPassword(password: string, confirmation?: string): PasswordCheck {
  const failedRules = failedPasswordRules(password, confirmation);
  if (failedRules.length === 0) return { ok: true };
  const weak = failedRules.some((rule) => rule !== 'CONFIRMATION_MATCHES');
  return { ok: false, error: weak ? 'PASSWORD_TOO_WEAK' : 'PASSWORD_MISMATCH', failedRules };
}

export function passwordRuleTranslationKey(rule: PasswordRule): string {
  return `passwordRules.${rule.toLowerCase().replace(/_([a-z])/g, (_, char: string) => char.toUpperCase())}`;
}

// The checklist shown beside the new-password field.
export const passwordRuleTranslations: Record<string, Record<LanguageCode, string>> = {
  'passwordRules.minLength': {
    nl: 'Minstens 8 tekens',
    fr: 'Au moins 8 caractères',
    en: 'At least 8 characters',
    de: 'Mindestens 8 Zeichen',
  },
  'passwordRules.maxLength': {
    nl: 'Maximaal 128 tekens',
    fr: '128 caractères au maximum',
    en: 'At most 128 characters',
    de: 'Höchstens 128 Zeichen',
  },
  'passwordRules.digit': {
    nl: 'Minstens één cijfer',
    fr: 'Au moins un chiffre',
    en: 'At least one digit',
    de: 'Mindestens eine Ziffer',
  },
  'passwordRules.specialCharacter': {
    nl: 'Minstens één speciaal teken uit !@#$%^&',
    fr: 'Au moins un caractère spécial parmi !@#$%^&',
    en: 'At least one special character from !@#$%^&',
    de: 'Mindestens ein Sonderzeichen aus !@#$%^&',
  },
  'passwordRules.uppercase': {
    nl: 'Minstens één hoofdletter',
    fr: 'Au moins une majuscule',
    en: 'At least one uppercase letter',
    de: 'Mindestens ein Großbuchstabe',
  },
  'passwordRules.notCommon': {
    nl: 'Geen veelgebruikt wachtwoord',
    fr: 'Pas un mot de passe courant',
    en: 'Not a commonly used password',
    de: 'Kein häufig verwendetes Passwort',
  },
  'passwordRules.confirmationMatches': {
    nl: 'Beide wachtwoorden zijn gelijk',
    fr: 'Les deux mots de passe sont identiques',
    en: 'Both passwords are the same',
    de: 'Beide Passwörter sind gleich',
  },
};
