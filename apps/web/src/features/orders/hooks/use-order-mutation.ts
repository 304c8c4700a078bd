import { useCallback } from 'react';
import type { TypedDocumentNode } from '@urql/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation, type AnyVariables } from 'urql';
import { useErrorMessage } from '../../../lib/graphql/use-error-message';
import { ownChangeStarted } from '../../../lib/live/own-changes';
import { TOAST_SECONDS } from '../../../lib/toast';

/**
 * What a change to the order touches, so every open query of the screen reloads after it: the
 * one reload of this browser's screen (the live events of the change are left to it).
 */
export const orderChangeContext = {
  additionalTypenames: ['Order', 'OrderLog', 'Quotation', 'WebhookAttempt'],
};

type Options = { successKey?: string; failureKey?: string };

/**
 * One action of the overview: runs the mutation, then a success toast (when the action has a
 * text) or the failure's translated server message (or the action's own failure text).
 * Resolves to the data, or undefined when it failed.
 */
export function useOrderMutation<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  { successKey, failureKey }: Options = {},
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorMessage();
  const [{ fetching }, mutate] = useMutation(document);

  const run = useCallback(
    async (variables: Variables): Promise<Data | undefined> => {
      const done = ownChangeStarted();
      const { data, error } = await mutate(variables, orderChangeContext).finally(done);
      if (error) {
        void message.error(failureKey ? t(failureKey) : errorText(error), TOAST_SECONDS);
        return undefined;
      }
      if (successKey) void message.success(t(successKey), TOAST_SECONDS);
      return data;
    },
    [mutate, message, t, errorText, successKey, failureKey],
  );

  return { fetching, run };
}
