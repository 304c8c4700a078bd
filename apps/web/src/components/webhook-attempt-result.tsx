import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { webhookAttemptResult } from '@spokes/domain/webhooks';

/**
 * A webhook call's answer: its status code (or none) and 'Ok' in green for a 200, 'Niet ok' in
 * red for anything else (spec 03 section 8). Another 2xx is also 'Niet ok', with a hint that the
 * receiver took it and it is not sent again (issue 21).
 */
export function WebhookAttemptResult({ statusCode }: { statusCode: number | null }) {
  const { t } = useTranslation();
  const result = webhookAttemptResult(statusCode);
  const tag = (
    <Tag color={result === 'ok' ? 'success' : 'error'}>
      {statusCode ?? t('webhooks.noAnswer')}{' '}
      {t(result === 'ok' ? 'webhooks.resultOk' : 'webhooks.resultNotOk')}
    </Tag>
  );
  return result === 'accepted' ? <Tooltip title={t('webhooks.acceptedHint')}>{tag}</Tooltip> : tag;
}
