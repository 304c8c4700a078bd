import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { RetriggerWebhookDocument } from '../api/retrigger-webhook.generated';

/** Sends an attempt's data again through the job queue, with a toast either way. */
export function useRetriggerWebhook() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [{ fetching }, retrigger] = useMutation(RetriggerWebhookDocument);

  const retriggerAttempt = async (attemptId: number) => {
    const { error } = await retrigger({ attempt_id: attemptId });
    if (error) void message.error(t('webhooks.retriggerFailed'));
    else void message.success(t('webhooks.retriggered'));
  };

  return { retriggering: fetching, retriggerAttempt };
}
