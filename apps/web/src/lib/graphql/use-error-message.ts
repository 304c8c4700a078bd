import { useCallback } from 'react';
import type { CombinedError } from '@urql/core';
import { useTranslation } from 'react-i18next';
import { errorCode, errorMessageKey, errorParams, retryAt } from './errors';

/**
 * The text to show for an error, with its placeholders filled from the refusal's details (a
 * missing template's document, language and variant); TOO_MANY_ATTEMPTS says until when (the
 * server sends `details.retryAt`), as the local time of day.
 */
export function useErrorMessage(): (error: CombinedError) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: CombinedError) => {
      const key = errorMessageKey(error);
      const until = errorCode(error) === 'TOO_MANY_ATTEMPTS' ? retryAt(error) : null;
      const params = errorParams(error);
      if (!until) return t(key, params);
      const time = until.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
      return t(key, { ...params, time });
    },
    [t, i18n],
  );
}
