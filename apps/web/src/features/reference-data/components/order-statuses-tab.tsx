import { useMemo } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ReferenceTable } from '../../../components/reference-table';
import { type OrderStatusesQuery } from '../../../generated/graphql';
import { OrderStatusesDocument } from '../../../lib/reference/order-statuses.generated';

type OrderStatusRow = OrderStatusesQuery['orderStatuses'][number];

/**
 * Settings tab "Order statusen" (spec 03 section 2.2): read-only, highest index first, with an
 * up arrow for an index above 0 and a down arrow otherwise.
 */
export function OrderStatusesTab() {
  const { t } = useTranslation();
  const [{ data, fetching }] = useQuery({ query: OrderStatusesDocument });
  const rows = useMemo(
    () => [...(data?.orderStatuses ?? [])].sort((a, b) => b.index - a.index),
    [data?.orderStatuses],
  );
  const indexColumn: ColumnsType<OrderStatusRow> = [
    {
      key: 'index',
      title: t('settings.index'),
      width: 110,
      render: (_, row) => (
        <Space size={6}>
          {row.index > 0 ? (
            <ArrowUpOutlined aria-label={t('settings.indexUp')} />
          ) : (
            <ArrowDownOutlined aria-label={t('settings.indexDown')} />
          )}
          {row.index}
        </Space>
      ),
    },
  ];
  return (
    <ReferenceTable
      title={t('settings.orderStatuses')}
      rows={rows}
      loading={fetching}
      leadingColumns={indexColumn}
    />
  );
}
