import { useMemo, useState } from 'react';
import { Alert, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useQuery } from 'urql';
import { OutboxMessagesDocument, type OutboxMessageFilter } from '../../../generated/graphql';
import { isSuperUser } from '../../../lib/viewer/roles';
import { useViewer } from '../../../lib/viewer/viewer-context';
import { outboxColumns, type OutboxRow } from './outbox-columns';
import { OutboxFilters } from './outbox-filters';
import { OutboxMessageDrawer } from './outbox-message-drawer';

const PAGE_SIZE = 20;
// An empty page names no OutboxMessage, so a retry must still be told which lists to refetch.
const queryContext = { additionalTypenames: ['OutboxMessage'] };

function OutboxScreen() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<OutboxMessageFilter>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const context = useMemo(() => queryContext, []);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: OutboxMessagesDocument,
    variables: { page, size: PAGE_SIZE, filter },
    context,
  });
  const columns = outboxColumns(t, (row) => setOpenId(row.id));

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('outbox.title')}
      </Typography.Title>
      <OutboxFilters
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
        refreshing={fetching}
        onRefresh={() => refetch({ requestPolicy: 'network-only' })}
      />
      {error && <Alert type="error" showIcon title={t('outbox.loadFailed')} />}
      <Table<OutboxRow>
        rowKey="id"
        size="middle"
        loading={fetching}
        columns={columns}
        dataSource={data?.outboxMessages.items ?? []}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.outboxMessages.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('outbox.total', { count: total }),
          onChange: setPage,
        }}
        locale={{ emptyText: t('outbox.empty') }}
        scroll={{ x: 'max-content' }}
      />
      {openId !== null && <OutboxMessageDrawer id={openId} onClose={() => setOpenId(null)} />}
    </Flex>
  );
}

/** /outbox: every mail and SMS the server sent or kept, for super users; anyone else goes home. */
export function OutboxPage() {
  const viewer = useViewer();
  if (!isSuperUser(viewer)) return <Navigate to="/" replace />;
  return <OutboxScreen />;
}
