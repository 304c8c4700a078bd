import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Client } from '@urql/core';
import { TranslationsDocument } from './translations.generated';
import { DEFAULT_LANGUAGE } from '@spokes/domain/codes';
import type { Language } from './language';

/**
 * The interface strings come from the server (super users edit them in the settings), so the
 * bundle ships none. Keys are flat ('login.title'), hence no key or namespace separators.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  resources: {},
  partialBundledLanguages: true,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  // A text edited in the settings arrives as a new bundle: every useTranslation re-renders.
  react: { bindI18nStore: 'added' },
  returnEmptyString: false,
  initAsync: false,
});

const loading = new Map<Language, Promise<void>>();

/**
 * Fetches the strings of one language from the server and adds them to i18next, once per
 * language: a second call, even while the first is under way, shares it. A failed load is
 * forgotten so that the next call tries again.
 */
export function loadTranslations(client: Client, language: Language): Promise<void> {
  const known = loading.get(language);
  if (known) return known;
  const load = client
    .query(TranslationsDocument, { language }, { requestPolicy: 'network-only' })
    .toPromise()
    .then((result) => {
      if (result.error || !result.data) throw result.error ?? new Error('No translations');
      const strings = Object.fromEntries(result.data.translations.map(({ key, value }) => [key, value]));
      i18n.addResourceBundle(language, 'translation', strings, true, true);
    });
  loading.set(language, load);
  load.catch(() => loading.delete(language));
  return load;
}

/**
 * Loads a language's strings again when it was loaded before (a super user edited one of them),
 * replacing the old ones. A language this browser never loaded is left for its first use.
 */
export function reloadTranslations(client: Client, language: Language): Promise<void> {
  if (!loading.has(language)) return Promise.resolve();
  loading.delete(language);
  return loadTranslations(client, language);
}
