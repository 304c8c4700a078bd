import { useCallback, useEffect } from 'react';
import {
  OverviewOrderLogCreatedDocument,
  OverviewOrderLogUpdatedDocument,
  OverviewOrderUpdatedDocument,
  OverviewQuotationUpdatedDocument,
} from './quotation-live.generated';
import { onSubscriptionsReconnected } from '../graphql/subscriptions-reconnected';
import { ownChangePending } from './own-changes';
import { useReloadOn } from './use-reload-on';

type Live = { quotationId: number; reload: () => void };

/**
 * Reloads the overview when its quotation, order or documents change elsewhere (another
 * browser, a webhook, the job queue), and after a dropped websocket came back, since what was
 * pushed meanwhile was lost. While an own change of an order is on its way, its answer reloads
 * the overview's queries instead (own-changes.ts): one click, one reload of each.
 */
export function useQuotationLive({ quotationId, reload }: Live) {
  const pushed = useCallback(() => {
    if (!ownChangePending()) reload();
  }, [reload]);
  useReloadOn(OverviewOrderUpdatedDocument, (e) => e.orderUpdated.quotation_id === quotationId, pushed);
  useReloadOn(OverviewOrderLogCreatedDocument, (e) => e.orderLogCreated.quotation_id === quotationId, pushed);
  useReloadOn(OverviewOrderLogUpdatedDocument, (e) => e.orderLogUpdated.quotation_id === quotationId, pushed);
  useReloadOn(
    OverviewQuotationUpdatedDocument,
    (e) => e.quotationUpdated.quotation_id === quotationId,
    pushed,
  );
  useEffect(() => onSubscriptionsReconnected(reload), [reload]);
}
