import type { LanguageCode } from './codes';
import { ERROR_CODES, errorTranslationKey, type ErrorCode, type ErrorTranslationKey } from './error-codes';
import { deErrorTexts } from './error-texts-de';
import { enErrorTexts } from './error-texts-en';
import { frErrorTexts } from './error-texts-fr';
import { nlErrorTexts } from './error-texts-nl';

// The codes live in error-codes.ts and the texts in one file per language so each stays
// readable; this module is what the apps import.
export {
  ERROR_CODES,
  ERROR_CODES_BY_AREA,
  errorTranslationKey,
  isErrorCode,
  type ErrorArea,
  type ErrorCode,
  type ErrorCodeOf,
  type ErrorTranslationKey,
  type ValidationErrorCode,
} from './error-codes';

export type Translations = Record<LanguageCode, string>;

const textsByLanguage: Record<LanguageCode, Record<ErrorCode, string>> = {
  nl: nlErrorTexts,
  fr: frErrorTexts,
  en: enErrorTexts,
  de: deErrorTexts,
};

export const errorTranslations = Object.fromEntries(
  ERROR_CODES.map((code) => [
    errorTranslationKey(code),
    {
      nl: nlErrorTexts[code],
      fr: frErrorTexts[code],
      en: enErrorTexts[code],
      de: deErrorTexts[code],
    },
  ]),
) as Record<ErrorTranslationKey, Translations>;

// Placeholders use i18next's {{name}} so the web app and server-side mails fill them the same way.
export function errorMessage(
  code: ErrorCode,
  language: LanguageCode,
  values: Record<string, string | number> = {},
): string {
  return textsByLanguage[language][code].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
