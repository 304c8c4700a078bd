import { DeleteOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateMinute } from '@spokes/domain/format';
import type { InboxNotification } from '../hooks/use-inbox-notifications';
import { useNotificationText } from '../hooks/use-notification-text';

/** Which frame the inbox is shown in: the employer portal's, or the dealers' and back office's. */
export type InboxSide = 'portal' | 'dealer';

type Props = {
  notification: InboxNotification | null;
  side: InboxSide;
  deleting: boolean;
  onDelete: (notification: InboxNotification) => void;
};

/**
 * Where 'consult' leads: goToQuotation opens the quotation in the portal's quotation list, or on
 * the dealer side its overview, whose address names the employee too (none without one).
 */
function consultRoute(notification: InboxNotification, side: InboxSide): string | null {
  if (notification.action !== 'goToQuotation') return null;
  const param = (name: string) => notification.actionParams.find((p) => p.name === name)?.value;
  const quotationId = param('quotationId');
  const employeeId = param('employeeId');
  if (!quotationId) return null;
  if (side === 'portal') return `/employersportal/quotations/${encodeURIComponent(quotationId)}`;
  return employeeId
    ? `/quotations/${encodeURIComponent(employeeId)}/${encodeURIComponent(quotationId)}`
    : null;
}

/** The detail pane: the full message with its placeholders filled, delete (confirmed) and consult. */
export function NotificationDetail({ notification, side, deleting, onDelete }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const textOf = useNotificationText();

  if (!notification) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbox.selectNotification')} />;
  }
  const route = consultRoute(notification, side);
  return (
    <Flex vertical gap={16} data-testid="inbox-detail">
      <Typography.Paragraph style={{ fontSize: 16, margin: 0 }}>{textOf(notification)}</Typography.Paragraph>
      <Flex vertical gap={2}>
        <Typography.Text type="secondary">
          {t('inbox.receivedAt')} {formatDateMinute(new Date(notification.createdAt))}
        </Typography.Text>
        {notification.readAt && (
          <Typography.Text type="secondary">
            {t('inbox.readAt')} {formatDateMinute(new Date(notification.readAt))}
          </Typography.Text>
        )}
      </Flex>
      <Flex gap={8} wrap>
        {route && (
          <Button type="primary" icon={<ExportOutlined />} onClick={() => void navigate(route)}>
            {t('inbox.consult')}
          </Button>
        )}
        <Popconfirm
          title={t('inbox.deleteConfirm')}
          okText={t('inbox.delete')}
          okButtonProps={{ danger: true, loading: deleting }}
          cancelText={t('inbox.cancel')}
          onConfirm={() => onDelete(notification)}
        >
          <Button danger icon={<DeleteOutlined />}>
            {t('inbox.delete')}
          </Button>
        </Popconfirm>
      </Flex>
    </Flex>
  );
}
