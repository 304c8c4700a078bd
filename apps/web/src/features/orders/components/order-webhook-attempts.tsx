import { useCallback, useMemo, useState } from 'react';
import { Card, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { WEBHOOK_ATTEMPTS_PAGE_SIZE } from '@spokes/domain/limits';
import { OrderWebhookAttemptsDocument, RetriggerOrderWebhookDocument } from '../api/order-lookups.generated';
import { useQuotationLive } from '../../../lib/live/use-quotation-live';
import { useOrderMutation } from '../hooks/use-order-mutation';
import { RetriggerButton, webhookAttemptCells } from '../../../components/webhook-attempt-columns';

type Props = { quotationId: number };

// An empty page names no WebhookAttempt: a re-trigger or an order change must still reload it.
const queryContext = { additionalTypenames: ['WebhookAttempt', 'Order'] };

/**
 * The quotation's webhook calls (super users; spec 01 section 2): 5 a page, newest first, OK
 * only for status 200, each sent again on demand; a call recorded meanwhile appears without a
 * reload. The settings tab's columns, without its filters, sorting and data.
 */
export function OrderWebhookAttempts({ quotationId }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const context = useMemo(() => queryContext, []);
  const [{ data, fetching }, refetch] = useQuery({
    query: OrderWebhookAttemptsDocument,
    variables: { quotation_id: quotationId, page, size: WEBHOOK_ATTEMPTS_PAGE_SIZE },
    context,
  });
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  useQuotationLive({ quotationId, reload });
  const retrigger = useOrderMutation(RetriggerOrderWebhookDocument, {
    successKey: 'webhooks.retriggerDone',
    failureKey: 'webhooks.retriggerError',
  });
  type Row = NonNullable<typeof data>['webhookAttemptsByQuotationId']['items'][number];
  const cells = webhookAttemptCells<Row>(t);

  return (
    <Card size="small" title={t('settings.webhookAttempts')}>
      <Table<Row>
        size="small"
        rowKey="id"
        // A reload keeps the calls shown: the spinner is for the first load only.
        loading={fetching && !data}
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
          cells.date,
          cells.result,
          cells.url,
          cells.response,
          {
            key: 'retrigger',
            width: 56,
            align: 'right',
            render: (_, row) => (
              <RetriggerButton
                loading={retrigger.fetching}
                onClick={() => void retrigger.run({ attempt_id: row.id })}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
