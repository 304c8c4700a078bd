import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { EmployerQuotationsPage } from './employer-quotations-page';
import { answeringClient, type SentOperation } from '../../../test/answering-client';

function row(id: number, decision: { approved: boolean; reason: string } | null) {
  return {
    __typename: 'EmployerQuotationListItem',
    id,
    quotation_number: `Q00000${id}`,
    quotation_date: '2026-11-03T10:00:00.000Z',
    employee: { __typename: 'QuotationListEmployee', id: 70 + id, full_name: `Werknemer ${id}` },
    company: { __typename: 'NamedRef', id: 5, name: 'Bakkerij Noord' },
    order_status: { __typename: 'OrderStatus', id: 5, code: 'DELIVERED', name: 'Geleverd' },
    contract_end_status: id === 1 ? 'RETURN' : null,
    license_number: id === 1 ? 'S-ABC-123' : null,
    costcenter: 'Productie',
    start_date: '2025-01-15T10:00:00.000Z',
    end_date: '2028-01-15T10:00:00.000Z',
    lease_amount_vat: 123456,
    approved: decision?.approved ?? null,
    decision_reason: decision?.reason ?? null,
  };
}

type Answer = { items?: ReturnType<typeof row>[]; total?: number };
let answer: Answer;
let requests: SentOperation[];

function server() {
  return answeringClient((body) => {
    requests.push(body);
    switch (body.operationName) {
      case 'EmployerQuotations': {
        const items = answer.items ?? [];
        return {
          data: {
            employerQuotations: {
              __typename: 'EmployerQuotationPage',
              items,
              total: answer.total ?? items.length,
              total_capped: false,
              page: 1,
              size: 10,
            },
          },
        };
      }
      case 'EmployerQuotationChoices':
        return {
          data: {
            employerOrderStatuses: [
              { __typename: 'OrderStatus', id: 6, code: 'SEND_TO_DECIDER', name: 'Verzonden' },
            ],
            employerCompanies: [
              { __typename: 'CompanyTreeNode', id: 5, name: 'Bakkerij Noord' },
              { __typename: 'CompanyTreeNode', id: 6, name: 'Bakkerij Zuid' },
            ],
            bikeTypes: [{ __typename: 'BikeType', id: 5, name: 'Speed pedelec' }],
          },
        };
      default:
        return { data: null };
    }
  });
}

let location = '';
function Where() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
}

function renderPage(path = '/employersportal/quotations') {
  renderWithUnmount(path);
}

function renderWithUnmount(path = '/employersportal/quotations') {
  return render(
    <Provider value={server()}>
      <MemoryRouter initialEntries={[path]}>
        <App>
          <Routes>
            <Route path="/employersportal/quotations/:quotationId?" element={<EmployerQuotationsPage />} />
          </Routes>
          <Where />
        </App>
      </MemoryRouter>
    </Provider>,
  );
}

const listRequests = () => requests.filter((request) => request.operationName === 'EmployerQuotations');
const lastVariables = () =>
  listRequests().at(-1)?.variables as Record<string, Record<string, unknown> | null>;

beforeEach(() => {
  sessionStorage.clear();
  requests = [];
  answer = {
    items: [
      row(1, { approved: true, reason: 'Akkoord HR' }),
      row(2, { approved: false, reason: 'Budget op' }),
    ],
  };
});
afterEach(() => vi.unstubAllGlobals());

