import { useCallback } from 'react';
import type { CombinedError } from '@urql/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { DealerSettingsInput } from '../../../generated/graphql';
import { TOAST_SECONDS } from '../../../lib/toast';
import { CreateDealerDocument } from '../api/create-dealer.generated';
import { DeleteDealerDocument } from '../api/delete-dealer.generated';
import { SetDealerInternalUseOnlyDocument } from '../api/set-dealer-internal-use-only.generated';
import { SetDealersActiveDocument } from '../api/set-dealers-active.generated';
import { UpdateDealerDocument } from '../api/update-dealer.generated';

/** A refusal the server explains (DEALER_HAS_QUOTATIONS ...) in its words; else 'Er ging iets mis...'. */
function failureKey(error: CombinedError): string {
  const key = error.graphQLErrors.find((e) => typeof e.extensions?.i18nKey === 'string')?.extensions.i18nKey;
  return typeof key === 'string' && key !== 'errors.badInput' && key !== 'errors.somethingWentWrong'
    ? key
    : 'dealers.failed';
}

// Every change refreshes the tab's list through urql's cache invalidation of this type.
const context = { additionalTypenames: ['SettingsDealer'] };

/**
 * The Dealers tab's changes with the spec's toasts (spec 03 section 8, Dealers tab): each says
 * 'Wijzigingen doorgevoerd!' or why it failed, and answers whether it worked.
 */
export function useDealerMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [creating, create] = useMutation(CreateDealerDocument);
  const [updating, update] = useMutation(UpdateDealerDocument);
  const [deleting, remove] = useMutation(DeleteDealerDocument);
  const [flagging, setInternal] = useMutation(SetDealerInternalUseOnlyDocument);
  const [activating, setActive] = useMutation(SetDealersActiveDocument);

  const report = useCallback(
    (error: CombinedError | undefined) => {
      if (error) void message.error(t(failureKey(error)), TOAST_SECONDS);
      else void message.success(t('dealers.changed'), TOAST_SECONDS);
      return !error;
    },
    [message, t],
  );

  return {
    saving: creating.fetching || updating.fetching,
    busy: deleting.fetching || flagging.fetching || activating.fetching,
    createDealer: async (input: DealerSettingsInput) => report((await create({ input }, context)).error),
    updateDealer: async (id: number, input: DealerSettingsInput) =>
      report((await update({ id, input }, context)).error),
    deleteDealer: async (id: number) => report((await remove({ id }, context)).error),
    setInternalUseOnly: async (id: number, internalUseOnly: boolean) =>
      report((await setInternal({ id, internal_use_only: internalUseOnly }, context)).error),
    setActive: async (ids: number[], active: boolean) =>
      report((await setActive({ ids, active }, context)).error),
  };
}
