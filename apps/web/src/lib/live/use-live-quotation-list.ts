import { useEffect } from 'react';
import { useSubscription } from 'urql';
import { QuotationListOrderUpdatedDocument } from './order-updated.generated';
import { QuotationListQuotationUpdatedDocument } from './quotation-updated.generated';
import { onSubscriptionsReconnected } from '../graphql/subscriptions-reconnected';

/**
 * Reloads the shown page when one of its quotations or their orders changed elsewhere (another
 * browser's active switch, a status change), and after a dropped websocket came back. Events of
 * quotations not on the page are left alone: a page of ten would otherwise reload on every
 * change a super user's scope sees.
 */
export function useLiveQuotationList(shownIds: readonly number[], reload: () => void) {
  const [{ data: quotationEvent }] = useSubscription({ query: QuotationListQuotationUpdatedDocument });
  const [{ data: orderEvent }] = useSubscription({ query: QuotationListOrderUpdatedDocument });
  const quotationId = quotationEvent?.quotationUpdated.quotation_id;
  const orderQuotationId = orderEvent?.orderUpdated.quotation_id;

  useEffect(() => {
    if (quotationId !== undefined && shownIds.includes(quotationId)) reload();
    // Only a new event reloads, not a new page: the page's ids are read, not followed.
  }, [quotationEvent]);
  useEffect(() => {
    if (orderQuotationId !== undefined && shownIds.includes(orderQuotationId)) reload();
  }, [orderEvent]);
  useEffect(() => onSubscriptionsReconnected(reload), [reload]);
}
