import { CheckOutlined, CloseOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popconfirm, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { BACKOFFICE_DEALER_ID } from '@spokes/domain/codes';
import type { ListColumn } from '../../../components/list-table';
import type { SettingsDealerFieldsFragment } from '../../../generated/graphql';
import type { dealerList } from './dealer-list';

export type DealerRow = SettingsDealerFieldsFragment;
type DealerColumn = ListColumn<DealerRow, typeof dealerList.filters, (typeof dealerList.sortFields)[number]>;

type Actions = {
  onEdit: (row: DealerRow) => void;
  onDelete: (row: DealerRow) => void;
  onInternalUseOnly: (row: DealerRow, value: boolean) => void;
  busy: boolean;
  colors: { success: string; error: string };
};

/**
 * The Dealers tab's columns (spec 03 section 2.2): the name opens the modal, the city, delete
 * with a confirmation, internal use only saved at once, and active as a tick or a cross.
 */
export function dealerColumns(t: TFunction, actions: Actions): DealerColumn[] {
  return [
    {
      key: 'name',
      sortField: 'name',
      title: t('dealers.name'),
      filter: { kind: 'text', name: 'name', label: t('dealers.searchName') },
      // A link to the eye, a button to assistive technology: it opens the modal, not a page.
      render: (_, row) => (
        <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => actions.onEdit(row)}>
          {row.name}
        </Button>
      ),
    },
    { key: 'city', sortField: 'city', title: t('dealers.city'), render: (_, row) => row.city ?? '—' },
    {
      key: 'delete',
      width: 110,
      align: 'center',
      title: t('dealers.delete'),
      render: (_, row) =>
        row.id === BACKOFFICE_DEALER_ID ? null : (
          <Popconfirm
            title={t('dealers.deleteConfirm', { name: row.name })}
            okText={t('dealers.yes')}
            cancelText={t('dealers.no')}
            okButtonProps={{ danger: true }}
            onConfirm={() => actions.onDelete(row)}
          >
            <Tooltip title={t('dealers.delete')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('dealers.delete')} ${row.name}`}
                disabled={actions.busy}
              />
            </Tooltip>
          </Popconfirm>
        ),
    },
    {
      key: 'internal_use_only',
      width: 150,
      align: 'center',
      title: t('dealers.internalUseOnly'),
      render: (_, row) => (
        <Checkbox
          checked={row.internal_use_only}
          disabled={actions.busy}
          aria-label={`${t('dealers.internalUseOnly')} ${row.name}`}
          onChange={(event) => actions.onInternalUseOnly(row, event.target.checked)}
        />
      ),
    },
    {
      key: 'active',
      width: 90,
      align: 'center',
      title: t('dealers.active'),
      render: (_, row) =>
        row.active ? (
          <CheckOutlined style={{ color: actions.colors.success }} aria-label={t('dealers.active')} />
        ) : (
          <CloseOutlined style={{ color: actions.colors.error }} aria-label={t('dealers.inactive')} />
        ),
    },
  ];
}
