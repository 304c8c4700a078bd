import { DeleteOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { WebhooksQuery, WebhookFormChoicesQuery } from '../../../generated/graphql';
import { WebhookFilterTags } from './webhook-filter-tags';

export type WebhookRow = WebhooksQuery['webhooks'][number];

type Actions = {
  onTest: (row: WebhookRow) => void;
  onEdit: (row: WebhookRow) => void;
  onDelete: (row: WebhookRow) => void;
  /** The webhook whose test call is on its way (its button spins, the others wait). */
  testingId: number | null;
  deleting: boolean;
  statuses: WebhookFormChoicesQuery['orderStatuses'];
};

/** Invoice target, url, format, the order statuses it listens to, deal status, and the row's actions. */
export function webhookColumns(t: TFunction, actions: Actions): ColumnsType<WebhookRow> {
  return [
    { key: 'invoice_target', title: t('webhookSettings.invoiceTarget'), dataIndex: 'invoice_target_name' },
    { key: 'url', title: t('webhookSettings.url'), dataIndex: 'url', ellipsis: true },
    { key: 'format', title: t('webhookSettings.format'), dataIndex: 'webhook_format_name', width: 100 },
    {
      key: 'filter',
      title: t('webhookSettings.filter'),
      render: (_, row) => <WebhookFilterTags filter={row.filter} statuses={actions.statuses} />,
    },
    {
      key: 'deal_status',
      title: t('webhookSettings.dealStatus'),
      width: 130,
      render: (_, row) => row.deal_status_name ?? t('webhookSettings.anyDealStatus'),
    },
    {
      key: 'actions',
      width: 136,
      align: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Tooltip title={t('webhookSettings.sendTest')}>
            <Button
              type="text"
              icon={<SendOutlined />}
              aria-label={`${t('webhookSettings.sendTest')} ${row.url}`}
              loading={actions.testingId === row.id}
              disabled={actions.testingId !== null && actions.testingId !== row.id}
              onClick={() => actions.onTest(row)}
            />
          </Tooltip>
          <Tooltip title={t('webhookSettings.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`${t('webhookSettings.edit')} ${row.url}`}
              onClick={() => actions.onEdit(row)}
            />
          </Tooltip>
          <Popconfirm
            title={t('webhookSettings.deleteConfirm')}
            okText={t('webhookSettings.delete')}
            cancelText={t('webhookSettings.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => actions.onDelete(row)}
          >
            <Tooltip title={t('webhookSettings.delete')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('webhookSettings.delete')} ${row.url}`}
                disabled={actions.deleting}
              />
            </Tooltip>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
