import { useEffect } from 'react';
import { QuotationListOrderUpdatedDocument } from './order-updated.generated';
import { QuotationListQuotationUpdatedDocument } from './quotation-updated.generated';
import { useReloadOn } from './use-reload-on';
import { onSubscriptionsReconnected } from '../graphql/subscriptions-reconnected';

/**
 * Reloads the shown page when one of its quotations or their orders changed elsewhere (another
 * browser's active switch, a status change), and after a dropped websocket came back. Events of
 * quotations not on the page are left alone: a page of ten would otherwise reload on every
 * change a super user's scope sees.
 */
export function useLiveQuotationList(shownIds: readonly number[], reload: () => void) {
  useReloadOn(
    QuotationListQuotationUpdatedDocument,
    (event) => shownIds.includes(event.quotationUpdated.quotation_id),
    reload,
  );
  useReloadOn(
    QuotationListOrderUpdatedDocument,
    (event) => shownIds.includes(event.orderUpdated.quotation_id),
    reload,
  );
  useEffect(() => onSubscriptionsReconnected(reload), [reload]);
}
