import { useCallback, useMemo, useState } from 'react';
import { RedoOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Table, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { formatDateTime } from '@spokes/domain/format';
import { WEBHOOK_ATTEMPTS_PAGE_SIZE } from '@spokes/domain/limits';
import {
  OrderWebhookAttemptsDocument,
  OverviewWebhookAttemptCreatedDocument,
  RetriggerOrderWebhookDocument,
} from '../api/order-lookups.generated';
import { useReloadOn } from '../../../lib/live/use-reload-on';
import { useOrderMutation } from '../hooks/use-order-mutation';
import { WebhookAttemptResult } from '../../../components/webhook-attempt-result';

type Props = { quotationId: number; quotationNumber: string };

// An empty page names no WebhookAttempt: a re-trigger or an order change must still reload it.
const queryContext = { additionalTypenames: ['WebhookAttempt', 'Order'] };

/**
 * The quotation's webhook calls (super users; spec 01 section 2): 5 a page, newest first, OK
 * only for status 200, each sent again on demand; a call recorded meanwhile appears without a
 * reload. Not the settings tab's list: features do not import each other, and this one has no
 * filters of its own.
 */
export function OrderWebhookAttempts({ quotationId, quotationNumber }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const context = useMemo(() => queryContext, []);
  const [{ data, fetching }, refetch] = useQuery({
    query: OrderWebhookAttemptsDocument,
    variables: { quotation_id: quotationId, page, size: WEBHOOK_ATTEMPTS_PAGE_SIZE },
    context,
  });
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  useReloadOn(
    OverviewWebhookAttemptCreatedDocument,
    (e) => e.webhookAttemptCreated.quotation_number === quotationNumber,
    reload,
  );
  const retrigger = useOrderMutation(RetriggerOrderWebhookDocument, {
    successKey: 'webhooks.retriggered',
    failureKey: 'webhooks.retriggerFailed',
  });
  type Row = NonNullable<typeof data>['webhookAttemptsByQuotationId']['items'][number];

  return (
    <Card size="small" title={t('settings.webhookAttempts')}>
      <Table<Row>
        size="small"
        rowKey="id"
        loading={fetching}
        dataSource={data?.webhookAttemptsByQuotationId.items ?? []}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('quotationOverview.noWebhookAttempts')}
            />
          ),
        }}
        pagination={{
          current: page,
          pageSize: WEBHOOK_ATTEMPTS_PAGE_SIZE,
          total: data?.webhookAttemptsByQuotationId.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          {
            key: 'date',
            title: t('webhooks.date'),
            width: 170,
            render: (_, row) => formatDateTime(new Date(row.date)),
          },
          {
            key: 'result',
            title: t('webhooks.result'),
            width: 150,
            render: (_, row) => <WebhookAttemptResult statusCode={row.status_code} />,
          },
          { key: 'url', dataIndex: 'url', title: t('webhooks.url'), ellipsis: true },
          {
            key: 'response',
            title: t('webhooks.response'),
            ellipsis: true,
            render: (_, row) => row.response ?? '—',
          },
          {
            key: 'retrigger',
            width: 56,
            align: 'right',
            render: (_, row) => (
              <Tooltip title={t('webhooks.retrigger')}>
                <Button
                  type="text"
                  icon={<RedoOutlined />}
                  aria-label={t('webhooks.retrigger')}
                  loading={retrigger.fetching}
                  onClick={() => void retrigger.run({ attempt_id: row.id })}
                />
              </Tooltip>
            ),
          },
        ]}
      />
    </Card>
  );
}
