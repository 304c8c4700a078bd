import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ResetPasswordDocument } from '../api/reset-password.generated';
import { errorCode } from '../../../lib/graphql/errors';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';

export type ResetPasswordOutcome =
  | { kind: 'idle' }
  /** The link is unknown, expired or used: the page offers to mail a new one. */
  | { kind: 'code-invalid' }
  | { kind: 'failed'; message: string }
  | { kind: 'done' };

/** The password's own problems are told as they are; any other failure is the spec's "confirm failed". */
const toldAsIs = new Set(['PASSWORD_TOO_WEAK', 'PASSWORD_MISMATCH', 'PASSWORD_REUSED', 'TOO_MANY_ATTEMPTS']);

export function useResetPassword(code: string) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [{ fetching }, reset] = useMutation(ResetPasswordDocument);
  const [outcome, setOutcome] = useState<ResetPasswordOutcome>({ kind: 'idle' });

  const submit = useCallback(
    /** Answers the account's e-mail address once the password is set, so the page can sign in. */
    async ({
      password,
      confirmation,
    }: {
      password: string;
      confirmation: string;
    }): Promise<string | null> => {
      setOutcome({ kind: 'idle' });
      const result = await reset({ code, password, confirmation });
      if (result.data) {
        setOutcome({ kind: 'done' });
        return result.data.resetPassword.email;
      }
      const failure = result.error ? errorCode(result.error) : undefined;
      if (failure === 'RESET_CODE_INVALID') setOutcome({ kind: 'code-invalid' });
      else if (result.error && failure && toldAsIs.has(failure))
        setOutcome({ kind: 'failed', message: errorMessage(result.error) });
      else setOutcome({ kind: 'failed', message: t('actionPage.confirmFailed') });
      return null;
    },
    [code, reset, errorMessage, t],
  );

  return { submit, outcome, submitting: fetching };
}
