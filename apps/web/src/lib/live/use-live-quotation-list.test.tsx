import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Client, makeResult, type Exchange, type Operation } from '@urql/core';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { filter, makeSubject, map, mergeMap, pipe } from 'wonka';
import { useLiveQuotationList } from './use-live-quotation-list';

/** A client whose subscriptions answer what the test pushes, by operation name. */
function pushingClient() {
  const pushed = makeSubject<{ name: string; data: Record<string, unknown> }>();
  const named = (operation: Operation, name: string) =>
    operation.query.definitions.some((definition) => 'name' in definition && definition.name?.value === name);
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind === 'subscription'),
      mergeMap((operation) =>
        pipe(
          pushed.source,
          filter((event) => named(operation, event.name)),
          map((event) => makeResult(operation, { data: event.data })),
        ),
      ),
    );
  const client = new Client({ url: 'http://localhost/graphql', exchanges: [exchange] });
  return {
    client,
    push: (name: string, data: Record<string, unknown>) => act(() => pushed.next({ name, data })),
  };
}

function renderLive(shownIds: number[]) {
  const { client, push } = pushingClient();
  const reload = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider value={client}>{children}</Provider>;
  renderHook(() => useLiveQuotationList(shownIds, reload), { wrapper });
  return { reload, push };
}

describe('useLiveQuotationList', () => {
  it('reloads when a quotation on the page or its order changed', () => {
    const { reload, push } = renderLive([1, 2]);
    push('QuotationListQuotationUpdated', { quotationUpdated: { quotation_id: 2 } });
    expect(reload).toHaveBeenCalledTimes(1);
    push('QuotationListOrderUpdated', { orderUpdated: { quotation_id: 1 } });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves the page alone for a quotation it does not show', () => {
    const { reload, push } = renderLive([1, 2]);
    push('QuotationListQuotationUpdated', { quotationUpdated: { quotation_id: 3 } });
    push('QuotationListOrderUpdated', { orderUpdated: { quotation_id: 4 } });
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload a new page for the event that reloaded the last one', () => {
    const { client, push } = pushingClient();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider value={client}>{children}</Provider>;
    const first = vi.fn();
    const { rerender } = renderHook(({ ids, reload }) => useLiveQuotationList(ids, reload), {
      wrapper,
      initialProps: { ids: [1, 2], reload: first },
    });
    push('QuotationListOrderUpdated', { orderUpdated: { quotation_id: 2 } });
    expect(first).toHaveBeenCalledTimes(1);
    // The next page's query brings a new reload and ids that include the same quotation.
    const next = vi.fn();
    rerender({ ids: [2, 3], reload: next });
    expect(next).not.toHaveBeenCalled();
    push('QuotationListOrderUpdated', { orderUpdated: { quotation_id: 3 } });
    expect(next).toHaveBeenCalledTimes(1);
  });
});
