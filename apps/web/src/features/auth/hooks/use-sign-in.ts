import { useCallback, useState } from 'react';
import { useMutation } from 'urql';
import { SignInDocument } from '../../../generated/graphql';
import { errorMessageKey } from '../../../lib/graphql/errors';
import { useViewerState } from '../../../lib/viewer/viewer-context';

export type SignInOutcome =
  | { kind: 'idle' }
  | { kind: 'signed-in' }
  | { kind: 'second-factor-required' }
  | { kind: 'failed'; messageKey: string };

export type Credentials = { email: string; password: string };

/** The spec's pause between a successful sign-in and the redirect (spec 02 section 9). */
const redirectDelayMs = 1000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signs in, loads the viewer (its language, its roles) during the one-second pause, then calls
 * `onSignedIn` so the page can go where the user first wanted to go.
 */
export function useSignIn(onSignedIn: () => void) {
  const [{ fetching }, signIn] = useMutation(SignInDocument);
  const { refresh } = useViewerState();
  const [outcome, setOutcome] = useState<SignInOutcome>({ kind: 'idle' });

  const submit = useCallback(
    async ({ email, password }: Credentials) => {
      setOutcome({ kind: 'idle' });
      const result = await signIn({ email: email.trim(), password });
      if (!result.data) {
        const messageKey = result.error ? errorMessageKey(result.error) : 'common.somethingWentWrong';
        setOutcome({ kind: 'failed', messageKey });
        return;
      }
      if (result.data.signIn.status === 'SECOND_FACTOR_REQUIRED') {
        setOutcome({ kind: 'second-factor-required' });
        return;
      }
      setOutcome({ kind: 'signed-in' });
      const [viewer] = await Promise.all([refresh(), delay(redirectDelayMs)]);
      if (viewer.status === 'signed-in') onSignedIn();
      else setOutcome({ kind: 'failed', messageKey: 'common.somethingWentWrong' });
    },
    [signIn, refresh, onSignedIn],
  );

  return { submit, outcome, submitting: fetching || outcome.kind === 'signed-in' };
}
