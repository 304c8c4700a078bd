import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { LightButton } from '../../../components/light/button';
import { LightNotice } from '../../../components/light/notice';
import { useViewerState } from '../../../lib/viewer/viewer-context';
import { forgetRequestedRoute, rememberRequestedRoute, takeRequestedRoute } from '../hooks/requested-route';
import { useSignIn } from '../hooks/use-sign-in';
import { AuthCard, AuthNote } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';
import { LanguageSwitch } from '../../../components/language-switch';
import { LoginForm } from './login-form';
import { SecondFactorForm } from './second-factor-form';
import { SignInOutcomeAlert } from './sign-in-outcome-alert';

/**
 * /login: e-mail and password, the second-factor code when the account has one, and the
 * forgot-password form; afterwards, the route first asked for (spec 02 section 2).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { state } = useViewerState();
  const [forgotPasswordEmail, setForgotPasswordEmail] = useState<string | null>(null);
  const from: unknown = (location.state as { from?: unknown } | null)?.from;
  const signedOut = state.status === 'anonymous' && state.signedOut;
  const sessionEnded = state.status === 'anonymous' && state.sessionEnded === true;
  // On arrival: keep the route the guard sent us from, or forget an old one after a sign-out.
  useEffect(() => {
    if (from) rememberRequestedRoute(from);
    else if (signedOut) forgetRequestedRoute();
  }, [from, signedOut]);
  const goOn = useCallback(() => navigate(takeRequestedRoute(), { replace: true }), [navigate]);
  const signIn = useSignIn(goOn);
  const step = signIn.state.step;

  if (state.status === 'signed-in' && step === 'credentials') {
    return <Navigate to={typeof from === 'string' ? from : '/'} replace />;
  }

  if (forgotPasswordEmail !== null) {
    return (
      <AuthCard
        title={t('passwordReset.title')}
        footer={
          <>
            <LightButton
              variant="link"
              style={{ alignSelf: 'center' }}
              onClick={() => setForgotPasswordEmail(null)}
            >
              {t('login.backToSignIn')}
            </LightButton>
            <LanguageSwitch />
          </>
        }
      >
        <ForgotPasswordForm initialEmail={forgotPasswordEmail} />
      </AuthCard>
    );
  }

  const secondFactor = signIn.state.step === 'second-factor' ? signIn.state.factor : null;
  return (
    <AuthCard
      title={t(secondFactor ? 'login.secondFactorTitle' : 'login.title')}
      footer={
        <>
          <AuthNote center>
            {t('login.employeeQuestion')} <Link to="/employee-access">{t('login.employeeAccess')}</Link>
          </AuthNote>
          <LanguageSwitch />
        </>
      }
    >
      {sessionEnded && step === 'credentials' && !signIn.state.error && (
        <LightNotice type="warning" data-testid="session-ended">
          {t('login.sessionEnded')}
        </LightNotice>
      )}
      <SignInOutcomeAlert state={signIn.state} />
      {secondFactor ? (
        <SecondFactorForm
          factor={secondFactor}
          submitting={signIn.submitting}
          resending={signIn.resending}
          resendRetryAt={signIn.resendRetryAt}
          onSubmit={(code) => void signIn.submitCode(secondFactor, code)}
          onResend={() => void signIn.resendCode(secondFactor)}
          onCancel={signIn.restart}
        />
      ) : (
        step !== 'signed-in' && (
          <LoginForm
            submitting={signIn.submitting}
            onSubmit={(credentials) => void signIn.submit(credentials)}
            onForgotPassword={setForgotPasswordEmail}
          />
        )
      )}
    </AuthCard>
  );
}
