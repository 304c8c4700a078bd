import { act } from '@testing-library/react';
import { Client, cacheExchange, fetchExchange, subscriptionExchange, type ExecutionResult } from '@urql/core';
import { vi } from 'vitest';
import type { QuotationOverviewFieldsFragment as OverviewQuotation } from '../generated/graphql';

// The overview's test data and a fake server, shared by its component tests.

export type Order = NonNullable<OverviewQuotation['order']>;

export const NEW = { __typename: 'OrderStatus', id: 1, code: 'NEW', name: 'Nieuw', index: 1 } as const;
export const SIGNED = {
  __typename: 'OrderStatus',
  id: 2,
  code: 'SIGNED',
  name: 'Getekend',
  index: 2,
} as const;
export const APPROVED = {
  __typename: 'OrderStatus',
  id: 3,
  code: 'APPROVED',
  name: 'Goedgekeurd',
  index: 4,
} as const;
export const DELIVERABLE = {
  __typename: 'OrderStatus',
  id: 4,
  code: 'DELIVERABLE',
  name: 'Klaar',
  index: 5,
} as const;
export const DELIVERED = {
  __typename: 'OrderStatus',
  id: 5,
  code: 'DELIVERED',
  name: 'Geleverd',
  index: 6,
} as const;

export function quotation(
  actions: OverviewQuotation['actions'],
  order: Order | null,
  fip = false,
): OverviewQuotation {
  return {
    id: 7,
    quotation_number: 'Q000007',
    quotation_date: '2026-01-05T10:00:00.000Z',
    active: true,
    test: false,
    actions,
    bike_info_complete: false,
    lease_amount: 4512,
    lease_amount_vat: 5460,
    total_vat_excluded: 200000,
    total_vat_included: 242000,
    residual_value: 0,
    warning_message: null,
    maintenance_amount: 0,
    earliest_delivery_date: null,
    employee: { id: 3, name: 'Jan Peeters', email: null },
    company: { id: 5, name: 'Acme', fip, invoice_target: { id: 2, license_plate_auto_request: false } },
    dealer: { id: 9, name: 'Fietsen Jan' },
    bike_type: { id: 2, name: 'E-bike' },
    bike_brand: null,
    sheet_version: 3,
    order,
  };
}

export function order(
  status: typeof NEW | typeof SIGNED | typeof APPROVED | typeof DELIVERABLE | typeof DELIVERED,
  contractEndStatus: Order['contract_end_status'] = null,
): Order {
  return {
    id: 11,
    date: '2026-01-06T10:00:00.000Z',
    delivery_date: null,
    deal_id: null,
    contract_end_status: contractEndStatus,
    status_since: '2026-01-06T10:00:00.000Z',
    status_working_days: 231,
    late_from: '2026-01-14T23:00:00.000Z',
    late: true,
    bike_locked: false,
    bike: null,
    orderStatus: status,
    orderLogs: [],
  };
}

/** A GraphQL server that answers each operation by name. */
export function server(answers: Record<string, unknown>) {
  // urql sends queries as GET (the operation in the URL) and mutations as POST.
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const operationName =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as { operationName: string }).operationName
        : new URL(String(url)).searchParams.get('operationName');
    return new Response(JSON.stringify({ data: answers[operationName ?? ''] }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return new Client({ url: 'http://localhost/graphql', exchanges: [fetchExchange], fetch });
}

type Sink = { next: (result: ExecutionResult) => void };
type GraphQLRequest = { operationName: string | null; variables: Record<string, unknown> };

/**
 * A GraphQL server that answers each request with `answer`, and pushes events to the page's
 * subscriptions: `push('orderUpdated', { quotation_id: 7 })` reaches the subscriptions of that field.
 * With `cache`, the client has the app's document cache in front, so that a mutation reloads
 * the queries of the types it names, as in the browser.
 */
export function liveServer(answer: (request: GraphQLRequest) => unknown, { cache = false } = {}) {
  const sinks: { query: string; sink: Sink }[] = [];
  // urql sends a short query as GET (the operation in the URL), a long one and mutations as POST.
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const params = new URL(String(url)).searchParams;
    // An upload is multipart: the operation is the form's `operations` part.
    const body = init?.body instanceof FormData ? init.body.get('operations') : init?.body;
    const request: GraphQLRequest =
      typeof body === 'string'
        ? (JSON.parse(body) as GraphQLRequest)
        : {
            operationName: params.get('operationName'),
            variables: JSON.parse(params.get('variables') ?? '{}') as Record<string, unknown>,
          };
    return new Response(JSON.stringify(await answer(request)), {
      headers: { 'content-type': 'application/json' },
    });
  });
  const client = new Client({
    url: 'http://localhost/graphql',
    fetch,
    exchanges: [
      ...(cache ? [cacheExchange] : []),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink: Sink) => {
            sinks.push({ query: request.query ?? '', sink });
            return { unsubscribe: () => {} };
          },
        }),
      }),
    ],
  });
  const push = (field: string, event: Record<string, unknown>) =>
    act(() =>
      sinks
        .filter(({ query }) => query.includes(`${field} {`))
        .forEach(({ sink }) => sink.next({ data: { [field]: event } })),
    );
  return { client, push };
}
