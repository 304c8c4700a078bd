import { useCallback, useState } from 'react';
import type { CombinedError } from '@urql/core';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { type SecondFactorKind } from '../../../generated/graphql';
import { ResendSecondFactorCodeDocument } from '../api/resend-second-factor-code.generated';
import { SignInDocument } from '../api/sign-in.generated';
import { VerifySecondFactorDocument } from '../api/verify-second-factor.generated';
import { errorCode, retryAt } from '../../../lib/graphql/errors';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { useViewerState } from '../../../lib/viewer/viewer-context';

export type SecondFactorStep = { kinds: SecondFactorKind[]; phoneHint: string | null };

export type SignInState =
  | { step: 'credentials'; error: string | null }
  | { step: 'second-factor'; factor: SecondFactorStep; error: string | null; resent: boolean }
  | { step: 'signed-in' };

export type Credentials = { email: string; password: string };

/** The spec's pause between a successful sign-in and the redirect (spec 02 section 9). */
const redirectDelayMs = 1000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signs in, with the second-factor step when the server asks for it, loads the viewer (its
 * language, its roles) during the one-second pause, then calls `onSignedIn` so the page can go
 * where the user first wanted to go.
 */
export function useSignIn(onSignedIn: () => void) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [signInResult, signIn] = useMutation(SignInDocument);
  const [verifyResult, verify] = useMutation(VerifySecondFactorDocument);
  const [resendResult, resend] = useMutation(ResendSecondFactorCodeDocument);
  const { refresh } = useViewerState();
  const [state, setState] = useState<SignInState>({ step: 'credentials', error: null });
  /** Until when the server refuses another SMS: the resend button waits and counts down. */
  const [resendRetryAt, setResendRetryAt] = useState<Date | null>(null);

  const finish = useCallback(async () => {
    setState({ step: 'signed-in' });
    const [viewer] = await Promise.all([refresh(), delay(redirectDelayMs)]);
    if (viewer.status === 'signed-in') onSignedIn();
    else setState({ step: 'credentials', error: t('common.somethingWentWrong') });
  }, [refresh, onSignedIn, t]);

  /** A second-factor failure: the pending sign-in is over when the server says so, else the user may retry. */
  const secondFactorFailed = useCallback(
    (factor: SecondFactorStep, error: CombinedError | undefined) => {
      const code = error ? errorCode(error) : undefined;
      if (code === 'SECOND_FACTOR_FAILED' || code === 'UNAUTHENTICATED') {
        setState({ step: 'credentials', error: t('errors.secondFactorFailed') });
        return;
      }
      const known = error && (code === 'CODE_MISMATCH' || code === 'TOO_MANY_ATTEMPTS');
      const message = known ? errorMessage(error) : t('errors.secondFactorFailed');
      setState({ step: 'second-factor', factor, error: message, resent: false });
    },
    [errorMessage, t],
  );

  const submit = useCallback(
    async ({ email, password }: Credentials) => {
      setState({ step: 'credentials', error: null });
      const result = await signIn({ email: email.trim(), password });
      if (!result.data) {
        setState({
          step: 'credentials',
          error: result.error ? errorMessage(result.error) : t('common.somethingWentWrong'),
        });
        return;
      }
      const secondFactor = result.data.signIn.second_factor;
      if (result.data.signIn.status === 'SECOND_FACTOR_REQUIRED' && secondFactor) {
        const factor = { kinds: secondFactor.kinds, phoneHint: secondFactor.phone_hint };
        setState({ step: 'second-factor', factor, error: null, resent: false });
        return;
      }
      await finish();
    },
    [signIn, errorMessage, finish, t],
  );

  const submitCode = useCallback(
    async (factor: SecondFactorStep, code: string) => {
      setState({ step: 'second-factor', factor, error: null, resent: false });
      const result = await verify({ code: code.trim() });
      if (result.data?.verifySecondFactor) await finish();
      else secondFactorFailed(factor, result.error);
    },
    [verify, finish, secondFactorFailed],
  );

  const resendCode = useCallback(
    async (factor: SecondFactorStep) => {
      setState({ step: 'second-factor', factor, error: null, resent: false });
      const result = await resend({});
      if (result.data?.resendSecondFactorCode)
        setState({ step: 'second-factor', factor, error: null, resent: true });
      else secondFactorFailed(factor, result.error);
      if (result.error && errorCode(result.error) === 'TOO_MANY_ATTEMPTS')
        setResendRetryAt(retryAt(result.error));
    },
    [resend, secondFactorFailed],
  );

  const restart = useCallback(() => setState({ step: 'credentials', error: null }), []);

  return {
    state,
    submit,
    submitCode,
    resendCode,
    restart,
    submitting: signInResult.fetching || verifyResult.fetching || state.step === 'signed-in',
    resending: resendResult.fetching,
    resendRetryAt,
  };
}
