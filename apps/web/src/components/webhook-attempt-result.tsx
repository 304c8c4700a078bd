import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { webhookAttemptResult } from '@spokes/domain/webhooks';

const COLOR = { ok: 'success', accepted: 'processing', failed: 'error' } as const;

/**
 * A webhook call's answer: its status code (or none), OK only for a 200 (spec 01 section 2);
 * another 2xx is "accepted": the receiver took the event, and it is not sent again.
 */
export function WebhookAttemptResult({ statusCode }: { statusCode: number | null }) {
  const { t } = useTranslation();
  const result = webhookAttemptResult(statusCode);
  return (
    <Tag color={COLOR[result]}>
      {statusCode ?? t('webhooks.noAnswer')} {t(`webhooks.${result}`)}
    </Tag>
  );
}
