import {
  InfoCircleOutlined,
  OrderedListOutlined,
  SaveOutlined,
  TransactionOutlined,
} from '@ant-design/icons';
import { Button, Space, Tag, Tooltip } from 'antd';
import { Suspense, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { formatServicePass } from '@spokes/domain/bike-validation';
import { formatMoney } from '@spokes/domain/format';
import type { ListColumn } from '../../../components/list-table';
import { named } from '../../../lib/lazy-named';
import type { RowEdit, ServicePassRow } from './service-pass-edits';
import type { servicePassList } from './service-pass-list';

// The editing controls (auto-complete, popover) are their own chunk, fetched with the page: the
// table shows each value as text for the moment they take to arrive.
export const loadServicePassCells = () => import('./service-pass-cells');
const DealerCell = named(loadServicePassCells, 'DealerCell');
const EmployeeCell = named(loadServicePassCells, 'EmployeeCell');
const AmountCell = named(loadServicePassCells, 'AmountCell');
const CommentCell = named(loadServicePassCells, 'CommentCell');

function Editable({ shown, children }: { shown: ReactNode; children: ReactNode }) {
  return <Suspense fallback={shown}>{children}</Suspense>;
}

type Column = ListColumn<
  ServicePassRow,
  typeof servicePassList.filters,
  (typeof servicePassList.sortFields)[number]
>;

export type ServicePassActions = {
  edits: Record<number, RowEdit>;
  dealers: { id: number; name: string }[];
  edit: (id: number, change: RowEdit) => void;
  save: (id: number) => void;
  saving: boolean;
  openDetails: (row: ServicePassRow) => void;
  openTransactions: (row: ServicePassRow) => void;
  showFollowers: (row: ServicePassRow) => void;
};

const STATUS_COLOURS = { ACTIVE: 'green', BLOCKED: 'red', EMPTIED: 'default' } as const;
const money = (cents: number) => formatMoney(cents);

/**
 * Service-pass management's editable table (spec 03 section 2.3): barcode in groups of 4,
 * dealer, employee, company, invoice target, bike, quotation, starting amount, used, available,
 * comment in a popover, and the row's save, details, transactions and followers.
 */
export function servicePassColumns(t: TFunction, actions: ServicePassActions): Column[] {
  const editOf = (row: ServicePassRow) => actions.edits[row.id];
  return [
    {
      key: 'barcode',
      sortField: 'barcode',
      title: t('servicePasses.barcode'),
      filter: { kind: 'text', name: 'barcode' },
      fixed: 'left',
      render: (_, row) => (
        <Space size={4}>
          <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {formatServicePass(row.barcode)}
          </span>
          {row.status !== 'ACTIVE' && (
            <Tag color={STATUS_COLOURS[row.status]}>{t(`servicePasses.status.${row.status}`)}</Tag>
          )}
        </Space>
      ),
    },
    {
      key: 'dealer',
      sortField: 'dealer',
      title: t('servicePasses.dealer'),
      filter: { kind: 'text', name: 'dealer_name' },
      render: (_, row) => {
        const value = editOf(row)?.dealer_label ?? row.dealer ?? row.dealer_name ?? '';
        return (
          <Editable shown={value}>
            <DealerCell
              value={value}
              dealers={actions.dealers}
              onChange={(change) => actions.edit(row.id, change)}
            />
          </Editable>
        );
      },
    },
    {
      key: 'employee',
      sortField: 'employee',
      title: t('servicePasses.employee'),
      filter: { kind: 'text', name: 'employee_name' },
      render: (_, row) => {
        const value = editOf(row)?.employee_label ?? row.employee ?? row.employee_name ?? '';
        return (
          <Editable shown={value}>
            <EmployeeCell value={value} onChange={(change) => actions.edit(row.id, change)} />
          </Editable>
        );
      },
    },
    { key: 'company', title: t('servicePasses.company'), render: (_, row) => row.company ?? '' },
    {
      key: 'invoice_target',
      title: t('servicePasses.invoiceTarget'),
      render: (_, row) => row.invoice_target ?? '',
    },
    { key: 'bike', title: t('servicePasses.bike'), render: (_, row) => row.bike ?? '' },
    {
      key: 'quotation',
      title: t('servicePasses.quotation'),
      filter: { kind: 'text', name: 'quotation_number' },
      render: (_, row) => row.quotation_number ?? '',
    },
    {
      key: 'starting_amount',
      sortField: 'starting_amount',
      title: t('servicePasses.startingAmount'),
      align: 'right',
      render: (_, row) => {
        const cents = editOf(row)?.starting_amount ?? row.starting_amount;
        return (
          <Editable shown={money(cents)}>
            <AmountCell
              cents={cents}
              onChange={(value) => actions.edit(row.id, { starting_amount: value })}
            />
          </Editable>
        );
      },
    },
    {
      key: 'used',
      sortField: 'used_amount',
      title: t('servicePasses.used'),
      align: 'right',
      render: (_, row) => money(row.used_amount),
    },
    {
      key: 'available',
      sortField: 'remaining_amount',
      title: t('servicePasses.available'),
      align: 'right',
      render: (_, row) => money(row.remaining_amount),
    },
    {
      key: 'comment',
      title: t('servicePasses.comment'),
      render: (_, row) => (
        <Editable shown={null}>
          <CommentCell
            value={editOf(row)?.comment ?? row.comment ?? ''}
            onChange={(comment) => actions.edit(row.id, { comment })}
          />
        </Editable>
      ),
    },
    {
      key: 'actions',
      title: t('servicePasses.details'),
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Tooltip title={t('servicePasses.save')}>
            <Button
              size="small"
              type={editOf(row) ? 'primary' : 'default'}
              icon={<SaveOutlined />}
              aria-label={`${t('servicePasses.save')} ${row.barcode}`}
              disabled={!editOf(row)}
              loading={actions.saving && Boolean(editOf(row))}
              onClick={() => actions.save(row.id)}
            />
          </Tooltip>
          <Tooltip title={t('servicePasses.details')}>
            <Button
              size="small"
              icon={<InfoCircleOutlined />}
              aria-label={`${t('servicePasses.details')} ${row.barcode}`}
              onClick={() => actions.openDetails(row)}
            />
          </Tooltip>
          <Tooltip title={t('servicePasses.transactions')}>
            <Button
              size="small"
              icon={<TransactionOutlined />}
              aria-label={`${t('servicePasses.transactions')} ${row.barcode}`}
              onClick={() => actions.openTransactions(row)}
            />
          </Tooltip>
          <Tooltip title={t('servicePasses.showFollowers')}>
            <Button
              size="small"
              icon={<OrderedListOutlined />}
              aria-label={`${t('servicePasses.showFollowers')} ${row.barcode}`}
              onClick={() => actions.showFollowers(row)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];
}
