import { useCallback } from 'react';
import type { CombinedError } from '@urql/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { WebhookInput } from '../../../generated/graphql';
import { TOAST_SECONDS } from '../../../lib/toast';
import { CreateWebhookDocument } from '../api/create-webhook.generated';
import { DeleteWebhookDocument } from '../api/delete-webhook.generated';
import { SendTestWebhookDocument } from '../api/send-test-webhook.generated';
import { UpdateWebhookDocument } from '../api/update-webhook.generated';

// Every change refreshes the tab's list through urql's cache invalidation of this type.
const context = { additionalTypenames: ['Webhook'] };

/** The server's reason for a refusal it words (a field's code...), else 'Er ging iets mis...'. */
function failureKey(error: CombinedError): string {
  const key = error.graphQLErrors.find((e) => typeof e.extensions?.i18nKey === 'string')?.extensions.i18nKey;
  return typeof key === 'string' && key !== 'errors.somethingWentWrong' ? key : 'webhookSettings.failed';
}

/** The Webhooks tab's changes, each with a toast, answering whether it worked; and the test call. */
export function useWebhookMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [creating, create] = useMutation(CreateWebhookDocument);
  const [updating, update] = useMutation(UpdateWebhookDocument);
  const [deleting, remove] = useMutation(DeleteWebhookDocument);
  const [testing, sendTest] = useMutation(SendTestWebhookDocument);

  const report = useCallback(
    (error: CombinedError | undefined) => {
      if (error) void message.error(t(failureKey(error)), TOAST_SECONDS);
      else void message.success(t('webhookSettings.changed'), TOAST_SECONDS);
      return !error;
    },
    [message, t],
  );

  return {
    saving: creating.fetching || updating.fetching,
    deleting: deleting.fetching,
    testing: testing.fetching,
    createWebhook: async (input: WebhookInput) => report((await create({ input }, context)).error),
    updateWebhook: async (id: number, input: WebhookInput) =>
      report((await update({ id, input }, context)).error),
    deleteWebhook: async (id: number) => report((await remove({ id }, context)).error),
    /** The receiver's answer, or null (with a toast) when the call could not be made. */
    sendTestWebhook: async (id: number) => {
      const { data, error } = await sendTest({ id });
      if (error || !data) void message.error(t('webhookSettings.testFailed'), TOAST_SECONDS);
      return data?.sendTestWebhook ?? null;
    },
  };
}
