import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../lib/i18n/i18n';
import { QuotationOverviewHeader } from './quotation-overview-header';
import {
  DELIVERABLE,
  DELIVERED,
  liveServer,
  order,
  quotation,
  type Order,
} from '../../test/quotation-overview-fixtures';

type Request = { operationName: string | null; variables: Record<string, unknown> };

function renderHeader(value: Order, superUser = true) {
  const sent: Request[] = [];
  const { client } = liveServer((request) => {
    sent.push(request);
    return {
      data: {
        setContractEndStatus: {
          __typename: 'Quotation',
          id: 7,
          order: { __typename: 'Order', id: 11, contract_end_status: request.variables.contract_end_status },
        },
      },
    };
  });
  render(
    <Provider value={client}>
      <App>
        <QuotationOverviewHeader quotation={quotation([], value)} superUser={superUser} />
      </App>
    </Provider>,
  );
  return sent;
}

const control = () => screen.findByRole('combobox', { name: 'quotationOverview.contractEndStatus' });
const option = (title: string) =>
  document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);

async function open() {
  fireEvent.mouseDown(await control());
  await waitFor(() => expect(option('quotationOverview.contractEndStatusNone')).toBeTruthy());
}

describe('the contract end status on the overview', () => {
  it('sets Schade, Overname or Teruggave on a delivered order, with a toast', async () => {
    const sent = renderHeader(order(DELIVERED));
    await open();
    for (const code of ['DAMAGE', 'TAKEOVER', 'RETURN'])
      expect(option(`contractEndStatus.${code}`)?.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(option('contractEndStatus.TAKEOVER')!);
    expect(await screen.findByText('quotationOverview.contractEndStatusUpdated')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({
      operationName: 'SetContractEndStatus',
      variables: { quotation_id: 7, contract_end_status: 'TAKEOVER' },
    });
  });

  it('clears it with the empty choice', async () => {
    const sent = renderHeader(order(DELIVERED, 'RETURN'));
    await open();
    fireEvent.click(option('quotationOverview.contractEndStatusNone')!);
    await waitFor(() =>
      expect(sent.at(-1)?.variables).toEqual({ quotation_id: 7, contract_end_status: null }),
    );
  });

  it('is disabled before delivery, saying why', async () => {
    renderHeader(order(DELIVERABLE));
    const select = (await control()).closest('.ant-select')!;
    expect(select.classList.contains('ant-select-disabled')).toBe(true);
    fireEvent.mouseEnter(select);
    expect(await screen.findByText('errors.contractEndBeforeDelivery')).toBeTruthy();
  });

  it('offers only the clearing of a value left from before a status was set back', async () => {
    renderHeader(order(DELIVERABLE, 'DAMAGE'));
    await open();
    expect(option('quotationOverview.contractEndStatusNone')?.getAttribute('aria-disabled')).toBe('false');
    expect(option('contractEndStatus.RETURN')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('is not shown to a dealer', async () => {
    renderHeader(order(DELIVERED), false);
    await screen.findByTestId('order-status');
    expect(screen.queryByText('quotationOverview.contractEndStatus')).toBeNull();
  });
});