describe('EmployerQuotationsPage', () => {
  it('shows the columns: dates DD/MM/YYYY, the amount in euro, the contract end status and the decision icons with their reason', async () => {
    sessionStorage.setItem(
      'list:employer-quotations:columns',
      JSON.stringify(
        ['quotation_number', 'contract_end_status', 'license_number', 'start_date', 'end_date'].concat([
          'lease_amount_vat',
          'approved',
        ]),
      ),
    );
    renderPage();
    expect(await screen.findByText('Q000001')).toBeTruthy();
    expect(screen.getAllByText('15/01/2025')).toHaveLength(2);
    expect(screen.getAllByText('€ 1.234,56')).toHaveLength(2);
    expect(screen.getByText('contractEndStatus.RETURN')).toBeTruthy();
    expect(screen.getByText('S-ABC-123')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'employerQuotations.approved: Akkoord HR' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'employerQuotations.refused: Budget op' })).toBeTruthy();
  });

  it('lets the user choose and order the columns, kept for the tab', async () => {
    const headers = () =>
      Array.from(document.querySelectorAll('thead th'))
        .map((cell) => cell.textContent)
        .filter(Boolean);
    const { unmount } = renderWithUnmount();
    await screen.findByText('Q000001');
    expect(headers()).toEqual([
      'quotationList.number',
      'quotationList.employee',
      'quotationList.orderStatus',
      'quotationList.company',
      'employerQuotations.startDate',
      'employerQuotations.endDate',
      'employerQuotations.leaseAmountVat',
      'employerQuotations.approved',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /list\.columns/ }));
    const settings = await screen.findByTestId('column-settings');
    fireEvent.click(within(settings).getByRole('checkbox', { name: 'employerQuotations.licenseNumber' }));
    fireEvent.click(within(settings).getByRole('checkbox', { name: 'quotationList.company' }));
    // The number is fixed at the left and the decision at the right: moves happen between them.
    fireEvent.click(within(settings).getAllByRole('button', { name: 'list.columnUp' })[2]);
    const expected = [
      'quotationList.number',
      'quotationList.orderStatus',
      'quotationList.employee',
      'employerQuotations.startDate',
      'employerQuotations.endDate',
      'employerQuotations.leaseAmountVat',
      'employerQuotations.licenseNumber',
      'employerQuotations.approved',
    ];
    await waitFor(() => expect(headers()).toEqual(expected));
    unmount();
    renderWithUnmount();
    await screen.findByText('Q000001');
    expect(headers()).toEqual(expected);
  });

  it('sends the filters from the address, a number in its stored form, and the sort', async () => {
    renderPage(
      '/employersportal/quotations?quotation_number=q12&order_status_id=6&company_id=5&end_month=2028-01&sort=-end_date',
    );
    await screen.findByText('Q000001');
    expect(lastVariables().filter).toMatchObject({
      quotation_id: null,
      quotation_number: 'Q000012',
      order_status_id: 6,
      company_id: 5,
      end_month: '2028-01',
    });
    expect(lastVariables().sort).toEqual({ field: 'end_date', direction: 'desc' });
  });

  it('filters on a company picked from the searchable dropdown', async () => {
    renderPage();
    await screen.findByText('Q000001');
    const picker = screen.getByRole('combobox', { name: 'quotationList.company' });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'Zuid' } });
    await waitFor(() =>
      expect(document.querySelector('.ant-select-item-option[title="Bakkerij Zuid"]')).toBeTruthy(),
    );
    fireEvent.click(document.querySelector('.ant-select-item-option[title="Bakkerij Zuid"]')!);
    await waitFor(() => expect(lastVariables().filter?.company_id).toBe(6));
  });

  it('refuses a page below 1 with the spec message and goes to a typed page on Enter', async () => {
    answer = { items: [row(1, null)], total: 95 };
    renderPage();
    await screen.findByText('Q000001');
    const typePage = (value: string) => {
      const box = screen.getByRole('textbox', { name: 'list.page' });
      fireEvent.change(box, { target: { value } });
      fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
      // The input takes one Enter per key press: it waits for the key to come up.
      fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    };
    typePage('3');
    await waitFor(() => expect(location).toContain('page=3'));
    typePage('0');
    expect(await screen.findByText('errors.pageTooLow')).toBeTruthy();
    await waitFor(() => expect(listRequests().at(-1)?.variables.page).toBe(3));
  });

  it('pre-filters to the quotation of the address and opens it; RESET returns to the plain list', async () => {
    answer = { items: [] };
    renderPage('/employersportal/quotations/42');
    const empty = await screen.findByText('employerQuotations.empty');
    expect(lastVariables().filter?.quotation_id).toBe(42);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    fireEvent.click(
      within(empty.closest('.ant-empty') as HTMLElement).getByRole('button', { name: 'list.reset' }),
    );
    await waitFor(() => expect(lastVariables().filter?.quotation_id).toBeNull());
    expect(location).toBe('/employersportal/quotations');
  });

  it('shows the quotation of "Raadplegen" and every dropdown filter as chips, each removable', async () => {
    answer = { items: [row(1, { approved: true, reason: 'ok' })] };
    renderPage('/employersportal/quotations/1?order_status_id=6&company_id=5&end_month=2028-01');
    const chips = await screen.findByTestId('filter-chips');
    await waitFor(() => expect(chips.textContent).toContain('employerQuotations.quotation: Q000001'));
    expect(chips.textContent).toContain('quotationList.orderStatus: Verzonden');
    expect(chips.textContent).toContain('quotationList.company: Bakkerij Noord');
    expect(chips.textContent).toContain('employerQuotations.endMonth: 01/2028');
    const removers = within(chips).getAllByRole('button', { name: 'list.removeFilter' });
    fireEvent.click(removers[2]);
    await waitFor(() => expect(lastVariables().filter?.company_id).toBeNull());
    expect(lastVariables().filter?.order_status_id).toBe(6);
    fireEvent.click(within(screen.getByTestId('filter-chips')).getByRole('button', { name: 'list.reset' }));
    await waitFor(() => expect(location).toBe('/employersportal/quotations'));
  });

  it("opens the detail modal of the clicked row's quotation", async () => {
    renderPage();
    fireEvent.click(await screen.findByText('Werknemer 2'));
    // The modal's contents have their own test (quotation-detail-modal.test.tsx): here, that the
    // dialog opens and asks for the clicked quotation, not another.
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await waitFor(() =>
      expect(requests.filter((request) => request.operationName === 'EmployerQuotation')).toEqual([
        expect.objectContaining({ variables: { id: 2 } }),
      ]),
    );
  });

  it('exports with the filters and sort of the list, showing rows received on the way', async () => {
    const encoder = new TextEncoder();
    let push: (text: string | null) => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => (text === null ? controller.close() : controller.enqueue(encoder.encode(text)));
      },
    });
    const download = vi.fn(
      async () =>
        new Response(body, {
          headers: {
            'x-row-count': '2',
            'content-disposition': 'attachment; filename="quotations-2026-11-03.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', download);
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    renderPage('/employersportal/quotations?employee_name=jan&sort=start_date');
    await screen.findByText('Q000001');
    fireEvent.click(screen.getByRole('button', { name: /employerQuotations.export/ }));
    expect(download).toHaveBeenCalledWith(
      '/files/employer-quotations.csv?employee_name=jan&sort=start_date',
      expect.anything(),
    );
    await act(async () => push('\uFEFFheader\r\nQ1;a\r\n'));
    expect(await screen.findByText('employerQuotations.exportProgress')).toBeTruthy();
    await act(async () => {
      push('Q2;b\r\n');
      push(null);
    });
    expect(await screen.findByText('employerQuotations.exportDone')).toBeTruthy();
  });

  it('says why the server refused an export, and a plain failure when it did not say', async () => {
    const busy = { error: { code: 'EXPORT_BUSY', i18nKey: 'errors.exportBusy', message: 'busy' } };
    const refusals = [
      new Response(JSON.stringify(busy), { status: 429, headers: { 'content-type': 'application/json' } }),
      new Response('upstream gone', { status: 502 }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusals.shift()!),
    );
    renderPage();
    await screen.findByText('Q000001');
    const exportButton = screen.getByRole('button', { name: /employerQuotations.export/ });
    fireEvent.click(exportButton);
    expect(await screen.findByText('errors.exportBusy')).toBeTruthy();
    fireEvent.click(exportButton);
    expect(await screen.findByText('employerQuotations.exportFailed')).toBeTruthy();
  });
});
