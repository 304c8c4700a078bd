import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A webhook call's answer: its status code (or none), OK only for a 200 (spec 01 section 2). */
export function WebhookAttemptResult({ statusCode, ok }: { statusCode: number | null; ok: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={ok ? 'success' : 'error'}>
      {statusCode ?? t('webhooks.noAnswer')} {ok ? t('webhooks.ok') : t('webhooks.failed')}
    </Tag>
  );
}
