import { Suspense, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { WebhookFormChoicesDocument } from '../api/webhook-form-choices.generated';
import { WebhooksDocument } from '../api/webhooks.generated';
import { useWebhookMutations } from '../hooks/use-webhook-mutations';
import { webhookColumns, type WebhookRow } from './webhook-columns';
import type { WebhookTestResult } from './webhook-test-result-modal';
import { named } from '../../../lib/lazy-named';

// The form and the answer open on demand: the list paints without their code.
const WebhookModal = named(() => import('./webhook-modal'), 'WebhookModal');
const WebhookTestResultModal = named(() => import('./webhook-test-result-modal'), 'WebhookTestResultModal');

// An empty list names no Webhook: a new one must still refresh it.
const queryContext = { additionalTypenames: ['Webhook'] };

/**
 * Settings tab "Webhooks" (beyond the spec's tab list): the webhooks of every invoice target or
 * of one, each created, edited or deleted (audited), and a test event sent to it with its answer
 * shown. Super users only, as every settings tab.
 */
export function WebhooksTab() {
  const { t } = useTranslation();
  const [invoiceTargetId, setInvoiceTargetId] = useState<number | null>(null);
  // undefined: closed; null: a new webhook; a row: that webhook.
  const [editing, setEditing] = useState<WebhookRow | null | undefined>(undefined);
  const [testingId, setTestingId] = useState<number | null>(null);
  const [testResult, setTestResult] = useState<WebhookTestResult | null>(null);
  const mutations = useWebhookMutations();
  const [{ data, error, fetching }] = useQuery({
    query: WebhooksDocument,
    variables: { invoice_target_id: invoiceTargetId },
    context: queryContext,
  });
  const [choices] = useQuery({ query: WebhookFormChoicesDocument });

  const sendTest = async (row: WebhookRow) => {
    setTestingId(row.id);
    const result = await mutations.sendTestWebhook(row.id);
    setTestingId(null);
    if (result) setTestResult(result);
  };

  return (
    <Flex vertical gap={16}>
      {(error ?? choices.error) && <Alert type="error" showIcon title={t('webhookSettings.loadFailed')} />}
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('settings.webhooks')}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Select<number>
            allowClear
            showSearch
            style={{ minWidth: 260 }}
            aria-label={t('webhookSettings.invoiceTarget')}
            placeholder={t('webhookSettings.allInvoiceTargets')}
            optionFilterProp="label"
            value={invoiceTargetId ?? undefined}
            onChange={(id) => setInvoiceTargetId(id ?? null)}
            options={(choices.data?.invoiceTargets ?? []).map((target) => ({
              value: target.id,
              label: target.name,
            }))}
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!choices.data}
            onClick={() => setEditing(null)}
          >
            {t('webhookSettings.new')}
          </Button>
        </Flex>
      </Flex>
      <Table<WebhookRow>
        rowKey="id"
        size="middle"
        loading={fetching}
        pagination={false}
        dataSource={data?.webhooks ?? []}
        locale={{ emptyText: t('webhookSettings.empty') }}
        columns={webhookColumns(t, {
          onTest: (row) => void sendTest(row),
          onEdit: setEditing,
          onDelete: (row) => void mutations.deleteWebhook(row.id),
          testingId,
          deleting: mutations.deleting,
          statuses: choices.data?.orderStatuses ?? [],
        })}
      />
      <Suspense fallback={null}>
        {editing !== undefined && choices.data && (
          <WebhookModal
            webhook={editing}
            invoiceTargetId={invoiceTargetId}
            choices={choices.data}
            saving={mutations.saving}
            onClose={() => setEditing(undefined)}
            onSave={(input) =>
              void (
                editing ? mutations.updateWebhook(editing.id, input) : mutations.createWebhook(input)
              ).then((ok) => ok && setEditing(undefined))
            }
          />
        )}
        {testResult && <WebhookTestResultModal result={testResult} onClose={() => setTestResult(null)} />}
      </Suspense>
    </Flex>
  );
}
