import { EyeOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../components/list-table';
import { RetriggerButton, webhookAttemptCells } from '../../../components/webhook-attempt-columns';
import type { WebhookAttemptsQuery } from '../../../generated/graphql';
import type { webhookAttemptList } from './webhook-attempt-list';

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
  const cells = webhookAttemptCells<WebhookAttemptRow>(t);
  return [
    { ...cells.date, sortField: 'date' },
    {
      key: 'quotation_number',
      sortField: 'quotation_number',
      title: t('webhooks.quotationNumber'),
      render: (_, row) => row.quotation_number ?? '—',
      filter: { kind: 'text', name: 'quotation_number', label: t('webhooks.searchQuotationNumber') },
    },
    cells.url,
    {
      ...cells.result,
      key: 'success',
      sortField: 'status_code',
      filter: {
        kind: 'choice',
        name: 'success',
        options: [
          { value: true, label: t('webhooks.resultOk') },
          { value: false, label: t('webhooks.resultNotOk') },
        ],
      },
    },
    cells.response,
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
          <RetriggerButton loading={actions.retriggering} onClick={() => actions.onRetrigger(row)} />
        </Space>
      ),
    },
  ];
}
