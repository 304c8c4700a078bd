import { Suspense, useMemo, useState } from 'react';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { AGEING_STATUS_IDS } from '@spokes/domain/order-status-ageing';
import { inLifecycleOrder } from '@spokes/domain/order-status';
import type { OrderStatusAgeingFieldsFragment } from '../../../generated/graphql';
import { named } from '../../../lib/lazy-named';
import { OrderStatusesDocument } from '../../../lib/reference/order-statuses.generated';
import { OrderStatusAgeingDocument } from '../api/order-status-ageing.generated';
import { useOrderStatusAgeingMutations } from '../hooks/use-order-status-ageing-mutations';

const OrderStatusAgeingModal = named(() => import('./order-status-ageing-modal'), 'OrderStatusAgeingModal');

const queryContext = { additionalTypenames: ['OrderStatusAgeing'] };

type Row = { id: number; name: string; limit: OrderStatusAgeingFieldsFragment | null };

/**
 * Settings tab "Termijnen" (issue 30, beyond the spec): for each status in which an order waits
 * for someone, after how many Belgian working days it is late, when the back office hears of it
 * again, and who is told. Super users only, as every settings tab; each change is audited.
 */
export function OrderStatusAgeingTab() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Row | null>(null);
  const mutations = useOrderStatusAgeingMutations();
  const [statuses] = useQuery({ query: OrderStatusesDocument });
  const [limits] = useQuery({ query: OrderStatusAgeingDocument, context: queryContext });
  const rows = useMemo<Row[]>(() => {
    const byStatus = new Map(limits.data?.orderStatusAgeing.map((limit) => [limit.order_status_id, limit]));
    return inLifecycleOrder(statuses.data?.orderStatuses ?? [])
      .filter((status) => AGEING_STATUS_IDS.includes(status.id))
      .map((status) => ({ id: status.id, name: status.name, limit: byStatus.get(status.id) ?? null }));
  }, [statuses.data, limits.data]);

  const days = (value: number | null | undefined) =>
    value ? t('ageing.workingDays', { count: value }) : <Typography.Text type="secondary">—</Typography.Text>;
  const columns: ColumnsType<Row> = [
    { key: 'status', title: t('ageing.status'), dataIndex: 'name' },
    { key: 'late', title: t('ageing.lateAfter'), render: (_, row) => days(row.limit?.late_after_days) },
    {
      key: 'escalate',
      title: t('ageing.escalateAfter'),
      render: (_, row) => days(row.limit?.escalate_after_days),
    },
    {
      key: 'told',
      title: t('ageing.whoIsTold'),
      render: (_, row) =>
        row.limit && (
          <Space size={4} wrap>
            {row.limit.notify_dealer && <Tag>{t('ageing.dealer')}</Tag>}
            {row.limit.notify_decision_makers && <Tag>{t('ageing.decisionMakers')}</Tag>}
            {row.limit.notify_back_office && <Tag>{t('ageing.backOffice')}</Tag>}
          </Space>
        ),
    },
    {
      key: 'actions',
      width: 110,
      align: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Tooltip title={t(row.limit ? 'ageing.edit' : 'ageing.set')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`${t(row.limit ? 'ageing.edit' : 'ageing.set')} ${row.name}`}
              onClick={() => setEditing(row)}
            />
          </Tooltip>
          {row.limit && (
            <Popconfirm
              title={t('ageing.removeConfirm')}
              okText={t('ageing.remove')}
              cancelText={t('ageing.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => void mutations.remove(row.id)}
            >
              <Tooltip title={t('ageing.remove')}>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t('ageing.remove')} ${row.name}`}
                  disabled={mutations.removing}
                />
              </Tooltip>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      {(statuses.error ?? limits.error) && <Alert type="error" showIcon title={t('ageing.loadFailed')} />}
      <Flex vertical gap={4}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('settings.orderStatusAgeing')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('ageing.intro')}</Typography.Text>
      </Flex>
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={statuses.fetching || limits.fetching}
        pagination={false}
        dataSource={rows}
        columns={columns}
      />
      <Suspense fallback={null}>
        {editing && (
          <OrderStatusAgeingModal
            status={editing}
            limit={editing.limit}
            saving={mutations.saving}
            onSave={mutations.save}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
    </Flex>
  );
}
