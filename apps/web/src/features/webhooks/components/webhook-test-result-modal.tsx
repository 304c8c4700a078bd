import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SendTestWebhookMutation } from '../../../generated/graphql';
import { WebhookAttemptResult } from '../../../components/webhook-attempt-result';

export type WebhookTestResult = SendTestWebhookMutation['sendTestWebhook'];

/** What the receiver answered to a test event: status ('Ok' only for 200), duration and body. */
export function WebhookTestResultModal({
  result,
  onClose,
}: {
  result: WebhookTestResult;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('webhookSettings.testTitle')} width={640} onCancel={onClose} footer={null}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('webhookSettings.url')}>{result.url}</Descriptions.Item>
        <Descriptions.Item label={t('webhookSettings.testStatus')}>
          <WebhookAttemptResult statusCode={result.status_code ?? null} />
        </Descriptions.Item>
        <Descriptions.Item label={t('webhookSettings.testDuration')}>
          {t('webhookSettings.testDurationMs', { ms: result.duration_ms })}
        </Descriptions.Item>
        <Descriptions.Item label={t('webhookSettings.testResponse')}>
          <Typography.Paragraph style={{ margin: 0 }}>
            <pre
              data-testid="webhook-test-response"
              style={{ maxHeight: 240, overflow: 'auto', margin: 0, whiteSpace: 'pre-wrap' }}
            >
              {result.response === '' ? '—' : result.response}
            </pre>
          </Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>
      <Alert style={{ marginTop: 16 }} type="info" showIcon title={t('webhookSettings.testNotRecorded')} />
    </Modal>
  );
}
