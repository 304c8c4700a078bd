import { useCallback } from 'react';
import { useMutation } from 'urql';
import { ChangePasswordDocument } from '../api/change-password.generated';
import { errorCode } from '../../../lib/graphql/errors';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';

export type ChangePasswordValues = { current_password: string; password: string; confirmation: string };

export type ChangePasswordOutcome =
  | { kind: 'changed' }
  /** The current password was wrong: told beside its field. */
  | { kind: 'wrong-password' }
  | { kind: 'failed'; message: string };

/**
 * My account: a new password after the current one. The server ends every other session of
 * the user and gives this browser a new one, so the page carries on signed in.
 */
export function useChangePassword() {
  const errorMessage = useErrorMessage();
  const [{ fetching }, change] = useMutation(ChangePasswordDocument);
  const submit = useCallback(
    async (values: ChangePasswordValues): Promise<ChangePasswordOutcome> => {
      const result = await change(values);
      if (result.data?.changePassword) return { kind: 'changed' };
      if (!result.error) return { kind: 'failed', message: '' };
      if (errorCode(result.error) === 'WRONG_CREDENTIALS') return { kind: 'wrong-password' };
      return { kind: 'failed', message: errorMessage(result.error) };
    },
    [change, errorMessage],
  );
  return { submit, submitting: fetching };
}
