import { EyeOutlined, MailOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { formatDateMinute } from '@spokes/domain/format';
import type { ListColumn } from '../../../components/list-table';
import type { OutboxMessagesQuery } from '../../../generated/graphql';
import { CHANNEL_LABELS, OUTBOX_CHANNELS, OUTBOX_STATES, STATE_TAGS } from './outbox-labels';
import type { outboxList } from './outbox-list';
import { OutboxStateTag } from './outbox-state-tag';

export type OutboxRow = OutboxMessagesQuery['outboxMessages']['items'][number];
type OutboxColumn = ListColumn<OutboxRow, typeof outboxList.filters, (typeof outboxList.sortFields)[number]>;

/**
 * The outbox table: created, channel, recipient, subject, state, attempts, sent, open; channel,
 * recipient and state filter in their headers.
 */
export function outboxColumns(t: TFunction, onOpen: (row: OutboxRow) => void): OutboxColumn[] {
  return [
    {
      key: 'created_at',
      sortField: 'created_at',
      title: t('outbox.createdAt'),
      width: 150,
      render: (_, row) => formatDateMinute(new Date(row.created_at)),
    },
    {
      key: 'channel',
      title: t('outbox.channel'),
      width: 120,
      filter: {
        kind: 'choice',
        name: 'channel',
        options: OUTBOX_CHANNELS.map((channel) => ({ value: channel, label: t(CHANNEL_LABELS[channel]) })),
      },
      render: (_, row) => (
        <Space size={6}>
          {row.channel === 'mail' ? <MailOutlined /> : <MessageOutlined />}
          {t(CHANNEL_LABELS[row.channel])}
        </Space>
      ),
    },
    {
      key: 'recipient',
      dataIndex: 'recipient',
      title: t('outbox.recipient'),
      sortField: 'recipient',
      filter: { kind: 'text', name: 'recipient', label: t('outbox.searchRecipient') },
    },
    {
      key: 'subject',
      title: t('outbox.subject'),
      ellipsis: true,
      render: (_, row) => row.subject ?? '—',
    },
    {
      key: 'state',
      title: t('outbox.state'),
      width: 150,
      filter: {
        kind: 'choice',
        name: 'state',
        options: OUTBOX_STATES.map((state) => ({ value: state, label: t(STATE_TAGS[state].label) })),
      },
      render: (_, row) => <OutboxStateTag state={row.state} />,
    },
    { key: 'attempts', dataIndex: 'attempts', title: t('outbox.attempts'), width: 90, align: 'right' },
    {
      key: 'sent_at',
      sortField: 'sent_at',
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
