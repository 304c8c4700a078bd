import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SignInState } from '../hooks/use-sign-in';

export function SignInOutcomeAlert({ state }: { state: SignInState }) {
  const { t } = useTranslation();
  if (state.step === 'signed-in')
    return <Alert type="success" showIcon title={t('login.signedIn')} data-testid="sign-in-outcome" />;
  if (state.error) return <Alert type="error" showIcon title={state.error} data-testid="sign-in-outcome" />;
  if (state.step === 'second-factor' && state.resent)
    return <Alert type="success" showIcon title={t('login.codeResent')} data-testid="sign-in-outcome" />;
  return null;
}
