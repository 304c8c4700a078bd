import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Spec 03 section 2.8: anyone but a super user sees the authentication error screen. */
export function AuthenticationError() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('licensePlates.authError')}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('common.home')}
        </Button>
      }
    />
  );
}
