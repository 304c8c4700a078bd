import dayjs from 'dayjs';
import type { Locale } from 'antd/es/locale';
import type { Language } from './language';

/** Ant Design's and dayjs' locale of a language, loaded on demand (only one is ever needed). */
const loaders: Record<Language, () => Promise<{ antd: Locale; dayjs: string }>> = {
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

/** Loads and activates the dayjs locale; returns the Ant Design locale for ConfigProvider. */
export async function loadLocale(language: Language): Promise<Locale> {
  const locale = await loaders[language]();
  dayjs.locale(locale.dayjs);
  return locale.antd;
}
