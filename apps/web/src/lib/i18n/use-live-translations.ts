import { useEffect } from 'react';
import { useClient, useSubscription } from 'urql';
import { isLanguageCode } from '@spokes/domain/codes';
import { reloadTranslations } from './i18n';
import { TranslationChangedDocument } from './translation-changed.generated';

/**
 * A signed-in page hears when a super user edits an interface text and loads that language's
 * strings again: the page shows the new text without a reload (issue 24).
 */
export function useLiveTranslations(signedIn: boolean) {
  const client = useClient();
  const [{ data }] = useSubscription({ query: TranslationChangedDocument, pause: !signedIn });
  useEffect(() => {
    const language = data?.translationChanged.language;
    if (language && isLanguageCode(language)) void reloadTranslations(client, language);
  }, [data, client]);
}
