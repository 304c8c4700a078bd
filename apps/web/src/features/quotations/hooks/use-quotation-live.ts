import { useEffect } from 'react';
import type { TypedDocumentNode } from '@urql/core';
import { useSubscription } from 'urql';
import {
  OverviewOrderLogCreatedDocument,
  OverviewOrderLogUpdatedDocument,
  OverviewOrderUpdatedDocument,
  OverviewQuotationUpdatedDocument,
} from '../api/quotation-live.generated';
import { onSubscriptionsReconnected } from '../../../lib/graphql/subscriptions-reconnected';

type Live = { quotationId: number; reload: () => void };

// The server pushes every event the viewer may see; the page keeps those of its own quotation.
function useReloadOn<Data>(
  query: TypedDocumentNode<Data, Record<string, never>>,
  quotationOf: (event: Data) => number,
  { quotationId, reload }: Live,
) {
  const [{ data }] = useSubscription({ query });
  useEffect(() => {
    if (data && quotationOf(data) === quotationId) reload();
  }, [data, quotationOf, quotationId, reload]);
}

const ofOrder = (event: { orderUpdated: { quotation_id: number } }) => event.orderUpdated.quotation_id;
const ofLogCreated = (event: { orderLogCreated: { quotation_id: number } }) =>
  event.orderLogCreated.quotation_id;
const ofLogUpdated = (event: { orderLogUpdated: { quotation_id: number } }) =>
  event.orderLogUpdated.quotation_id;
const ofQuotation = (event: { quotationUpdated: { quotation_id: number } }) =>
  event.quotationUpdated.quotation_id;

/**
 * Reloads the overview when its quotation, order or documents change elsewhere (another
 * browser, a webhook, the job queue), and after a dropped websocket came back, since what was
 * pushed meanwhile was lost.
 */
export function useQuotationLive(live: Live) {
  useReloadOn(OverviewOrderUpdatedDocument, ofOrder, live);
  useReloadOn(OverviewOrderLogCreatedDocument, ofLogCreated, live);
  useReloadOn(OverviewOrderLogUpdatedDocument, ofLogUpdated, live);
  useReloadOn(OverviewQuotationUpdatedDocument, ofQuotation, live);
  const { reload } = live;
  useEffect(() => onSubscriptionsReconnected(reload), [reload]);
}
