import { Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../../lib/viewer/viewer-context';

/** /employersportal: the employer's inbox of notifications (spec 03 section 2.6). */
export function InboxPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  return (
    <Flex vertical gap={16}>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('inbox.title')}
        </Typography.Title>
        <Typography.Text type="secondary" data-testid="viewer-identity">
          {t('home.signedInAs', { name: `${viewer.first_name} ${viewer.last_name}`, email: viewer.email })}
        </Typography.Text>
      </Flex>
      <Card>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbox.empty')} />
      </Card>
    </Flex>
  );
}
