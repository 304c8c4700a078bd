import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../lib/i18n/i18n';
import { ViewerContext, type Viewer, type ViewerState } from '../../lib/viewer/viewer-context';
import { DELIVERABLE, liveServer, order, quotation } from '../../test/quotation-overview-fixtures';
import { QuotationOverviewPage } from './quotation-overview-page';

const superUser: Viewer = {
  id: 1,
  email: 'someone@demo.test',
  first_name: 'Some',
  last_name: 'One',
  language: 'nl',
  superUser: true,
  admin: false,
  backoffice: true,
  isPortaluser: false,
  dealerIds: [],
  dealers: [],
  companyIds: [],
};

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
  const server = liveServer(
    async ({ operationName }) => {
      if (operationName === 'CreateReceipt') await receiptAnswered;
      return { data: ANSWERS[operationName ?? ''] ?? null };
    },
    { cache: true },
  );
  const operations = () =>
    server.fetch.mock.calls.map(([url, init]) =>
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as { operationName: string }).operationName
        : new URL(String(url)).searchParams.get('operationName'),
    );
  return { ...server, answerReceipt, operations };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

function count(names: (string | null)[]) {
  const counts: Record<string, number> = {};
  for (const name of names) counts[name ?? ''] = (counts[name ?? ''] ?? 0) + 1;
  return counts;
}

describe('the quotation overview after one click', () => {
  it('refetches each query on the screen at most once, and the changed ones once', async () => {
    const server = receiptServer();
    const state: ViewerState = { status: 'signed-in', viewer: superUser };
    render(
      <Provider value={server.client}>
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
    await screen.findByText('orderHistory.title');
    await screen.findByText('settings.webhookAttempts');
    await settle();
    const before = server.operations().length;

    fireEvent.click(screen.getByRole('button', { name: 'quotationOverview.createReceipt' }));
    await waitFor(() => expect(server.operations()).toContain('CreateReceipt'));
    server.push('orderUpdated', { quotation_id: 7 });
    server.push('orderLogCreated', { quotation_id: 7 });
    await settle();
    server.answerReceipt();
    await settle();

    const refetches = count(server.operations().slice(before));
    expect(refetches).toEqual(
      expect.objectContaining({ CreateReceipt: 1, QuotationOverview: 1, OrderHistory: 1 }),
    );
    for (const [operation, times] of Object.entries(refetches)) {
      expect({ operation, times }).toEqual({ operation, times: 1 });
    }
  });
});
