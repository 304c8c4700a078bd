import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Card, Empty, Flex, Pagination, Select, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { formatDateMinute } from '@spokes/domain/format';
import { type OrderHistoryKind } from '../../../generated/graphql';
import { BikePanelBrandsDocument } from '../api/bike-panel.generated';
import { OrderHistoryDocument } from '../api/order-history.generated';
import { useQuotationLive } from '../../../lib/live/use-quotation-live';
import {
  describeOrderHistoryEntry,
  ORDER_HISTORY_KIND_LABELS,
  ORDER_HISTORY_SOURCE_LABELS,
} from './order-history-entry';

export const ORDER_HISTORY_PAGE_SIZE = 20;

// The history is of the order: an own change of it reloads the history with the overview.
const queryContext = { additionalTypenames: ['Order', 'OrderLog', 'Quotation'] };

type Props = { quotationId: number };

/** The order history of a quotation, newest first, filtered by kind, a page at a time. */
export function OrderHistoryTimeline({ quotationId }: Props) {
  const { t } = useTranslation();
  const [kinds, setKinds] = useState<OrderHistoryKind[]>([]);
  const [page, setPage] = useState(1);
  const context = useMemo(() => queryContext, []);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: OrderHistoryDocument,
    variables: {
      quotation_id: quotationId,
      kinds: kinds.length > 0 ? kinds : null,
      page,
      size: ORDER_HISTORY_PAGE_SIZE,
    },
    context,
  });
  // A stable reload: a new filter or page must not replay the last pushed event as a reload.
  const latestRefetch = useRef(refetch);
  useEffect(() => {
    latestRefetch.current = refetch;
  }, [refetch]);
  const reload = useCallback(() => latestRefetch.current({ requestPolicy: 'network-only' }), []);
  useQuotationLive({ quotationId, reload });
  const [{ data: brandData }] = useQuery({ query: BikePanelBrandsDocument });
  const names = useMemo(
    () => ({ brands: new Map((brandData?.bikeBrands ?? []).map((brand) => [String(brand.id), brand.name])) }),
    [brandData],
  );

  const history = data?.orderHistory;
  const kindOptions = (Object.keys(ORDER_HISTORY_KIND_LABELS) as OrderHistoryKind[]).map((kind) => ({
    value: kind,
    label: t(ORDER_HISTORY_KIND_LABELS[kind]),
  }));

  return (
    <Card
      title={t('orderHistory.title')}
      extra={
        <Select<OrderHistoryKind[]>
          mode="multiple"
          allowClear
          style={{ minWidth: 240 }}
          aria-label={t('orderHistory.filterKinds')}
          placeholder={t('orderHistory.filterKinds')}
          options={kindOptions}
          value={kinds}
          onChange={(value) => {
            setKinds(value);
            setPage(1);
          }}
        />
      }
    >
      {error && <Alert type="error" showIcon title={t('orderHistory.loadFailed')} />}
      {history && history.items.length === 0 && <Empty description={t('orderHistory.empty')} />}
      {history && history.items.length > 0 && (
        <Flex vertical gap={16}>
          <Timeline
            items={history.items.map((entry) => ({
              key: entry.id,
              content: (
                <Flex vertical data-testid="order-history-entry">
                  <Typography.Text>{describeOrderHistoryEntry(entry, t, names)}</Typography.Text>
                  <Typography.Text type="secondary">
                    {formatDateMinute(new Date(entry.at))} · {entry.actor_name ?? t('orderHistory.system')} ·{' '}
                    {t(ORDER_HISTORY_SOURCE_LABELS[entry.source])}
                    {entry.private && <Tag style={{ marginInlineStart: 8 }}>{t('orderHistory.private')}</Tag>}
                  </Typography.Text>
                </Flex>
              ),
            }))}
          />
          <Pagination
            align="end"
            current={history.page}
            pageSize={ORDER_HISTORY_PAGE_SIZE}
            total={history.total}
            showSizeChanger={false}
            hideOnSinglePage
            disabled={fetching}
            onChange={setPage}
          />
        </Flex>
      )}
    </Card>
  );
}
