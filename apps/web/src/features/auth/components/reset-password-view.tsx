import { useCallback } from 'react';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields, type NewPasswordValues } from '../../../components/new-password-fields';
import { takeRequestedRoute } from '../hooks/requested-route';
import { useResetPassword } from '../hooks/use-reset-password';
import { useSignIn } from '../hooks/use-sign-in';
import { AuthCard, AuthNote } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';
import { SecondFactorForm } from './second-factor-form';
import { SignInOutcomeAlert } from './sign-in-outcome-alert';

/**
 * /action?mode=resetPassword: a new password for the link's account, then signing in with it
 * (with the second-factor step if the account has one). An expired or used link offers a new one.
 */
export function ResetPasswordView({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword(code);
  const goOn = useCallback(() => navigate(takeRequestedRoute(), { replace: true }), [navigate]);
  const signIn = useSignIn(goOn);

  const submit = async (values: NewPasswordValues) => {
    const email = await reset.submit(values);
    if (email) await signIn.submit({ email, password: values.password });
  };

  if (reset.outcome.kind === 'code-invalid') {
    return (
      <AuthCard title={t('passwordReset.title')} footer={<BackToSignIn />}>
        <Alert
          type="error"
          showIcon
          title={t('errors.resetCodeInvalid')}
          description={t('actionPage.requestNewLink')}
          data-testid="action-outcome"
        />
        <ForgotPasswordForm />
      </AuthCard>
    );
  }

  if (reset.outcome.kind === 'done') {
    const secondFactor = signIn.state.step === 'second-factor' ? signIn.state.factor : null;
    const signInFailed = signIn.state.step === 'credentials' && signIn.state.error !== null;
    return (
      <AuthCard title={t('actionPage.setPasswordTitle')} footer={signInFailed ? <BackToSignIn /> : null}>
        <Alert type="success" showIcon title={t('actionPage.passwordSet')} data-testid="action-outcome" />
        {signInFailed ? (
          <Alert type="error" showIcon title={t('actionPage.confirmedButSignInFailed')} />
        ) : (
          <SignInOutcomeAlert state={signIn.state} />
        )}
        {secondFactor && (
          <SecondFactorForm
            factor={secondFactor}
            submitting={signIn.submitting}
            resending={signIn.resending}
            resendRetryAt={signIn.resendRetryAt}
            onSubmit={(value) => void signIn.submitCode(secondFactor, value)}
            onResend={() => void signIn.resendCode(secondFactor)}
            onCancel={() => void navigate('/login', { replace: true })}
          />
        )}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('actionPage.setPasswordTitle')} footer={<BackToSignIn />}>
      <AuthNote>{t('actionPage.setPasswordInstruction')}</AuthNote>
      {reset.outcome.kind === 'failed' && (
        <Alert type="error" showIcon title={reset.outcome.message} data-testid="action-outcome" />
      )}
      <Form<NewPasswordValues>
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        disabled={reset.submitting}
      >
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" size="large" block loading={reset.submitting}>
          {t('actionPage.setPassword')}
        </Button>
      </Form>
    </AuthCard>
  );
}

function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Link to="/login" style={{ textAlign: 'center' }}>
      {t('login.backToSignIn')}
    </Link>
  );
}
