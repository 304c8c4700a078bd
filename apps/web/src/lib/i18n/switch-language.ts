import dayjs from 'dayjs';
import type { Client } from '@urql/core';
import { i18n, loadTranslations } from './i18n';
import type { Language } from './language';
import { loadLocale, type Locales } from './locale';

export type PreparedLanguage = { language: Language; locales: Locales };

/** Loads everything a language needs (its strings, Ant Design's and dayjs' locales), changing nothing yet. */
export async function prepareLanguage(client: Client, language: Language): Promise<PreparedLanguage> {
  const [, locales] = await Promise.all([loadTranslations(client, language), loadLocale(language)]);
  return { language, locales };
}

/**
 * Switches i18next, dayjs and the page's `lang` to a prepared language in one step; every
 * `useTranslation` re-renders. Ant Design's locale is the caller's ConfigProvider state.
 */
export async function applyLanguage({ language, locales }: PreparedLanguage): Promise<void> {
  dayjs.locale(locales.dayjs);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}
