import { useEffect } from 'react';
import {
  OverviewOrderLogCreatedDocument,
  OverviewOrderLogUpdatedDocument,
  OverviewOrderUpdatedDocument,
  OverviewQuotationUpdatedDocument,
} from './quotation-live.generated';
import { onSubscriptionsReconnected } from '../graphql/subscriptions-reconnected';
import { useReloadOn } from './use-reload-on';

type Live = { quotationId: number; reload: () => void };

/**
 * Reloads the overview when its quotation, order or documents change elsewhere (another
 * browser, a webhook, the job queue), and after a dropped websocket came back, since what was
 * pushed meanwhile was lost.
 */
export function useQuotationLive({ quotationId, reload }: Live) {
  useReloadOn(OverviewOrderUpdatedDocument, (e) => e.orderUpdated.quotation_id === quotationId, reload);
  useReloadOn(OverviewOrderLogCreatedDocument, (e) => e.orderLogCreated.quotation_id === quotationId, reload);
  useReloadOn(OverviewOrderLogUpdatedDocument, (e) => e.orderLogUpdated.quotation_id === quotationId, reload);
  useReloadOn(
    OverviewQuotationUpdatedDocument,
    (e) => e.quotationUpdated.quotation_id === quotationId,
    reload,
  );
  useEffect(() => onSubscriptionsReconnected(reload), [reload]);
}
