import { Switch, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatDate } from '@spokes/domain/format';
import { inLifecycleOrder } from '@spokes/domain/order-status';
import type { ListColumn } from '../../../components/list-table';
import { HeaderCheckbox } from '../../../components/header-checkbox';
import { StatusAge } from '../../../components/status-age';
import { ClippedText } from '../../../components/clipped-text';
import type { DealerChoicesQuery, QuotationListQuery } from '../../../generated/graphql';
import { NO_ORDER, type quotationList } from './quotation-list';
import { QuotationDealerPicker } from './quotation-dealer-picker';

export type QuotationRow = QuotationListQuery['quotations']['items'][number];
type QuotationColumn = ListColumn<
  QuotationRow,
  typeof quotationList.filters,
  (typeof quotationList.sortFields)[number]
>;

type Options = {
  orderStatuses: { id: number; code: string; name: string; index: number }[];
  /** Only super users get the dealer column (spec 01 section 6). */
  dealers: DealerChoicesQuery['dealers'] | null;
  activeOnly: boolean;
  onActiveOnlyChange: (activeOnly: boolean) => void;
  onActiveChange: (row: QuotationRow, active: boolean) => void;
  onDealerChange: (row: QuotationRow, dealerId: number) => void;
  busyIds: ReadonlySet<number>;
};

/**
 * The columns of spec 01 section 2, with their header filters and sorts. Text cells are clipped:
 * with the age column (issue 30) the Actief and dealer columns must still fit a 1440-pixel screen.
 */
export function quotationColumns(t: TFunction, options: Options): QuotationColumn[] {
  const columns: QuotationColumn[] = [
    {
      key: 'quotation_number',
      sortField: 'quotation_number',
      title: t('quotationList.number'),
      render: (_, row) => <Link to={`/quotations/${row.employee.id}/${row.id}`}>{row.quotation_number}</Link>,
      filter: { kind: 'text', name: 'quotation_number', label: t('quotationList.searchNumber') },
    },
    {
      key: 'bike_type',
      title: t('quotationList.bikeType'),
      render: (_, row) => <ClippedText text={row.bike_type.name} maxWidth={100} />,
    },
    {
      key: 'deliverability',
      title: t('quotationList.deliverability'),
      render: (_, row) => <ClippedText text={row.deliverability ?? '—'} maxWidth={100} />,
    },
    {
      key: 'employee',
      sortField: 'employee',
      title: t('quotationList.employee'),
      render: (_, row) => row.employee.full_name,
      filter: { kind: 'text', name: 'employee_name', label: t('quotationList.searchEmployee') },
    },
    {
      key: 'company',
      sortField: 'company',
      title: t('quotationList.company'),
      render: (_, row) => <ClippedText text={row.company.name} maxWidth={140} />,
      filter: { kind: 'text', name: 'company_name', label: t('quotationList.searchCompany') },
    },
    {
      key: 'order_status',
      sortField: 'order_status',
      title: t('quotationList.orderStatus'),
      render: (_, row) =>
        row.order_status ? (
          <Tag>
            <ClippedText text={row.order_status.name} maxWidth={110} fontSize="inherit" />
          </Tag>
        ) : (
          <Typography.Text type="secondary">{t('quotationList.noOrder')}</Typography.Text>
        ),
      filter: {
        kind: 'choice',
        name: 'order_status',
        options: [
          { value: NO_ORDER, label: t('quotationList.noOrder') },
          ...inLifecycleOrder(options.orderStatuses).map((status) => ({
            value: String(status.id),
            label: status.name,
          })),
        ],
      },
    },
    {
      key: 'status_since',
      sortField: 'status_since',
      title: t('quotationList.statusAge'),
      filter: {
        kind: 'choice',
        name: 'late_only',
        options: [{ value: true, label: t('quotationList.lateOnly') }],
      },
      render: (_, row) =>
        row.status_since && (
          <StatusAge
            since={row.status_since}
            lateFrom={row.late_from ?? null}
            days={row.status_working_days ?? 0}
            late={row.late}
            compact
          />
        ),
    },
    {
      key: 'quotation_date',
      sortField: 'quotation_date',
      title: t('quotationList.date'),
      render: (_, row) => formatDate(new Date(row.quotation_date)),
    },
    {
      key: 'invoice_target',
      title: t('quotationList.invoiceTarget'),
      render: (_, row) => <ClippedText text={row.invoice_target_name} maxWidth={110} />,
    },
    {
      key: 'active',
      title: (
        <HeaderCheckbox
          checked={options.activeOnly}
          onChange={(event) => options.onActiveOnlyChange(event.target.checked)}
        >
          {t('quotationList.activeOnly')}
        </HeaderCheckbox>
      ),
      render: (_, row) => (
        <Switch
          size="small"
          checked={row.active}
          loading={options.busyIds.has(row.id)}
          aria-label={t('quotationList.active', { number: row.quotation_number })}
          onChange={(active) => options.onActiveChange(row, active)}
        />
      ),
    },
  ];
  const dealers = options.dealers;
  if (!dealers) return columns;
  return [
    ...columns,
    {
      key: 'dealer',
      title: t('quotationList.dealer'),
      render: (_, row) => (
        <QuotationDealerPicker
          quotationNumber={row.quotation_number}
          dealerId={row.dealer.id}
          dealers={dealers}
          busy={options.busyIds.has(row.id)}
          onChange={(dealerId) => options.onDealerChange(row, dealerId)}
          width={140}
        />
      ),
    },
  ];
}
