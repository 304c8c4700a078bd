import { useState } from 'react';
import { Alert, Drawer, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { formatDateMinute } from '@spokes/domain/format';
import type { SettingsAuditEntryFieldsFragment } from '../generated/graphql';
import { SettingsAuditLogDocument } from './settings-audit.generated';
import { AuditActionTag, AuditChange } from './settings-audit-entry';

const PAGE_SIZE = 20;

/** One record's history, a page of the settings audit log at a time. */
export function HistoryDrawer(props: {
  table: string;
  recordId: number;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [{ data, error, fetching }] = useQuery({
    query: SettingsAuditLogDocument,
    variables: {
      page,
      size: PAGE_SIZE,
      filter: { owner: { table: props.table, recordId: String(props.recordId) } },
    },
    requestPolicy: 'network-only',
  });
  return (
    <Drawer open size={720} title={props.title} onClose={props.onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon title={t('audit.loadFailed')} />}
      <Table<SettingsAuditEntryFieldsFragment>
        rowKey="id"
        size="small"
        loading={fetching}
        dataSource={data?.settingsAuditLog.items ?? []}
        locale={{ emptyText: t('audit.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.settingsAuditLog.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          {
            key: 'at',
            title: t('audit.at'),
            width: 140,
            render: (_, row) => formatDateMinute(new Date(row.at)),
          },
          { key: 'user', title: t('audit.user'), dataIndex: 'user_name', width: 140 },
          {
            key: 'action',
            title: t('audit.action'),
            width: 110,
            render: (_, row) => <AuditActionTag action={row.action} t={t} />,
          },
          { key: 'change', title: t('audit.change'), render: (_, row) => <AuditChange {...row} t={t} /> },
        ]}
      />
    </Drawer>
  );
}
