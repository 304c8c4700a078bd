import type { Locale } from 'antd/es/locale';
import type { Language } from './language';

/** Ant Design's locale, and the name under which dayjs registered its locale module. */
export type Locales = { antd: Locale; dayjs: string };

/** Ant Design's and dayjs' locale of a language, loaded on demand (most visitors need one). */
const loaders: Record<Language, () => Promise<Locales>> = {
  nl: async () => {
    await import('dayjs/locale/nl');
    return { antd: (await import('antd/es/locale/nl_NL')).default, dayjs: 'nl' };
  },
  fr: async () => {
    await import('dayjs/locale/fr');
    return { antd: (await import('antd/es/locale/fr_FR')).default, dayjs: 'fr' };
  },
  en: async () => {
    await import('dayjs/locale/en-gb');
    return { antd: (await import('antd/es/locale/en_GB')).default, dayjs: 'en-gb' };
  },
  de: async () => {
    await import('dayjs/locale/de');
    return { antd: (await import('antd/es/locale/de_DE')).default, dayjs: 'de' };
  },
};

/** Loads both locales of a language; activating them is the language switch's job. */
export function loadLocale(language: Language): Promise<Locales> {
  return loaders[language]();
}
