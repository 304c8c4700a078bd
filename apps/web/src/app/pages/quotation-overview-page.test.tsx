import { act, render, screen, waitFor } from '@testing-library/react';
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
