import { useMemo } from 'react';
import { PaperClipOutlined, RedoOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Flex, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { formatDateMinute } from '@spokes/domain/format';
import { MessageBody } from '../../../components/message-body';
import { type OutboxMessageQuery } from '../../../generated/graphql';
import { OutboxMessageDocument } from '../api/outbox-message.generated';
import { useRetryOutboxMessage } from '../hooks/use-retry-outbox-message';
import { canRetry, CHANNEL_LABELS } from './outbox-labels';
import { OutboxStateTag } from './outbox-state-tag';

type Message = OutboxMessageQuery['outboxMessage'];
type Props = { id: number; onClose: () => void };

const queryContext = { additionalTypenames: ['OutboxMessage'] };

/** The files the mail carries, each downloadable as it was sent. */
function Attachments({ message }: { message: Message }) {
  const { t } = useTranslation();
  if (message.attachments.length === 0) return <>{t('outbox.noAttachments')}</>;
  return (
    <Space orientation="vertical" size={2}>
      {message.attachments.map((attachment) => (
        <Typography.Link
          key={attachment.fileId}
          href={attachment.download_url}
          download={attachment.filename}
        >
          <PaperClipOutlined /> {attachment.filename}
        </Typography.Link>
      ))}
    </Space>
  );
}

function MessageDetails({ message }: { message: Message }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      {message.last_error && (
        <Alert
          type="error"
          showIcon
          title={t('outbox.lastError')}
          description={<Typography.Text code>{message.last_error}</Typography.Text>}
        />
      )}
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'recipient', label: t('outbox.recipient'), children: message.recipient },
          { key: 'subject', label: t('outbox.subject'), children: message.subject ?? '—' },
          { key: 'channel', label: t('outbox.channel'), children: t(CHANNEL_LABELS[message.channel]) },
          { key: 'state', label: t('outbox.state'), children: <OutboxStateTag state={message.state} /> },
          { key: 'attempts', label: t('outbox.attempts'), children: message.attempts },
          {
            key: 'created_at',
            label: t('outbox.createdAt'),
            children: formatDateMinute(new Date(message.created_at)),
          },
          {
            key: 'sent_at',
            label: t('outbox.sentAt'),
            children: message.sent_at ? formatDateMinute(new Date(message.sent_at)) : '—',
          },
          {
            key: 'template',
            label: t('outbox.template'),
            children: `${message.template} (${message.language.toUpperCase()})`,
          },
          { key: 'attachments', label: t('outbox.attachments'), children: <Attachments message={message} /> },
        ]}
      />
      <MessageBody text={message.text} html={message.html} />
    </Flex>
  );
}

/** One message opened from the list, with a retry for a refused or given-up one. */
export function OutboxMessageDrawer({ id, onClose }: Props) {
  const { t } = useTranslation();
  const context = useMemo(() => queryContext, []);
  const [{ data, error }] = useQuery({ query: OutboxMessageDocument, variables: { id }, context });
  const { retrying, retryMessage } = useRetryOutboxMessage();
  const message = data?.outboxMessage;

  return (
    <Drawer
      open
      size={760}
      title={t('outbox.message')}
      onClose={onClose}
      extra={
        message &&
        canRetry(message.state) && (
          <Button
            type="primary"
            icon={<RedoOutlined />}
            loading={retrying}
            onClick={() => void retryMessage(id)}
          >
            {t('outbox.retry')}
          </Button>
        )
      }
    >
      {error && <Alert type="error" showIcon title={t('outbox.loadFailed')} />}
      {!message && !error && <Spin />}
      {message && <MessageDetails message={message} />}
    </Drawer>
  );
}
