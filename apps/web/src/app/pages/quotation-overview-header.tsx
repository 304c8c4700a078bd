import { Suspense } from 'react';
import { Descriptions, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@spokes/domain/format';
import { StatusAge } from '../../components/status-age';
import { SheetVersion } from '../../features/quotations/components/sheet-version';
import type { QuotationOverviewFieldsFragment } from '../../generated/graphql';
import { named } from '../../lib/lazy-named';
import { overviewDeferred } from './overview-deferred-loader';

const OverviewDealerPicker = named(overviewDeferred, 'OverviewDealerPicker');
const OrderContractEndStatus = named(overviewDeferred, 'OrderContractEndStatus');

export type OverviewQuotation = QuotationOverviewFieldsFragment;

/** Who, what and how much: the facts of the quotation and where its order stands. */
export function QuotationOverviewHeader({
  quotation,
  superUser,
}: {
  quotation: OverviewQuotation;
  superUser: boolean;
}) {
  const { t } = useTranslation();
  const { order } = quotation;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      items={[
        { key: 'number', label: t('quotationOverview.number'), children: quotation.quotation_number },
        {
          key: 'date',
          label: t('quotationOverview.date'),
          children: formatDate(new Date(quotation.quotation_date)),
        },
        { key: 'employee', label: t('quotationOverview.employee'), children: quotation.employee.name },
        { key: 'company', label: t('quotationOverview.company'), children: quotation.company.name },
        {
          key: 'dealer',
          label: t('quotationOverview.dealer'),
          children: superUser ? (
            <Suspense fallback={quotation.dealer.name}>
              <OverviewDealerPicker quotation={quotation} />
            </Suspense>
          ) : (
            quotation.dealer.name
          ),
        },
        { key: 'bikeType', label: t('quotationOverview.bikeType'), children: quotation.bike_type.name },
        {
          key: 'sheet',
          label: t('quotationCalculation.sheet'),
          children: <SheetVersion version={quotation.sheet_version} />,
        },
        {
          key: 'lease',
          label: t('quotationOverview.leaseAmount'),
          children: formatMoney(quotation.lease_amount),
        },
        {
          key: 'totalExcl',
          label: t('quotationOverview.totalVatExcluded'),
          children: formatMoney(quotation.total_vat_excluded),
        },
        {
          key: 'totalIncl',
          label: t('quotationOverview.totalVatIncluded'),
          children: formatMoney(quotation.total_vat_included),
        },
        {
          key: 'status',
          label: t('quotationOverview.orderStatus'),
          children: order ? (
            <Tag color="blue" data-testid="order-status">
              {order.orderStatus.name}
            </Tag>
          ) : (
            t('quotationOverview.noOrder')
          ),
        },
        ...(order
          ? [
              {
                key: 'statusSince',
                label: t('quotationOverview.statusSince'),
                children: (
                  <Space size={8} wrap>
                    {formatDate(new Date(order.status_since))}
                    <StatusAge
                      since={order.status_since}
                      lateFrom={order.late_from ?? null}
                      days={order.status_working_days}
                      late={order.late}
                    />
                  </Space>
                ),
              },
              {
                key: 'lateFrom',
                label: t('quotationOverview.lateFrom'),
                children: order.late_from
                  ? formatDate(new Date(order.late_from))
                  : t('quotationOverview.noLimit'),
              },
            ]
          : []),
        {
          key: 'orderDate',
          label: t('quotationOverview.orderDate'),
          children: order ? formatDate(new Date(order.date)) : '—',
        },
        {
          key: 'deliveryDate',
          label: t('quotationOverview.deliveryDate'),
          children: order?.delivery_date ? formatDate(new Date(order.delivery_date)) : '—',
        },
        ...(superUser && order
          ? [
              {
                key: 'contractEndStatus',
                label: t('quotationOverview.contractEndStatus'),
                children: (
                  <Suspense fallback={<Spin size="small" />}>
                    <OrderContractEndStatus quotationId={quotation.id} order={order} />
                  </Suspense>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
