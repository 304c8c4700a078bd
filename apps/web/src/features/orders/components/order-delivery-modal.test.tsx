import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { liveServer } from '../../../test/quotation-overview-fixtures';
import { OrderDeliveryModal } from './order-delivery-modal';

type Sent = { operationName: string | null; variables: Record<string, unknown> };

async function deliverWithPickUp(typed: string) {
  const sent: Sent[] = [];
  const { client } = liveServer((request) => {
    sent.push(request);
    return { data: { uploadDeliveryDocuments: { __typename: 'Order', id: 11 } } };
  });
  render(
    <Provider value={client}>
      <App>
        <OrderDeliveryModal orderId={11} onClose={() => {}} />
      </App>
    </Provider>,
  );
  const dialog = await screen.findByRole('dialog');
  const pdf = (name: string) => new File([new Uint8Array(10)], name, { type: 'application/pdf' });
  // The picker renews its input after each choice: look it up every time.
  const fileInput = (index: number) => dialog.querySelectorAll<HTMLInputElement>('input[type="file"]')[index];
  fireEvent.change(fileInput(0), { target: { files: [pdf('invoice.pdf')] } });
  await screen.findByText('invoice.pdf');
  fireEvent.change(fileInput(1), { target: { files: [pdf('receipt.pdf')] } });
  await screen.findByText('receipt.pdf');
  const day = within(dialog).getByLabelText('quotationOverview.pickupDate');
  fireEvent.change(day, { target: { value: typed } });
  fireEvent.keyDown(day, { key: 'Enter' });
  fireEvent.click(within(dialog).getByRole('button', { name: /OK/i }));
  await waitFor(() => expect(sent).toHaveLength(1));
  return sent[0]!.variables;
}

describe('OrderDeliveryModal', () => {
  it('takes the pick-up date as shown, DD/MM/YYYY, stored at 11:00 in Brussels', async () => {
    const variables = await deliverWithPickUp('07/01/2026');
    expect(variables).toMatchObject({ order_id: 11, pickup_date: '2026-01-07T10:00:00.000Z' });
  });

  it('takes a pick-up date typed without its leading zeros, as 7/1/2026', async () => {
    const variables = await deliverWithPickUp('7/1/2026');
    expect(variables).toMatchObject({ order_id: 11, pickup_date: '2026-01-07T10:00:00.000Z' });
  });
});
