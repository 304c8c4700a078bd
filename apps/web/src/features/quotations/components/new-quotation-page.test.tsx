import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Client, fetchExchange } from '@urql/core';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { ViewerContext, type Viewer, type ViewerState } from '../../../lib/viewer/viewer-context';
import { choose, formData, pickBikeType } from './new-quotation-fixtures';
import { NewQuotationPage } from './new-quotation-page';

const viewer: Viewer = {
  id: 1,
  email: 'dealer@demo.test',
  first_name: 'Dana',
  last_name: 'Verkoper',
  language: 'nl',
  superUser: false,
  admin: false,
  backoffice: false,
  isPortaluser: false,
  dealerIds: [3],
  dealers: [{ id: 3, name: 'Fietsen Janssens' }],
  companyIds: [],
};

/** The server: the form for dealer 3, and createQuotation answering `created`. */
function fakeServer(created: Record<string, unknown>) {
  const sent: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const query = new URL(String(url)).searchParams;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    const name = body?.operationName ?? query.get('operationName');
    if (body) sent.push(body);
    const answer =
      name === 'QuotationForm'
        ? { data: { quotationForm: formData() } }
        : { data: { createQuotation: created } };
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  });
  return { client: new Client({ url: 'http://localhost/graphql', fetch, exchanges: [fetchExchange] }), sent };
}

function renderPage(client: Client) {
  const state: ViewerState = { status: 'signed-in', viewer };
  render(
    <Provider value={client}>
      <ViewerContext value={{ state, refresh: async () => state, signOut: async () => {} }}>
        <App>
          <MemoryRouter initialEntries={['/quotations/40/new']}>
            <Routes>
              <Route path="/quotations/:employeeId/new" element={<NewQuotationPage />} />
              <Route path="/quotations/:employeeId/:companyId/:quotationId" element={<p>cards page</p>} />
            </Routes>
          </MemoryRouter>
        </App>
      </ViewerContext>
    </Provider>,
  );
}

describe('NewQuotationPage', () => {
  it('saves with the top bar dealer, warns about the calculation and opens the quotation cards', async () => {
    const server = fakeServer({ id: 77, quotation_number: 'Q000077', warning_message: 'Onder het minimum' });
    renderPage(server.client);
    fireEvent.change(await screen.findByRole('textbox', { name: 'newQuotation.deliverability' }), {
      target: { value: 'Op voorraad' },
    });
    pickBikeType('Fiets');
    await choose('newQuotation.bikeBrand', 'Gazelle');
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Prijs fiets/ }), { target: { value: '300' } });
    const save = screen.getByRole('button', { name: 'newQuotation.save' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText('cards page')).toBeTruthy();
    expect(await screen.findByText('Onder het minimum')).toBeTruthy();
    const mutation = server.sent.find((body) => body.operationName === 'CreateQuotation');
    expect(mutation?.variables).toEqual({
      input: {
        employee_fk: 40,
        dealer_fk: 3,
        deliverability: 'Op voorraad',
        bike_type_fk: 2,
        bike_brand_fk: 9,
        fields: [
          { field_fk: 11, value: null },
          { field_fk: 12, value: '300,00' },
          { field_fk: 14, value: null },
        ],
      },
    });
  });
});
