import { EyeOutlined, RedoOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { formatDateTime } from '@spokes/domain/format';
import type { ListColumn } from '../../../components/list-table';
import type { WebhookAttemptsQuery } from '../../../generated/graphql';
import type { webhookAttemptList } from './webhook-attempt-list';
import { WebhookAttemptResult } from '../../../components/webhook-attempt-result';

export type WebhookAttemptRow = WebhookAttemptsQuery['webhookAttempts']['items'][number];
type WebhookAttemptColumn = ListColumn<
  WebhookAttemptRow,
  typeof webhookAttemptList.filters,
  (typeof webhookAttemptList.sortFields)[number]
>;

type Actions = {
  onShowData: (row: WebhookAttemptRow) => void;
  onRetrigger: (row: WebhookAttemptRow) => void;
  retriggering: boolean;
};

/** Date, quotation number, url, answer (OK only for 200), response, and per row data and re-trigger. */
export function webhookAttemptColumns(t: TFunction, actions: Actions): WebhookAttemptColumn[] {
  return [
    {
      key: 'date',
      sortField: 'date',
      title: t('webhooks.date'),
      width: 170,
      render: (_, row) => formatDateTime(new Date(row.date)),
    },
    {
      key: 'quotation_number',
      sortField: 'quotation_number',
      title: t('webhooks.quotationNumber'),
      render: (_, row) => row.quotation_number ?? '—',
      filter: { kind: 'text', name: 'quotation_number', label: t('webhooks.searchQuotationNumber') },
    },
    { key: 'url', dataIndex: 'url', title: t('webhooks.url'), ellipsis: true },
    {
      key: 'success',
      sortField: 'status_code',
      title: t('webhooks.result'),
      width: 150,
      render: (_, row) => <WebhookAttemptResult statusCode={row.status_code} />,
      filter: {
        kind: 'choice',
        name: 'success',
        options: [
          { value: true, label: t('webhooks.ok') },
          { value: false, label: t('webhooks.failed') },
        ],
      },
    },
    {
      key: 'response',
      title: t('webhooks.response'),
      ellipsis: true,
      render: (_, row) => row.response ?? '—',
    },
    {
      key: 'actions',
      width: 96,
      align: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Tooltip title={t('webhooks.data')}>
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={t('webhooks.data')}
              disabled={row.data === null}
              onClick={() => actions.onShowData(row)}
            />
          </Tooltip>
          <Tooltip title={t('webhooks.retrigger')}>
            <Button
              type="text"
              icon={<RedoOutlined />}
              aria-label={t('webhooks.retrigger')}
              loading={actions.retriggering}
              onClick={() => actions.onRetrigger(row)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];
}
