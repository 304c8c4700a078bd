import { useCallback } from 'react';
import type { CombinedError } from '@urql/core';
import { useTranslation } from 'react-i18next';
import { errorCode, errorMessageKey, retryAt } from './errors';

/**
 * The text to show for an error, with its placeholders filled: TOO_MANY_ATTEMPTS says until
 * when (the server sends `details.retryAt`), as the local time of day.
 */
export function useErrorMessage(): (error: CombinedError) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: CombinedError) => {
      const key = errorMessageKey(error);
      const until = errorCode(error) === 'TOO_MANY_ATTEMPTS' ? retryAt(error) : null;
      if (!until) return t(key);
      const time = until.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
      return t(key, { time });
    },
    [t, i18n],
  );
}
