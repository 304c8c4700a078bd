import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { TOAST_SECONDS } from '../../../lib/toast';
import { RetriggerWebhookDocument } from '../api/retrigger-webhook.generated';

// One toast per re-trigger: 'Opnieuw triggeren...' while it runs, replaced by how it ended.
const TOAST_KEY = 'webhook-retrigger';

/** Sends an attempt's data again through the job queue, with the spec's toasts (spec 03 section 8). */
export function useRetriggerWebhook() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [{ fetching }, retrigger] = useMutation(RetriggerWebhookDocument);

  const retriggerAttempt = async (attemptId: number) => {
    void message.open({ key: TOAST_KEY, type: 'loading', content: t('webhooks.retriggering'), duration: 0 });
    const { error } = await retrigger({ attempt_id: attemptId });
    void message.open({
      key: TOAST_KEY,
      type: error ? 'error' : 'success',
      content: t(error ? 'webhooks.retriggerError' : 'webhooks.retriggerDone'),
      duration: TOAST_SECONDS,
    });
  };

  return { retriggering: fetching, retriggerAttempt };
}
