import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Client } from '@urql/core';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../lib/i18n/i18n';
import { ViewerContext, type Viewer, type ViewerState } from '../../lib/viewer/viewer-context';
import { DELIVERABLE, liveServer, order, quotation } from '../../test/quotation-overview-fixtures';
import { QuotationOverviewPage } from './quotation-overview-page';

const viewer = (superUser: boolean): Viewer => ({
  id: 1,
  email: 'someone@demo.test',
  first_name: 'Some',
  last_name: 'One',
  language: 'nl',
  superUser,
  admin: false,
  backoffice: superUser,
  isPortaluser: false,
  dealerIds: superUser ? [] : [9],
  dealers: [],
  companyIds: [],
});

/** The overview's server: the quotation (or NOT_FOUND), no webhook calls, and pushable events. */
function fakeServer(answer: 'found' | 'missing') {
  const overviewLoads = vi.fn();
  const dealers = [
    { __typename: 'Dealer', id: 9, name: 'Fietsen Jan', active: true },
    { __typename: 'Dealer', id: 10, name: 'Velo Gent', active: true },
  ];
  const server = liveServer(({ operationName: name }) => {
    if (name === 'QuotationOverview') overviewLoads();
    return name === 'DealerChoices'
      ? { data: { dealers } }
      : name !== 'QuotationOverview'
        ? { data: { webhookAttemptsByQuotationId: { total: 0, page: 1, size: 5, items: [] } } }
        : answer === 'found'
          ? { data: { quotation: quotation(['DOCUMENTS'], order(DELIVERABLE)) } }
          : { data: null, errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] };
  });
  const push = (field: string, quotationId: number) => server.push(field, { quotation_id: quotationId });
  return { client: server.client, overviewLoads, push };
}

function renderPage(client: Client, superUser: boolean) {
  const state: ViewerState = { status: 'signed-in', viewer: viewer(superUser) };
  render(
    <Provider value={client}>
      <ViewerContext value={{ state, refresh: async () => state, signOut: async () => {} }}>
        <App>
          <MemoryRouter initialEntries={['/quotations/3/7']}>
            <Routes>
              <Route path="/quotations/:employeeId/:quotationId" element={<QuotationOverviewPage />} />
            </Routes>
          </MemoryRouter>
        </App>
      </ViewerContext>
    </Provider>,
  );
}

const ANSWERS: Record<string, unknown> = {
  QuotationOverview: {
    quotation: { ...quotation(['CREATE_RECEIPT'], order(DELIVERABLE)), bike_info_complete: true },
  },
  OrderWebhookAttempts: { webhookAttemptsByQuotationId: { total: 0, page: 1, size: 5, items: [] } },
  OrderHistory: { orderHistory: { page: 1, size: 20, total: 0, items: [] } },
  DealerChoices: { dealers: [{ __typename: 'Dealer', id: 9, name: 'Fietsen Jan', active: true }] },
  BikePanelBrands: { bikeBrands: [] },
  QuotationCalculation: { quotationCalculation: null },
  CreateReceipt: { createReceipt: { order_id: 11 } },
};

/**
 * The server of a receipt: it holds the mutation's answer until the test lets it go, and meanwhile
 * the test pushes what the server announces at the commit (the order and its new document), which
 * reaches the browser before the answer does.
 */
function receiptServer() {
  let answerReceipt = () => {};
  const receiptAnswered = new Promise<void>((resolve) => {
    answerReceipt = resolve;
  });
  const operations: string[] = [];
  const server = liveServer(
    async ({ operationName }) => {
      operations.push(operationName ?? '');
      if (operationName === 'CreateReceipt') await receiptAnswered;
      return { data: ANSWERS[operationName ?? ''] ?? null };
    },
    { cache: true },
  );
  return { ...server, answerReceipt, operations };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

function count(names: string[]) {
  const counts: Record<string, number> = {};
  for (const name of names) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
}

describe('QuotationOverviewPage', () => {
  it('shows the not-found page for a missing or foreign quotation', async () => {
    renderPage(fakeServer('missing').client, true);
    expect(await screen.findByText('errorPage.notFound')).toBeTruthy();
  });

  it('shows the quotation, and the webhook calls to a super user', async () => {
    renderPage(fakeServer('found').client, true);
    expect(await screen.findByText('Q000007')).toBeTruthy();
    expect(screen.getByText('€ 45,12')).toBeTruthy();
    expect(await screen.findByText('settings.webhookAttempts')).toBeTruthy();
    // A super user may change the dealer here too.
    expect(await screen.findByRole('combobox', { name: 'quotationList.dealerOf' })).toBeTruthy();
  });

  it('shows a dealer no webhook calls', async () => {
    renderPage(fakeServer('found').client, false);
    // The order's tables load after the header: wait for the documents before looking.
    expect(await screen.findByText('quotationOverview.documents')).toBeTruthy();
    expect(screen.queryByText('settings.webhookAttempts')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'quotationList.dealerOf' })).toBeNull();
    expect(screen.getByText('Fietsen Jan')).toBeTruthy();
  });

  it("reloads when this quotation's order changes elsewhere, not for another quotation", async () => {
    const server = fakeServer('found');
    renderPage(server.client, false);
    await screen.findByText('Q000007');
    expect(server.overviewLoads).toHaveBeenCalledTimes(1);
    server.push('orderUpdated', 8);
    server.push('orderLogCreated', 8);
    // A reload would have fetched by now: the fake server answers at once.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(server.overviewLoads).toHaveBeenCalledTimes(1);
    server.push('orderUpdated', 7);
    await waitFor(() => expect(server.overviewLoads).toHaveBeenCalledTimes(2));
  });
});

describe('the quotation overview after one click', () => {
  it('refetches each query on the screen at most once, and the changed ones once', async () => {
    const server = receiptServer();
    renderPage(server.client, true);
    await screen.findByText('orderHistory.title');
    await screen.findByText('settings.webhookAttempts');
    await settle();
    const before = server.operations.length;

    fireEvent.click(screen.getByRole('button', { name: 'quotationOverview.createReceipt' }));
    await waitFor(() => expect(server.operations).toContain('CreateReceipt'));
    server.push('orderUpdated', { quotation_id: 7 });
    server.push('orderLogCreated', { quotation_id: 7 });
    await settle();
    server.answerReceipt();
    await settle();

    const refetches = count(server.operations.slice(before));
    expect(refetches).toEqual(
      expect.objectContaining({ CreateReceipt: 1, QuotationOverview: 1, OrderHistory: 1 }),
    );
    for (const [operation, times] of Object.entries(refetches)) {
      expect({ operation, times }).toEqual({ operation, times: 1 });
    }
  });
});
