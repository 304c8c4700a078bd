import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { beforeEach, describe, expect, it } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { ViewerContext, type Viewer, type ViewerState } from '../../../lib/viewer/viewer-context';
import { QuotationListPage } from './quotation-list-page';
import { dealerViewer } from '../../../test/render-signed-in';
import { answeringClient, type SentOperation } from '../../../test/answering-client';

const dealerUser = dealerViewer({ id: 10, name: 'Fietsen Jan' }, { first_name: 'Dirk', last_name: 'Dealer' });
const superUser: Viewer = { ...dealerUser, superUser: true, dealerIds: [], dealers: [] };

function row(id: number, withOrder: boolean) {
  return {
    __typename: 'QuotationListItem',
    id,
    quotation_number: `Q00000${id}`,
    quotation_date: '2026-11-03T10:00:00.000Z',
    bike_type: { __typename: 'BikeType', id: 2, name: 'Fiets' },
    deliverability: null,
    employee: { __typename: 'QuotationListEmployee', id: 70 + id, full_name: `Werknemer ${id}` },
    company: { __typename: 'NamedRef', id: 5, name: 'Bakkerij Noord' },
    invoice_target_name: 'Axus',
    dealer: { __typename: 'NamedRef', id: 10, name: 'Fietsen Jan' },
    active: true,
    order_id: withOrder ? 900 + id : null,
    order_status: withOrder ? { __typename: 'OrderStatus', id: 2, code: 'SIGNED', name: 'Getekend' } : null,
    status_since: withOrder ? '2026-01-05T09:00:00.000Z' : null,
    status_working_days: withOrder ? 230 : null,
    late_from: withOrder ? '2026-01-09T23:00:00.000Z' : null,
    late: withOrder,
  };
}

type Answer = { items?: ReturnType<typeof row>[]; total?: number; error?: string; mutationFails?: boolean };
let answer: Answer;
let requests: SentOperation[];

function server() {
  return answeringClient((body) => {
    requests.push(body);
    switch (body.operationName) {
      case 'QuotationList': {
        if (answer.error) return { errors: [{ message: answer.error }], data: null };
        const items = answer.items ?? [];
        const quotations = {
          __typename: 'QuotationListPage',
          items,
          total: answer.total ?? items.length,
          total_capped: false,
          page: 1,
          size: 10,
        };
        return { data: { quotations } };
      }
      case 'OrderStatuses':
        return {
          data: {
            orderStatuses: [{ __typename: 'OrderStatus', id: 2, code: 'SIGNED', name: 'Getekend', index: 2 }],
          },
        };
      case 'DealerChoices':
        return {
          data: {
            dealers: [
              { __typename: 'DealerChoice', id: 10, name: 'Fietsen Jan', active: true },
              { __typename: 'DealerChoice', id: 11, name: 'Velo Zuid', active: true },
            ],
          },
        };
      case 'SetQuotationsActive':
      case 'ChangeQuotationDealer':
        if (answer.mutationFails) return { errors: [{ message: 'refused' }], data: null };
        return {
          data:
            body.operationName === 'SetQuotationsActive'
              ? { setQuotationsActive: [] }
              : {
                  changeQuotationDealer: {
                    __typename: 'QuotationListItem',
                    id: 1,
                    dealer: row(1, true).dealer,
                  },
                },
        };
      default:
        return { data: null };
    }
  });
}

function renderList(viewer: Viewer, path = '/quotations') {
  const state: ViewerState = { status: 'signed-in', viewer };
  render(
    <Provider value={server()}>
      <ViewerContext value={{ state, refresh: async () => state, signOut: async () => {} }}>
        <MemoryRouter initialEntries={[path]}>
          <App>
            <QuotationListPage />
          </App>
        </MemoryRouter>
      </ViewerContext>
    </Provider>,
  );
}

const listRequests = () => requests.filter((request) => request.operationName === 'QuotationList');
const lastFilter = () => listRequests().at(-1)?.variables.filter as Record<string, unknown>;

beforeEach(() => {
  sessionStorage.clear();
  requests = [];
  answer = { items: [row(1, true), row(2, false)] };
});

