import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../components/list-table';
import type { SettingsTemplateFieldsFragment } from '../../../generated/graphql';
import type { templateList } from './template-list';

export type TemplateRow = SettingsTemplateFieldsFragment;
type TemplateColumn = ListColumn<
  TemplateRow,
  typeof templateList.filters,
  (typeof templateList.sortFields)[number]
>;

type Actions = {
  onEdit: (row: TemplateRow) => void;
  onDelete: (row: TemplateRow) => void;
  onView: (row: TemplateRow) => void;
  busy: boolean;
};

/**
 * The Templates tab's columns (spec 03 section 2.2): name (filtered, sorted), file id, language,
 * file type (the order log type, sorted) and variant, then edit, delete and view.
 */
export function templateColumns(t: TFunction, actions: Actions): TemplateColumn[] {
  return [
    {
      key: 'name',
      sortField: 'name',
      title: t('templates.name'),
      filter: { kind: 'text', name: 'name', label: t('templates.searchName') },
      render: (_, row) => row.name,
    },
    {
      key: 'file_id',
      title: t('templates.fileId'),
      render: (_, row) => (
        <Typography.Text type="secondary" ellipsis={{ tooltip: row.file_id }} style={{ maxWidth: 220 }}>
          {row.file_id}
        </Typography.Text>
      ),
    },
    { key: 'language', title: t('templates.language'), render: (_, row) => row.language.toUpperCase() },
    {
      key: 'order_log_type',
      sortField: 'order_log_type',
      title: t('templates.orderLogType'),
      render: (_, row) => row.order_log_type,
    },
    { key: 'variant', title: t('templates.variant'), render: (_, row) => row.variant },
    {
      key: 'actions',
      width: 140,
      align: 'center',
      title: t('templates.actions'),
      render: (_, row) => (
        <Space size={0}>
          <Tooltip title={t('templates.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`${t('templates.edit')} ${row.name}`}
              onClick={() => actions.onEdit(row)}
            />
          </Tooltip>
          <Popconfirm
            title={t('templates.deleteConfirm', { name: row.name })}
            okText={t('templates.yes')}
            cancelText={t('templates.no')}
            okButtonProps={{ danger: true }}
            onConfirm={() => actions.onDelete(row)}
          >
            <Tooltip title={t('templates.delete')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('templates.delete')} ${row.name}`}
                disabled={actions.busy}
              />
            </Tooltip>
          </Popconfirm>
          <Tooltip title={t('templates.view')}>
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`${t('templates.view')} ${row.name}`}
              onClick={() => actions.onView(row)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];
}
