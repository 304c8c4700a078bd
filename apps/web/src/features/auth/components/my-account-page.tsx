import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../../lib/viewer/viewer-context';
import { ChangePasswordCard } from './change-password-card';
import { LanguageCard } from './language-card';
import { SecondFactorCard } from './second-factor-card';

/**
 * /my-account and /employersportal/my-account: password and two-step verification (spec 02
 * section 2), and the interface language.
 */
export function MyAccountPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  return (
    <Flex vertical gap={24} style={{ maxWidth: 760 }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('myAccount.title')}
        </Typography.Title>
        <Typography.Text type="secondary" data-testid="my-account-identity">
          {viewer.first_name} {viewer.last_name} · {viewer.email}
        </Typography.Text>
      </div>
      <SecondFactorCard />
      <ChangePasswordCard />
      <LanguageCard />
    </Flex>
  );
}