describe('QuotationListPage', () => {
  it('shows a row with its number as a link to the overview, its date and "no order"', async () => {
    renderList(dealerUser);
    const link = await screen.findByRole('link', { name: 'Q000002' });
    expect(link.getAttribute('href')).toBe('/quotations/72/2');
    expect(screen.getAllByText('03/11/2026')).toHaveLength(2);
    expect(screen.getByText('Getekend')).toBeTruthy();
    expect(screen.getByText('quotationList.noOrder')).toBeTruthy();
  });

  it('asks a dealer user for the quotations of its chosen dealer, without the dealer column', async () => {
    renderList(dealerUser);
    await screen.findByRole('link', { name: 'Q000001' });
    expect(lastFilter().dealer_id).toBe(10);
    expect(screen.queryAllByRole('columnheader', { name: 'quotationList.dealer' })).toHaveLength(0);
    expect(requests.some((request) => request.operationName === 'DealerChoices')).toBe(false);
  });

  it('gives a super user the dealer column and every dealer', async () => {
    renderList(superUser);
    await screen.findByRole('link', { name: 'Q000001' });
    expect(screen.getAllByRole('columnheader', { name: 'quotationList.dealer' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('combobox', { name: /quotationList.dealerOf/ })).toHaveLength(2);
    expect(lastFilter().dealer_id).toBeNull();
  });

  it('sends the filters from the address: a number in its stored form, "no order" its own flag', async () => {
    renderList(
      dealerUser,
      '/quotations?quotation_number=123&order_status=none&employee_name=jan&active_only=true',
    );
    await screen.findByRole('link', { name: 'Q000001' });
    expect(lastFilter()).toMatchObject({
      quotation_number: 'Q000123',
      no_order: true,
      order_status_id: null,
      employee_name: 'jan',
      active_only: true,
    });
  });

  it('restricts to active quotations with the header checkbox', async () => {
    renderList(dealerUser);
    await screen.findByRole('link', { name: 'Q000001' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'quotationList.activeOnly' }));
    await waitFor(() => expect(lastFilter().active_only).toBe(true));
  });

  it('marks an order past its limit late, and asks for late orders only when the address says so', async () => {
    // Row 3's late_from has passed by the browser's clock, but the server counts it not late (a
    // limit raised since): the tag follows the server, as the late filter does.
    answer = { items: [row(1, true), row(2, false), { ...row(3, true), late: false }] };
    renderList(dealerUser, '/quotations?late_only=true');
    await screen.findByRole('link', { name: 'Q000003' });
    // Row 1's order is past its limit: its age is a red tag; row 2 has no order and no age.
    expect(document.querySelectorAll('.ant-tag-error')).toHaveLength(1);
    expect(lastFilter().late_only).toBe(true);
  });

  it('goes to the page typed in the page box on Enter', async () => {
    answer = { items: [row(1, true)], total: 95 };
    renderList(dealerUser);
    await screen.findByRole('link', { name: 'Q000001' });
    const box = screen.getByRole('textbox', { name: 'list.page' });
    fireEvent.change(box, { target: { value: '4' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(listRequests().at(-1)?.variables.page).toBe(4));
  });

  it('shows the empty state, whose RESET clears every filter', async () => {
    answer = { items: [] };
    renderList(dealerUser, '/quotations?company_name=nergens');
    const empty = await screen.findByText('quotationList.empty');
    expect(lastFilter().company_name).toBe('nergens');
    fireEvent.click(
      within(empty.closest('.ant-empty') as HTMLElement).getByRole('button', { name: 'list.reset' }),
    );
    await waitFor(() => expect(lastFilter().company_name).toBeNull());
  });

  it('shows a failed list query as "Error: {message}"', async () => {
    answer = { error: 'boom' };
    renderList(dealerUser);
    expect(await screen.findByText('quotationList.loadError')).toBeTruthy();
  });

  it('switches the selected rows active or inactive in one call', async () => {
    renderList(dealerUser);
    await screen.findByRole('link', { name: 'Q000001' });
    const [first, second] = document.querySelectorAll('.ant-table-tbody .ant-checkbox-input');
    fireEvent.click(first);
    fireEvent.click(second);
    fireEvent.click(screen.getByRole('button', { name: 'quotationList.deactivate' }));
    await waitFor(() =>
      expect(requests.find((request) => request.operationName === 'SetQuotationsActive')?.variables).toEqual({
        ids: [1, 2],
        active: false,
      }),
    );
  });

  it('tells "Er ging iets mis..." when a switch fails', async () => {
    answer.mutationFails = true;
    renderList(dealerUser);
    await screen.findByRole('link', { name: 'Q000001' });
    fireEvent.click(screen.getAllByRole('switch', { name: 'quotationList.active' })[0]);
    expect(await screen.findByText('quotationList.updateFailed')).toBeTruthy();
  });

  it('tells a super user "offerte gewijzigd" after a change of dealer', async () => {
    renderList(superUser);
    await screen.findByRole('link', { name: 'Q000001' });
    const [picker] = screen.getAllByRole('combobox', { name: /quotationList.dealerOf/ });
    fireEvent.mouseDown(picker);
    await waitFor(() =>
      expect(document.querySelector('.ant-select-item-option[title="Velo Zuid"]')).toBeTruthy(),
    );
    fireEvent.click(document.querySelector('.ant-select-item-option[title="Velo Zuid"]')!);
    expect(await screen.findByText('quotationList.dealerChanged')).toBeTruthy();
  });
});
