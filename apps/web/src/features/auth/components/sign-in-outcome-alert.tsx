import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SignInOutcome } from '../hooks/use-sign-in';

export function SignInOutcomeAlert({ outcome }: { outcome: SignInOutcome }) {
  const { t } = useTranslation();
  switch (outcome.kind) {
    case 'idle':
      return null;
    case 'signed-in':
      return <Alert type="success" showIcon title={t('login.signedIn')} data-testid="sign-in-outcome" />;
    case 'second-factor-required':
      return (
        <Alert
          type="warning"
          showIcon
          title={t('login.secondFactorRequired')}
          description={t('login.secondFactorUnavailable')}
          data-testid="sign-in-outcome"
        />
      );
    case 'failed':
      return <Alert type="error" showIcon title={t(outcome.messageKey)} data-testid="sign-in-outcome" />;
  }
}
