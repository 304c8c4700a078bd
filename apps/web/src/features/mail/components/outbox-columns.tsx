import { EyeOutlined, MailOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatDateMinute } from '@spokes/domain/format';
import type { OutboxMessagesQuery } from '../../../generated/graphql';
import { CHANNEL_LABELS } from './outbox-labels';
import { OutboxStateTag } from './outbox-state-tag';

export type OutboxRow = OutboxMessagesQuery['outboxMessages']['items'][number];

/** The outbox table: created, channel, recipient, subject, state, attempts, sent, open. */
export function outboxColumns(t: TFunction, onOpen: (row: OutboxRow) => void): ColumnsType<OutboxRow> {
  return [
    {
      key: 'created_at',
      title: t('outbox.createdAt'),
      width: 150,
      render: (_, row) => formatDateMinute(new Date(row.created_at)),
    },
    {
      key: 'channel',
      title: t('outbox.channel'),
      width: 100,
      render: (_, row) => (
        <Space size={6}>
          {row.channel === 'mail' ? <MailOutlined /> : <MessageOutlined />}
          {t(CHANNEL_LABELS[row.channel])}
        </Space>
      ),
    },
    { key: 'recipient', dataIndex: 'recipient', title: t('outbox.recipient') },
    {
      key: 'subject',
      title: t('outbox.subject'),
      ellipsis: true,
      render: (_, row) => row.subject ?? '—',
    },
    {
      key: 'state',
      title: t('outbox.state'),
      width: 140,
      render: (_, row) => <OutboxStateTag state={row.state} />,
    },
    { key: 'attempts', dataIndex: 'attempts', title: t('outbox.attempts'), width: 90, align: 'right' },
    {
      key: 'sent_at',
      title: t('outbox.sentAt'),
      width: 150,
      render: (_, row) => (row.sent_at ? formatDateMinute(new Date(row.sent_at)) : '—'),
    },
    {
      key: 'open',
      width: 56,
      align: 'right',
      render: (_, row) => (
        <Tooltip title={t('outbox.open')}>
          <Button
            type="text"
            icon={<EyeOutlined />}
            aria-label={`${t('outbox.open')} ${row.recipient}`}
            onClick={(event) => {
              // The row opens the message too; one click should not open it twice.
              event.stopPropagation();
              onOpen(row);
            }}
          />
        </Tooltip>
      ),
    },
  ];
}
