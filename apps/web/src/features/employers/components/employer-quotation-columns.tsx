import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { formatDate, formatMoney } from '@spokes/domain/format';
import { ClippedText } from '../../../components/clipped-text';
import type { ListColumn } from '../../../components/list-table';
import type { EmployerQuotationsQuery } from '../../../generated/graphql';
import type { employerQuotationList } from './employer-quotation-list';

export type EmployerQuotationRow = EmployerQuotationsQuery['employerQuotations']['items'][number];
type Column = ListColumn<
  EmployerQuotationRow,
  typeof employerQuotationList.filters,
  (typeof employerQuotationList.sortFields)[number]
>;

/**
 * What the list shows until the user chooses: the dates and the amount fit at 1366 px, the names
 * clipped.
 */
export const EMPLOYER_DEFAULT_COLUMNS = [
  'quotation_number',
  'employee',
  'order_status',
  'company',
  'start_date',
  'end_date',
  'lease_amount_vat',
  'approved',
] as const;

const date = (value: string | null | undefined) => (value ? formatDate(new Date(value)) : '');

/** The green check or red cross of the employer's decision, its reason as the tooltip. */
function Decision({ row, t }: { row: EmployerQuotationRow; t: TFunction }) {
  if (row.approved === null || row.approved === undefined) return null;
  const label = t(row.approved ? 'employerQuotations.approved' : 'employerQuotations.refused');
  const title = row.decision_reason ? `${label}: ${row.decision_reason}` : label;
  const props = { 'aria-label': title, role: 'img' };
  return (
    <Tooltip title={title}>
      {row.approved ? (
        <CheckCircleTwoTone twoToneColor="#389e0d" {...props} />
      ) : (
        <CloseCircleTwoTone twoToneColor="#cf1322" {...props} />
      )}
    </Tooltip>
  );
}

/**
 * The columns of spec 03 section 2.6. The number and employee filter in their headers; the
 * status, company and end month have their own controls above the table. All twelve scroll
 * sideways below about 1,600 px, so a user chooses and orders them (EMPLOYER_DEFAULT_COLUMNS
 * first); the number stays at the left and the decision at the right.
 */
export function employerQuotationColumns(t: TFunction): Column[] {
  return [
    {
      key: 'quotation_number',
      fixed: 'left',
      sortField: 'quotation_number',
      title: t('quotationList.number'),
      dataIndex: 'quotation_number',
      filter: { kind: 'text', name: 'quotation_number', label: t('quotationList.searchNumber') },
    },
    {
      key: 'employee',
      title: t('quotationList.employee'),
      render: (_, row) => <ClippedText text={row.employee.full_name} maxWidth={160} />,
      filter: { kind: 'text', name: 'employee_name', label: t('quotationList.searchEmployee') },
    },
    {
      key: 'order_status',
      title: t('quotationList.orderStatus'),
      render: (_, row) => <Tag>{row.order_status.name}</Tag>,
    },
    {
      key: 'contract_end_status',
      title: t('employerQuotations.contractEndStatus'),
      render: (_, row) => (row.contract_end_status ? t(`contractEndStatus.${row.contract_end_status}`) : ''),
    },
    {
      key: 'company',
      title: t('quotationList.company'),
      render: (_, row) => <ClippedText text={row.company.name} maxWidth={160} />,
    },
    { key: 'license_number', title: t('employerQuotations.licenseNumber'), dataIndex: 'license_number' },
    { key: 'costcenter', title: t('employerQuotations.costCenter'), dataIndex: 'costcenter' },
    { key: 'quotation_date', title: t('quotationList.date'), render: (_, row) => date(row.quotation_date) },
    {
      key: 'start_date',
      sortField: 'start_date',
      title: t('employerQuotations.startDate'),
      render: (_, row) => date(row.start_date),
    },
    {
      key: 'end_date',
      sortField: 'end_date',
      title: t('employerQuotations.endDate'),
      render: (_, row) => date(row.end_date),
    },
    {
      key: 'lease_amount_vat',
      title: t('employerQuotations.leaseAmountVat'),
      align: 'right',
      render: (_, row) => formatMoney(row.lease_amount_vat),
    },
    {
      key: 'approved',
      fixed: 'right',
      title: t('employerQuotations.approved'),
      align: 'center',
      render: (_, row) => <Decision row={row} t={t} />,
    },
  ];
}
