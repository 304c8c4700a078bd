import { useMemo } from 'react';
import { Alert, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { formatDays, roundDays } from '@spokes/domain/format';
import { inLifecycleOrder } from '@spokes/domain/order-status';
import { PageSection } from '../../../components/page-section';
import { StatusAge } from '../../../components/status-age';
import type { OrderAgeingDashboardQuery } from '../../../generated/graphql';
import { OrderStatusesDocument } from '../../../lib/reference/order-statuses.generated';
import { OrderAgeingDashboardDocument } from '../api/order-ageing-dashboard.generated';

type Dashboard = OrderAgeingDashboardQuery['orderAgeingDashboard'];
type StatusRow = Dashboard['statuses'][number] & { name: string };
type LateRow = Dashboard['oldest_late'][number];

/** The quotation list with these filters in its address, as its own header filters put them. */
const listLink = (filters: Record<string, string>) =>
  `/quotations?${new URLSearchParams(filters).toString()}`;

/**
 * /order-ageing (issue 30, beyond the spec): where orders wait. Per status, how many orders are
 * in it and how many are late, each a link to the list filtered to them; the median stay over
 * the last 90 days; and the ten orders late the longest, each a link to the list filtered to it.
 */
export function OrderAgeingDashboardPage() {
  const { t } = useTranslation();
  const [{ data, error, fetching }] = useQuery({
    query: OrderAgeingDashboardDocument,
    requestPolicy: 'cache-and-network',
  });
  const [statuses] = useQuery({ query: OrderStatusesDocument });
  const rows = useMemo<StatusRow[]>(() => {
    const names = new Map(statuses.data?.orderStatuses.map((status) => [status.id, status]));
    const known = (data?.orderAgeingDashboard.statuses ?? []).flatMap((row) => {
      const status = names.get(row.order_status_id);
      return status ? [{ ...row, ...status, name: status.name }] : [];
    });
    return inLifecycleOrder(known);
  }, [data, statuses.data]);

  const statusColumns: ColumnsType<StatusRow> = [
    { key: 'status', title: t('ageing.status'), dataIndex: 'name' },
    {
      key: 'orders',
      title: t('ageingDashboard.orders'),
      align: 'right',
      render: (_, row) => (
        <Link to={listLink({ order_status: String(row.order_status_id) })}>{row.orders}</Link>
      ),
    },
    {
      key: 'late',
      title: t('ageing.late'),
      align: 'right',
      render: (_, row) =>
        row.late > 0 ? (
          <Link to={listLink({ order_status: String(row.order_status_id), late_only: 'true' })}>
            <Tag color="error" style={{ marginInlineEnd: 0 }}>
              {row.late}
            </Tag>
          </Link>
        ) : (
          <Typography.Text type="secondary">0</Typography.Text>
        ),
    },
    {
      key: 'median',
      title: t('ageingDashboard.median'),
      align: 'right',
      render: (_, row) =>
        row.median_days === null || row.median_days === undefined ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          t('ageingDashboard.medianStay', {
            // The days' own plural, of the figure shown; the count is the orders'.
            median: t('ageingDashboard.days', {
              count: roundDays(row.median_days),
              days: formatDays(row.median_days),
            }),
            count: row.periods,
          })
        ),
    },
  ];
  const lateColumns: ColumnsType<LateRow> = [
    {
      key: 'number',
      title: t('quotationList.number'),
      render: (_, row) => (
        <Link to={listLink({ quotation_number: row.quotation_number })}>{row.quotation_number}</Link>
      ),
    },
    { key: 'employee', title: t('quotationList.employee'), render: (_, row) => row.employee.full_name },
    { key: 'company', title: t('quotationList.company'), render: (_, row) => row.company.name },
    { key: 'dealer', title: t('quotationList.dealer'), render: (_, row) => row.dealer.name },
    { key: 'status', title: t('ageing.status'), render: (_, row) => row.order_status?.name },
    {
      key: 'age',
      title: t('quotationList.statusAge'),
      render: (_, row) =>
        row.status_since && (
          <StatusAge
            since={row.status_since}
            lateFrom={row.late_from ?? null}
            days={row.status_working_days ?? 0}
            late={row.late}
          />
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('ageingDashboard.title')}
      </Typography.Title>
      {(error ?? statuses.error) && <Alert type="error" showIcon title={t('ageingDashboard.loadFailed')} />}
      <PageSection
        title={t('ageingDashboard.perStatus')}
        extra={<Link to="/settings/order-status-ageing">{t('settings.orderStatusAgeing')}</Link>}
      >
        <Table<StatusRow>
          rowKey="order_status_id"
          size="middle"
          loading={fetching || statuses.fetching}
          pagination={false}
          dataSource={rows}
          columns={statusColumns}
        />
      </PageSection>
      <PageSection title={t('ageingDashboard.oldestLate')}>
        <Table<LateRow>
          rowKey="id"
          size="middle"
          loading={fetching}
          pagination={false}
          dataSource={data?.orderAgeingDashboard.oldest_late ?? []}
          columns={lateColumns}
          locale={{ emptyText: t('ageingDashboard.noneLate') }}
        />
      </PageSection>
    </Flex>
  );
}
