import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Locale } from 'antd/es/locale';
import { useClient } from 'urql';
import { UpdateMyLanguageDocument } from '../lib/viewer/update-my-language.generated';
import { interfaceLanguage, type Language } from '../lib/i18n/language';
import { LanguageContext } from '../lib/i18n/language-context';
import { rememberedLanguage, rememberLanguage } from '../lib/i18n/remembered-language';
import { applyLanguage, prepareLanguage } from '../lib/i18n/switch-language';
import { useLiveTranslations } from '../lib/i18n/use-live-translations';
import { useViewerState } from '../lib/viewer/viewer-context';
import { PageSpinner } from '../components/page-spinner';
import { AntDesignLocaleContext } from './ant-design-locale';

type Shown = { language: Language; locale: Locale };

// Rare, and its illustration is heavy: loaded only when the server cannot be reached.
const BootError = lazy(() =>
  import('../components/boot-error').then((module) => ({ default: module.BootError })),
);

/**
 * Shows a spinner until the interface strings of the viewer's language are in i18next; a later
 * change of language (signing in as a French user, a choice in my account or on the sign-in
 * page) swaps strings and locales without unmounting the pages.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const client = useClient();
  const clientRef = useRef(client);
  clientRef.current = client;
  const { state, refresh } = useViewerState();
  const [remembered, setRemembered] = useState(rememberedLanguage);
  const profileLanguage = state.status === 'signed-in' ? state.viewer.language : undefined;
  const language = state.status === 'loading' ? undefined : interfaceLanguage(profileLanguage, remembered);
  const [shown, setShown] = useState<Shown>();
  const [failed, setFailed] = useState(false);
  // The last language asked for: a slower earlier load must not undo a later choice.
  const wanted = useRef<Language>(undefined);

  const switchTo = useCallback(async (next: Language) => {
    wanted.current = next;
    const prepared = await prepareLanguage(clientRef.current, next);
    if (wanted.current !== next) return;
    await applyLanguage(prepared);
    setShown({ language: next, locale: prepared.locales.antd });
  }, []);

  useEffect(() => {
    if (!language || wanted.current === language) return;
    switchTo(language).catch(() => setFailed(true));
  }, [language, switchTo]);

  const signedIn = state.status === 'signed-in';
  useLiveTranslations(signedIn);
  const changeLanguage = useCallback(
    async (next: Language) => {
      // Loaded before anything is saved, so a failure leaves the old language everywhere.
      await prepareLanguage(clientRef.current, next);
      if (signedIn) {
        const result = await clientRef.current
          .mutation(UpdateMyLanguageDocument, { language: next })
          .toPromise();
        if (result.error) throw result.error;
      }
      rememberLanguage(next);
      setRemembered(next);
      await switchTo(next);
      // The viewer's profile now says `next` too, so the derived language agrees with the switch.
      if (signedIn) await refresh();
    },
    [signedIn, refresh, switchTo],
  );

  const context = useMemo(
    () => (shown ? { language: shown.language, changeLanguage } : null),
    [shown, changeLanguage],
  );

  if (failed) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <BootError />
      </Suspense>
    );
  }
  if (!shown || !context) return <PageSpinner />;
  return (
    <LanguageContext value={context}>
      <AntDesignLocaleContext value={shown.locale}>
        {state.status === 'error' ? (
          <Suspense fallback={<PageSpinner />}>
            <BootError />
          </Suspense>
        ) : (
          children
        )}
      </AntDesignLocaleContext>
    </LanguageContext>
  );
}
