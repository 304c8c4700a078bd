import { useCallback, useEffect } from 'react';
import type { QuotationChangedSubscription } from '../../generated/graphql';
import { QuotationChangedDocument } from './quotation-live.generated';
import { onSubscriptionsReconnected } from '../graphql/subscriptions-reconnected';
import { ownChangePending } from './own-changes';
import { useReloadOn } from './use-reload-on';

type Change = QuotationChangedSubscription['quotationChanged'];

/**
 * Reloads a screen when a quotation it shows, its order, its documents or its webhook calls
 * change elsewhere (another browser, a webhook, the job queue), and after a dropped websocket
 * came back, since what was pushed meanwhile was lost. While an own change of an order is on its
 * way, its answer reloads the screen's queries instead (own-changes.ts): one click, one reload.
 */
export function useQuotationChanged(concerns: (change: Change) => boolean, reload: () => void) {
  const pushed = useCallback(() => {
    if (!ownChangePending()) reload();
  }, [reload]);
  useReloadOn(QuotationChangedDocument, (e) => concerns(e.quotationChanged), pushed);
  useEffect(() => onSubscriptionsReconnected(reload), [reload]);
}

/** The same for the screens of one quotation (its overview and its panels, the employer's detail). */
export function useQuotationLive({ quotationId, reload }: { quotationId: number; reload: () => void }) {
  useQuotationChanged((change) => change.quotation_id === quotationId, reload);
}
