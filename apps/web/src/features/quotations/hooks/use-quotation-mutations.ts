import { useCallback, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ChangeQuotationDealerDocument } from '../api/change-quotation-dealer.generated';
import { SetQuotationsActiveDocument } from '../api/set-quotations-active.generated';
import { ownChangeStarted } from '../../../lib/live/own-changes';
import { TOAST_SECONDS } from '../../../lib/toast';

/**
 * The list's two changes with the spec's toasts (spec 01 section 8): the active flag, alone or in
 * bulk, and a super user's change of dealer. The list refetches through urql's cache
 * invalidation of the QuotationListItem type. `busyIds` are the rows with a change under way.
 */
export function useQuotationMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [, setActive] = useMutation(SetQuotationsActiveDocument);
  const [, changeDealer] = useMutation(ChangeQuotationDealerDocument);
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());

  const run = useCallback(
    async (ids: number[], change: () => Promise<{ error?: unknown }>, successKey?: string) => {
      setBusyIds((busy) => new Set([...busy, ...ids]));
      // An own change: its answer reloads the screen's queries, not the announcement of it as well.
      const done = ownChangeStarted();
      const { error } = await change().finally(done);
      setBusyIds((busy) => new Set([...busy].filter((id) => !ids.includes(id))));
      if (error) void message.error(t('quotationList.updateFailed'), TOAST_SECONDS);
      else if (successKey) void message.success(t(successKey), TOAST_SECONDS);
      return !error;
    },
    [message, t],
  );

  return {
    busyIds,
    setQuotationsActive: (ids: number[], active: boolean) => run(ids, () => setActive({ ids, active })),
    changeQuotationDealer: (quotationId: number, dealerId: number) =>
      run(
        [quotationId],
        () => changeDealer({ quotation_id: quotationId, dealer_id: dealerId }),
        'quotationList.dealerChanged',
      ),
  };
}
