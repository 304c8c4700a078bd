import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../../lib/viewer/viewer-context';

/** / : the dealer home, where a new quotation starts (spec 02 section 2). */
export function DealerHomePage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('home.newQuotation')}
      </Typography.Title>
      <Typography.Text type="secondary" data-testid="viewer-identity">
        {t('home.signedInAs', { name: `${viewer.first_name} ${viewer.last_name}`, email: viewer.email })}
      </Typography.Text>
    </Flex>
  );
}
