import { useEffect } from 'react';
import { onSubscriptionsReconnected } from '../../../lib/graphql/subscriptions-reconnected';
import { useReloadOn } from '../../../lib/live/use-reload-on';
import {
  EmployerQuotationOrderLogCreatedDocument,
  EmployerQuotationOrderLogUpdatedDocument,
  EmployerQuotationOrderUpdatedDocument,
  EmployerQuotationUpdatedDocument,
} from '../api/employer-quotation-live.generated';

/**
 * Reloads the open detail when its quotation, order or documents change elsewhere (the dealer,
 * the back office, a colleague's decision), and after a dropped websocket came back.
 */
export function useEmployerQuotationLive(quotationId: number, reload: () => void) {
  useReloadOn(
    EmployerQuotationOrderUpdatedDocument,
    (e) => e.orderUpdated.quotation_id === quotationId,
    reload,
  );
  useReloadOn(
    EmployerQuotationUpdatedDocument,
    (e) => e.quotationUpdated.quotation_id === quotationId,
    reload,
  );
  useReloadOn(
    EmployerQuotationOrderLogCreatedDocument,
    (e) => e.orderLogCreated.quotation_id === quotationId,
    reload,
  );
  useReloadOn(
    EmployerQuotationOrderLogUpdatedDocument,
    (e) => e.orderLogUpdated.quotation_id === quotationId,
    reload,
  );
  useEffect(() => onSubscriptionsReconnected(reload), [reload]);
}
