import { MailOutlined } from '@ant-design/icons';
import { Empty, Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateMinute } from '@spokes/domain/format';
import type { InboxNotification } from '../hooks/use-inbox-notifications';
import { useNotificationText } from '../hooks/use-notification-text';

type Props = {
  notifications: InboxNotification[];
  selectedId: number | null;
  onOpen: (notification: InboxNotification) => void;
};

/** The inbox list, newest first: an unread notification has a mail icon and a bold text. */
export function NotificationList({ notifications, selectedId, onOpen }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const textOf = useNotificationText();

  if (notifications.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbox.empty')} />;
  }
  return (
    <ul aria-label={t('inbox.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {notifications.map((notification, index) => {
        const unread = notification.readAt === null;
        const selected = notification.id === selectedId;
        const last = index === notifications.length - 1;
        return (
          <li key={notification.id} style={{ borderBottom: last ? 'none' : `1px solid ${token.colorSplit}` }}>
            <button
              type="button"
              aria-current={selected || undefined}
              data-testid="inbox-notification"
              data-unread={unread}
              onClick={() => onOpen(notification)}
              style={{
                display: 'block',
                width: '100%',
                padding: `${token.paddingSM}px ${token.padding}px`,
                border: 'none',
                borderRadius: token.borderRadius,
                background: selected ? token.colorFillSecondary : 'transparent',
                boxShadow: selected ? `inset 3px 0 0 ${token.colorPrimary}` : 'none',
                textAlign: 'left',
                cursor: 'pointer',
                font: 'inherit',
              }}
            >
              <Flex gap={token.marginSM} align="start">
                <span style={{ width: 16, flex: 'none', color: token.colorPrimary }}>
                  {unread && <MailOutlined aria-label={t('inbox.unread')} />}
                </span>
                <Flex vertical gap={2} style={{ minWidth: 0 }}>
                  <Typography.Text strong={unread} ellipsis>
                    {textOf(notification)}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                    {formatDateMinute(new Date(notification.createdAt))}
                  </Typography.Text>
                </Flex>
              </Flex>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
