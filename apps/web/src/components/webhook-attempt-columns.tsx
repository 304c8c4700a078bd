import { RedoOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@spokes/domain/format';
import { WebhookAttemptResult } from './webhook-attempt-result';

type WebhookAttemptRow = { date: string; url: string; status_code: number | null; response: string | null };

/**
 * The columns every list of webhook calls shows (the settings tab and a quotation's overview):
 * when, the answer (OK only for 200), where to and what came back. Each list places them among
 * its own and adds sorting or filters.
 */
export function webhookAttemptCells<Row extends WebhookAttemptRow>(t: TFunction) {
  return {
    date: {
      key: 'date',
      title: t('webhooks.date'),
      width: 170,
      render: (_, row) => formatDateTime(new Date(row.date)),
    },
    result: {
      key: 'result',
      title: t('webhooks.result'),
      width: 150,
      render: (_, row) => <WebhookAttemptResult statusCode={row.status_code} />,
    },
    url: { key: 'url', dataIndex: 'url', title: t('webhooks.url'), ellipsis: true },
    response: {
      key: 'response',
      title: t('webhooks.response'),
      ellipsis: true,
      render: (_, row) => row.response ?? '—',
    },
  } satisfies Record<string, ColumnType<Row> & { key: string }>;
}

/** A webhook call's "send again" button, an icon with its name as tooltip. */
export function RetriggerButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('webhooks.retrigger')}>
      <Button
        type="text"
        icon={<RedoOutlined />}
        aria-label={t('webhooks.retrigger')}
        loading={loading}
        onClick={onClick}
      />
    </Tooltip>
  );
}
