import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useClient } from 'urql';
import { i18n, loadTranslations } from '../lib/i18n/i18n';
import { interfaceLanguage, type Language } from '../lib/i18n/language';
import { loadLocale } from '../lib/i18n/locale';
import { useViewerState } from '../lib/viewer/viewer-context';
import { PageSpinner } from '../components/page-spinner';
import { theme } from './theme';

type Loaded = { language: Language; locale: Locale };

// Rare, and its illustration is heavy: loaded only when the server cannot be reached.
const BootError = lazy(() =>
  import('../components/boot-error').then((module) => ({ default: module.BootError })),
);

async function activate(load: () => Promise<void>, language: Language): Promise<Loaded> {
  const [, locale] = await Promise.all([
    i18n.hasResourceBundle(language, 'translation') ? Promise.resolve() : load(),
    loadLocale(language),
  ]);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  return { language, locale };
}

/**
 * Shows a spinner until the interface strings of the viewer's language are in i18next; a later
 * change of language (signing in as a French user) swaps them without unmounting the pages.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const client = useClient();
  const clientRef = useRef(client);
  clientRef.current = client;
  const { state } = useViewerState();
  const language =
    state.status === 'loading'
      ? undefined
      : interfaceLanguage(state.status === 'signed-in' ? state.viewer.language : undefined);
  const [loaded, setLoaded] = useState<Loaded>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!language) return undefined;
    let current = true;
    activate(() => loadTranslations(clientRef.current, language), language).then(
      (next) => current && setLoaded(next),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [language]);

  if (failed) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <BootError />
      </Suspense>
    );
  }
  if (!loaded) return <PageSpinner />;
  return (
    <ConfigProvider locale={loaded.locale} theme={theme}>
      {state.status === 'error' ? (
        <Suspense fallback={<PageSpinner />}>
          <BootError />
        </Suspense>
      ) : (
        children
      )}
    </ConfigProvider>
  );
}
