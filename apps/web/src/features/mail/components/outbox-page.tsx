import { lazy, Suspense, useMemo, useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useQuery } from 'urql';
import { ListTable } from '../../../components/list-table';
import { OutboxMessagesDocument } from '../api/outbox-messages.generated';
import { useListState } from '../../../lib/lists/use-list-state';
import { isSuperUser } from '../../../lib/viewer/roles';
import { useViewer } from '../../../lib/viewer/viewer-context';
import { outboxColumns } from './outbox-columns';
import { OUTBOX_PAGE_SIZE, outboxList } from './outbox-list';

// The drawer, with its tabs and description list, loads when a message is opened: the list alone
// stays under the 400 kB a route may load (issue 7).
const OutboxMessageDrawer = lazy(() =>
  import('./outbox-message-drawer').then((module) => ({ default: module.OutboxMessageDrawer })),
);

// An empty page names no OutboxMessage, so a retry must still be told which lists to refetch.
const queryContext = { additionalTypenames: ['OutboxMessage'] };

function OutboxScreen() {
  const { t } = useTranslation();
  const list = useListState(outboxList);
  const [openId, setOpenId] = useState<number | null>(null);
  const context = useMemo(() => queryContext, []);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: OutboxMessagesDocument,
    variables: { page: list.page, size: OUTBOX_PAGE_SIZE, filter: list.filters, sort: list.sort },
    context,
  });

  return (
    <Flex vertical gap={16}>
      {error && <Alert type="error" showIcon title={t('outbox.loadFailed')} />}
      {data?.outboxMessages.secrets_shown && (
        <Alert type="warning" showIcon title={t('outbox.secretsShown')} data-testid="outbox-secrets-shown" />
      )}
      <ListTable
        title={t('outbox.title')}
        list={list}
        columns={outboxColumns(t, (row) => setOpenId(row.id))}
        rows={data?.outboxMessages.items ?? []}
        total={data?.outboxMessages.total ?? 0}
        pageSize={OUTBOX_PAGE_SIZE}
        loading={fetching}
        rowKey="id"
        emptyText={t('outbox.empty')}
        // New mails do not push themselves: the refresh asks the server again.
        extra={
          <Button
            icon={<ReloadOutlined />}
            loading={fetching}
            onClick={() => refetch({ requestPolicy: 'network-only' })}
          >
            {t('outbox.refresh')}
          </Button>
        }
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
      />
      {openId !== null && (
        <Suspense fallback={null}>
          <OutboxMessageDrawer id={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </Flex>
  );
}

/** /outbox: every mail and SMS the server sent or kept, for super users; anyone else goes home. */
export function OutboxPage() {
  const viewer = useViewer();
  if (!isSuperUser(viewer)) return <Navigate to="/" replace />;
  return <OutboxScreen />;
}
