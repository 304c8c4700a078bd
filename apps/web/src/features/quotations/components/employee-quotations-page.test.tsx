import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Client } from '@urql/core';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { EmployeeQuotationsPage } from './employee-quotations-page';
import type { QuotationCardData } from './quotation-card';
import { liveServer, quotation } from '../../../test/quotation-overview-fixtures';
import { dealerViewer, renderSignedIn } from '../../../test/render-signed-in';

// The order's part of each card is the orders feature's, composed in by the app's page.
const noOrderPart = () => null;

const dealerUser = dealerViewer({ id: 9, name: 'Fietsen Jan' });

const card = (id: number, number: string): QuotationCardData => ({
  ...quotation(['EXECUTE'], null),
  id,
  quotation_number: number,
  duplicate_possible: true,
  signed_online: false,
  bike_info_complete: false,
  pdf_url: `/files/quotations/${id}/pdf`,
});

/** The page's server: the employee's two cards (or NOT_FOUND), the statuses, and pushable events. */
function fakeServer(answer: 'found' | 'missing' = 'found', { cache = false } = {}) {
  const loads: Record<string, unknown>[] = [];
  let duplicated = false;
  let answerActive = () => {};
  const activeAnswered = new Promise<void>((resolve) => {
    answerActive = resolve;
  });
  const server = liveServer(
    async ({ operationName: name, variables }) => {
      if (name === 'SetQuotationsActive') {
        await activeAnswered;
        return { data: { setQuotationsActive: [{ __typename: 'QuotationListItem', id: 7, active: false }] } };
      }
      if (name === 'DuplicateQuotation') {
        duplicated = true;
        return { data: { duplicateQuotation: { id: 9 } } };
      }
      if (name !== 'EmployeeQuotations') return { data: { orderStatuses: [] } };
      loads.push(variables);
      if (answer === 'missing')
        return { data: null, errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] };
      const employee = { id: 3, name: 'Jan Peeters', company: { id: 5, name: 'Acme' } };
      return {
        data: {
          employeeQuotations: {
            employee,
            quotations: [...(duplicated ? [card(9, 'Q000009')] : []), card(8, 'Q000008'), card(7, 'Q000007')],
          },
        },
      };
    },
    { cache },
  );
  const push = (field: string, employeeId: number) => server.push(field, { employee_id: employeeId });
  return { client: server.client, loads, push, answerActive };
}

function renderPage(client: Client, path: string) {
  renderSignedIn(
    client,
    dealerUser,
    path,
    <>
      <Route path="/quotations/:employeeId" element={<EmployeeQuotationsPage orderPart={noOrderPart} />} />
      <Route
        path="/quotations/:employeeId/:quotationId"
        element={<EmployeeQuotationsPage orderPart={noOrderPart} />}
      />
      <Route
        path="/quotations/:employeeId/:companyId/:quotationId"
        element={<EmployeeQuotationsPage orderPart={noOrderPart} />}
      />
    </>,
  );
}

describe('EmployeeQuotationsPage', () => {
  const scrolled: Element[] = [];
  beforeEach(() => {
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    scrolled.length = 0;
  });

  it("shows the employee and its cards, asking for the chosen dealer's active quotations", async () => {
    const server = fakeServer();
    renderPage(server.client, '/quotations/3');
    expect(await screen.findByText('Jan Peeters')).toBeTruthy();
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(screen.getByText('Q000008')).toBeTruthy();
    expect(screen.getByText('Q000007')).toBeTruthy();
    expect(server.loads[0]).toEqual({ employee_id: 3, dealer_id: 9, active_only: true });
    fireEvent.click(screen.getByRole('switch', { name: 'quotationCards.activeOnly' }));
    await waitFor(() => expect(server.loads.at(-1)).toMatchObject({ active_only: false }));
  });

  it("scrolls to the route's quotation", async () => {
    renderPage(fakeServer().client, '/quotations/3/5/7');
    await screen.findByText('Q000007');
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0].textContent).toContain('Q000007');
  });

  it('shows every quotation when the route names one the active list lacks', async () => {
    const server = fakeServer();
    renderPage(server.client, '/quotations/3/5/6');
    await waitFor(() => expect(server.loads.at(-1)).toMatchObject({ active_only: false }));
    expect(
      screen.getByRole('switch', { name: 'quotationCards.activeOnly' }).getAttribute('aria-checked'),
    ).toBe('false');
  });

  it('keeps "active only" on after Dupliceren, while the list it holds is from before the copy', async () => {
    const server = fakeServer();
    // The same route before and after: the page stays mounted with the list it loaded.
    renderPage(server.client, '/quotations/3/5/8');
    await screen.findByText('Q000007');
    fireEvent.click(screen.getAllByRole('button', { name: /quotationCards\.duplicate/ })[0]);
    expect(await screen.findByText('quotationCards.duplicated')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(
      screen.getByRole('switch', { name: 'quotationCards.activeOnly' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(server.loads.every((load) => load.active_only === true)).toBe(true);
  });

  it('reads /quotations/:employeeId/:companyId as the cards, with nothing highlighted', async () => {
    const server = fakeServer();
    // 5 is the employee's company, not a card to highlight.
    renderPage(server.client, '/quotations/3/5');
    await screen.findByText('Q000007');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(scrolled).toHaveLength(0);
    expect(server.loads.every((load) => load.active_only === true)).toBe(true);
  });

  it('reloads on a change to one of its quotations, not on those of another employee', async () => {
    const server = fakeServer();
    renderPage(server.client, '/quotations/3');
    await screen.findByText('Q000007');
    const loaded = server.loads.length;
    server.push('quotationChanged', 4);
    server.push('quotationCreated', 4);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(server.loads).toHaveLength(loaded);
    server.push('quotationCreated', 3);
    await waitFor(() => expect(server.loads).toHaveLength(loaded + 1));
    server.push('quotationChanged', 3);
    await waitFor(() => expect(server.loads).toHaveLength(loaded + 2));
  });

  it('reloads the cards once after a card is switched inactive, though the change is announced first', async () => {
    const server = fakeServer('found', { cache: true });
    renderPage(server.client, '/quotations/3');
    await screen.findByText('Q000007');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    const loaded = server.loads.length;
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'quotationCards.active' })[1]);
    server.push('quotationChanged', 3);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    server.answerActive();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(server.loads).toHaveLength(loaded + 1);
  });

  it("shows the not-found page when the company segment is not the employee's company", async () => {
    // What a quotation out of reach (another dealer's) leaves: not its employee's cards.
    renderPage(fakeServer().client, '/quotations/3/4');
    expect(await screen.findByText('errorPage.notFound')).toBeTruthy();
    expect(screen.queryByText('Jan Peeters')).toBeNull();
  });

  it('shows the not-found page for an employee out of reach', async () => {
    renderPage(fakeServer('missing').client, '/quotations/3');
    expect(await screen.findByText('errorPage.notFound')).toBeTruthy();
  });
});
