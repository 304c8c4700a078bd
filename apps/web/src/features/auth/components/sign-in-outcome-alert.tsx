import { useTranslation } from 'react-i18next';
import { LightNotice } from '../../../components/light/notice';
import type { SignInState } from '../hooks/use-sign-in';

export function SignInOutcomeAlert({ state }: { state: SignInState }) {
  const { t } = useTranslation();
  if (state.step === 'signed-in')
    return (
      <LightNotice type="success" data-testid="sign-in-outcome">
        {t('login.signedIn')}
      </LightNotice>
    );
  if (state.error)
    return (
      <LightNotice type="error" data-testid="sign-in-outcome">
        {state.error}
      </LightNotice>
    );
  if (state.step === 'second-factor' && state.resent)
    return (
      <LightNotice type="success" data-testid="sign-in-outcome">
        {t('login.codeResent')}
      </LightNotice>
    );
  return null;
}
