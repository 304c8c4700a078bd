import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Client, fetchExchange, subscriptionExchange } from '@urql/core';
import { Provider } from 'urql';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { OrderHistoryTimeline } from './order-history-timeline';

beforeAll(() => {
  i18n.addResourceBundle('nl', 'translation', {
    'orderHistory.fieldOrderStatus': 'Orderstatus',
    'orderHistory.fieldHidden': 'Document',
    'orderHistory.hidden': 'verborgen',
    'orderHistory.visible': 'zichtbaar',
    'orderHistory.system': 'Systeem',
    'orderHistory.sourceScreen': 'Scherm',
    'orderHistory.sourceWebhook': 'Webhook',
    'orderHistory.kindBike': 'Fiets',
    'orderHistory.kindStatus': 'Status',
    'bike.frameNumber': 'Framenummer',
    'bike.brand': 'Merk',
    'orderHistory.documentAdded': 'Document toegevoegd: {{type}}',
    'quotationOverview.contractEndStatus': 'Status contracteinde',
    'contractEndStatus.RETURN': 'Teruggave',
  });
});

const entry = {
  __typename: 'OrderHistoryEntry',
  private: false,
  old_value: null,
  new_value: null,
};

const entries = [
  {
    ...entry,
    id: 5,
    at: '2026-11-25T09:00:00.000Z',
    actor_name: 'Ines Peeters',
    source: 'screen',
    kind: 'order',
    field: 'contract_end_status',
    old_value: 'RETURN',
    new_value: null,
  },
  {
    ...entry,
    id: 4,
    at: '2026-11-24T09:06:00.000Z',
    actor_name: 'Ines Peeters',
    source: 'screen',
    kind: 'bike',
    field: 'bike_brand_fk',
    old_value: '3',
    new_value: '4',
  },
  {
    ...entry,
    id: 3,
    at: '2026-11-24T09:05:00.000Z',
    actor_name: 'Ines Peeters',
    source: 'screen',
    kind: 'status',
    field: 'order_status',
    old_value: 'NEW',
    new_value: 'SIGNED',
  },
  {
    ...entry,
    id: 2,
    at: '2026-07-01T22:30:00.000Z',
    actor_name: null,
    source: 'webhook',
    kind: 'document',
    field: 'hidden',
    old_value: 'false',
    new_value: 'true',
  },
  {
    ...entry,
    id: 1,
    at: '2026-06-30T08:00:00.000Z',
    actor_name: 'Rik',
    source: 'screen',
    kind: 'document',
    field: 'CALCULATIONDOC',
    new_value: '12',
  },
];

/** The history as the server answers it; a kind filter answers the bike entries only. */
function server() {
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const { query, variables } = JSON.parse(String(init?.body)) as {
      query: string;
      variables: { kinds?: string[] | null };
    };
    if (query.includes('bikeBrands')) {
      const bikeBrands = [
        { __typename: 'BikeBrand', id: 3, name: 'Cube' },
        { __typename: 'BikeBrand', id: 4, name: 'Riese & Müller' },
      ];
      return new Response(JSON.stringify({ data: { bikeBrands } }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    const items = variables.kinds
      ? [
          {
            ...entry,
            id: 9,
            at: '2026-11-20T12:00:00.000Z',
            actor_name: 'Rik',
            source: 'screen',
            kind: 'bike',
            field: 'frame_number',
            old_value: 'WSB1',
            new_value: 'WSB2',
          },
        ]
      : entries;
    const data = {
      orderHistory: { __typename: 'OrderHistoryEntryPage', page: 1, size: 20, total: items.length, items },
    };
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
  // Each subscription of the page keeps its sink, so a test can push an event of its choice.
  const sinks = new Map<string, (data: Record<string, unknown>) => void>();
  const subscriptions = subscriptionExchange({
    forwardSubscription: (request) => ({
      subscribe: (sink) => {
        const field = /\{\s*(\w+)/.exec(request.query ?? '')?.[1] ?? '';
        sinks.set(field, (data) => sink.next({ data }));
        return { unsubscribe: () => sinks.delete(field) };
      },
    }),
  });
  const client = new Client({
    url: 'http://localhost/graphql',
    exchanges: [subscriptions, fetchExchange],
    fetch,
    preferGetMethod: false,
  });
  const push = (field: string, quotationId: number) =>
    act(() => sinks.get(field)?.({ [field]: { __typename: 'OrderLogEvent', quotation_id: quotationId } }));
  return { fetch, client, push };
}

function renderTimeline() {
  const { fetch, client, push } = server();
  render(
    <Provider value={client}>
      <OrderHistoryTimeline quotationId={40} />
    </Provider>,
  );
  return { fetch, push };
}

const shown = async () =>
  (await screen.findAllByTestId('order-history-entry')).map((element) => element.textContent);

describe('OrderHistoryTimeline', () => {
  it('shows each entry as what: old → new, with its time, actor or the system, and source', async () => {
    renderTimeline();
    await waitFor(async () =>
      expect(await shown()).toEqual([
        'Status contracteinde: Teruggave → —25/11/2026 10:00 · Ines Peeters · Scherm',
        'Merk: Cube → Riese & Müller24/11/2026 10:06 · Ines Peeters · Scherm',
        'Orderstatus: Nieuw → Getekend24/11/2026 10:05 · Ines Peeters · Scherm',
        'Document: zichtbaar → verborgen02/07/2026 00:30 · Systeem · Webhook',
        'Document toegevoegd: Berekening30/06/2026 10:00 · Rik · Scherm',
      ]),
    );
  });

  it('asks the server for the kinds picked in the filter, from the first page', async () => {
    const { fetch } = renderTimeline();
    await shown();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'orderHistory.filterKinds' }));
    fireEvent.click(await screen.findByTitle('Fiets'));
    await waitFor(async () =>
      expect(await shown()).toEqual(['Framenummer: WSB1 → WSB220/11/2026 13:00 · Rik · Scherm']),
    );
    const last = JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body));
    expect(last.variables).toMatchObject({ quotation_id: 40, kinds: ['bike'], page: 1 });
  });

  it('reloads when a document of its own quotation is added elsewhere, not for another quotation', async () => {
    const { fetch, push } = renderTimeline();
    await shown();
    const loads = fetch.mock.calls.length;
    push('quotationChanged', 41);
    expect(fetch.mock.calls.length).toBe(loads);
    push('quotationChanged', 40);
    await waitFor(() => expect(fetch.mock.calls.length).toBe(loads + 1));
  });
});
