import { useCallback, useMemo, useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { SETTINGS_WEBHOOK_ATTEMPTS_PAGE_SIZE } from '@spokes/domain/limits';
import { ListTable } from '../../../components/list-table';
import { WebhookAttemptsDocument } from '../api/webhook-attempts.generated';
import { useListState } from '../../../lib/lists/use-list-state';
import { useReloadOn } from '../../../lib/live/use-reload-on';
import { WebhookAttemptRecordedDocument } from '../api/webhook-attempt-recorded.generated';
import { useRetriggerWebhook } from '../hooks/use-retrigger-webhook';
import { webhookAttemptColumns } from './webhook-attempt-columns';
import { webhookAttemptList } from './webhook-attempt-list';
import { WebhookDataModal } from './webhook-data-modal';

// An empty page names no WebhookAttempt: a re-trigger must still refresh the list.
const queryContext = { additionalTypenames: ['WebhookAttempt'] };

/**
 * Settings tab "Webhook attempts" (spec 03 section 2.2): paged, filtered, with data and re-trigger;
 * a call recorded meanwhile (a re-trigger, an order change) refreshes the list without reloading the page.
 */
export function WebhookAttemptsTab() {
  const { t } = useTranslation();
  const list = useListState(webhookAttemptList);
  const [shownData, setShownData] = useState<string | null>(null);
  const { retriggering, retriggerAttempt } = useRetriggerWebhook();
  const context = useMemo(() => queryContext, []);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: WebhookAttemptsDocument,
    variables: {
      page: list.page,
      size: SETTINGS_WEBHOOK_ATTEMPTS_PAGE_SIZE,
      filter: list.filters,
      sort: list.sort,
    },
    context,
  });
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  // Every recorded call, on any instance, may belong on this page (the newest come first).
  useReloadOn(WebhookAttemptRecordedDocument, () => true, reload);

  return (
    <Flex vertical gap={16}>
      {error && <Alert type="error" showIcon title={t('webhooks.loadFailed')} />}
      <ListTable
        title={t('settings.webhookAttempts')}
        titleLevel={3}
        list={list}
        columns={webhookAttemptColumns(t, {
          onShowData: (row) => setShownData(row.data),
          onRetrigger: (row) => void retriggerAttempt(row.id),
          retriggering,
        })}
        rows={data?.webhookAttempts.items ?? []}
        total={data?.webhookAttempts.total ?? 0}
        pageSize={SETTINGS_WEBHOOK_ATTEMPTS_PAGE_SIZE}
        loading={fetching}
        rowKey="id"
        emptyText={t('webhooks.empty')}
        // A re-trigger runs through the job queue: its attempt shows up when the worker records it.
        extra={
          <Button icon={<ReloadOutlined />} loading={fetching} onClick={reload}>
            {t('webhooks.refresh')}
          </Button>
        }
      />
      {shownData !== null && <WebhookDataModal data={shownData} onClose={() => setShownData(null)} />}
    </Flex>
  );
}
