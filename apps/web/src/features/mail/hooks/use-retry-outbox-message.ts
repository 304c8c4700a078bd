import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { RetryOutboxMessageDocument } from '../api/retry-outbox-message.generated';

/** Sends a refused or given-up message again, with a toast either way. */
export function useRetryOutboxMessage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [{ fetching }, retry] = useMutation(RetryOutboxMessageDocument);

  const retryMessage = async (id: number) => {
    const { error } = await retry({ id }, { additionalTypenames: ['OutboxMessage'] });
    if (error) void message.error(t('outbox.retryFailed'));
    else void message.success(t('outbox.retried'));
  };

  return { retrying: fetching, retryMessage };
}
