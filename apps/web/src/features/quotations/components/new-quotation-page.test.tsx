import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Client, fetchExchange } from '@urql/core';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { choose, formData, pickBikeType } from './new-quotation-fixtures';
import { NewQuotationPage } from './new-quotation-page';
import { dealerViewer, renderSignedIn } from '../../../test/render-signed-in';

const viewer = dealerViewer({ id: 3, name: 'Fietsen Janssens' });

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
  renderSignedIn(
    client,
    viewer,
    '/quotations/40/new',
    <>
      <Route path="/quotations/:employeeId/new" element={<NewQuotationPage />} />
      <Route path="/quotations/:employeeId/:companyId/:quotationId" element={<p>cards page</p>} />
    </>,
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
