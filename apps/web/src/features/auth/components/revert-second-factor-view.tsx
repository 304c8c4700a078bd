import { useCallback } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCountdown } from '../hooks/use-countdown';
import { useRevertSecondFactor } from '../hooks/use-revert-second-factor';
import { AuthCard, AuthNote } from './auth-card';

/** The spec's pause before leaving the page after a successful revert (spec 02 section 9). */
const redirectDelaySeconds = 10;

/**
 * /action?mode=revertSecondFactorAddition: switches off the factor that was just added. It asks
 * for a click first, because mail scanners open the links of a mail on their own.
 */
export function RevertSecondFactorView({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revert = useRevertSecondFactor(code);
  const goHome = useCallback(() => void navigate('/', { replace: true }), [navigate]);
  const secondsLeft = useCountdown(redirectDelaySeconds, revert.outcome === 'done', goHome);

  return (
    <AuthCard
      title={t('actionPage.revertTitle')}
      footer={
        <Link to="/" style={{ textAlign: 'center' }}>
          {t('common.home')}
        </Link>
      }
    >
      {revert.outcome === 'done' ? (
        <Alert
          type="success"
          showIcon
          title={t('actionPage.revertDone')}
          description={t('actionPage.redirectCountdown', { count: secondsLeft })}
          data-testid="action-outcome"
        />
      ) : revert.outcome === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={t('errors.secondFactorRevertFailed')}
          data-testid="action-outcome"
        />
      ) : (
        <>
          <AuthNote>{t('actionPage.revertInstruction')}</AuthNote>
          <Button
            type="primary"
            danger
            size="large"
            block
            loading={revert.submitting}
            onClick={() => void revert.submit()}
          >
            {t('actionPage.revertSubmit')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
