import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { RequestPasswordResetDocument } from '../api/request-password-reset.generated';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';

export type ResetRequestOutcome = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/**
 * Forgot password. The server answers the same whether or not the address has an account, so
 * the page always says the mail was sent; only an empty or malformed address or too many
 * requests are told.
 */
export function useRequestPasswordReset() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [{ fetching }, request] = useMutation(RequestPasswordResetDocument);
  const [outcome, setOutcome] = useState<ResetRequestOutcome>({ kind: 'idle' });

  const submit = useCallback(
    async (email: string) => {
      setOutcome({ kind: 'idle' });
      const result = await request({ email: email.trim() });
      if (result.data?.requestPasswordReset) setOutcome({ kind: 'sent' });
      else
        setOutcome({
          kind: 'failed',
          message: result.error ? errorMessage(result.error) : t('common.somethingWentWrong'),
        });
    },
    [request, errorMessage, t],
  );

  return { submit, outcome, submitting: fetching };
}
