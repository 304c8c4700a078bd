import { useState } from 'react';
import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../../lib/viewer/viewer-context';
import { useInboxNotifications, type InboxNotification } from '../hooks/use-inbox-notifications';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { NotificationDetail, type InboxSide } from './notification-detail';
import { NotificationList } from './notification-list';

/**
 * /employersportal: the employer's inbox (spec 03 section 2.6). Opening a notification reads it;
 * new ones arrive live (the layout follows notificationCreated and reloads this list).
 */
export function InboxPage({ side = 'portal' }: { side?: InboxSide }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { notifications, unreadCount, loaded, error, fetching } = useInboxNotifications();
  const { markAsRead, markAllAsRead, markingAll, deleteNotification, deleting } = useNotificationActions();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = notifications.find((notification) => notification.id === selectedId) ?? null;

  const open = (notification: InboxNotification) => {
    setSelectedId(notification.id);
    if (notification.readAt === null) void markAsRead(notification.id);
  };
  const remove = async (notification: InboxNotification) => {
    if (await deleteNotification(notification.id)) setSelectedId(null);
  };

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
      {error && <Alert type="error" showIcon title={t('inbox.loadFailed')} />}
      <Flex gap={16} wrap align="start">
        <Card
          title={t('inbox.unreadCount', { count: unreadCount })}
          extra={
            <Button
              size="small"
              icon={<CheckOutlined />}
              disabled={unreadCount === 0}
              loading={markingAll}
              onClick={() => void markAllAsRead()}
            >
              {t('inbox.markAllRead')}
            </Button>
          }
          loading={!loaded && fetching}
          style={{ flex: '1 1 340px', minWidth: 0 }}
          styles={{ body: { padding: 8, maxHeight: 'calc(100vh - 220px)', overflowY: 'auto' } }}
        >
          <NotificationList notifications={notifications} selectedId={selectedId} onOpen={open} />
        </Card>
        <Card style={{ flex: '2 1 420px', minWidth: 0 }}>
          <NotificationDetail
            notification={selected}
            side={side}
            deleting={deleting}
            onDelete={(n) => void remove(n)}
          />
        </Card>
      </Flex>
    </Flex>
  );
}

/**
 * /inbox: the same inbox for dealers and the back office (issue 30), whose notifications (a late
 * order) open the quotation's overview.
 */
export function DealerInboxPage() {
  return <InboxPage side="dealer" />;
}
