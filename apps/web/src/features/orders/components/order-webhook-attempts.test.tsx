import { render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { OrderWebhookAttempts } from './order-webhook-attempts';
import { liveServer, server } from '../../../test/quotation-overview-fixtures';

const attempt = (id: number, status_code: number | null) => ({
  __typename: 'WebhookAttempt',
  id,
  date: '2026-03-04T13:05:09.000Z',
  url: `https://hooks.example/${id}`,
  status_code,
  ok: status_code === 200,
  response: null,
});

const page = (...items: ReturnType<typeof attempt>[]) => ({
  webhookAttemptsByQuotationId: {
    __typename: 'WebhookAttemptPage',
    total: items.length,
    page: 1,
    size: 5,
    items,
  },
});

function renderAttempts(client: Parameters<typeof Provider>[0]['value']) {
  render(
    <Provider value={client}>
      <App>
        <OrderWebhookAttempts quotationId={7} />
      </App>
    </Provider>,
  );
}

describe('OrderWebhookAttempts', () => {
  it('shows each call to the second: Ok only for 200, every other answer Niet ok', async () => {
    renderAttempts(server({ OrderWebhookAttempts: page(attempt(1, 200), attempt(2, 201), attempt(3, 500)) }));
    const ok = (await screen.findByText('https://hooks.example/1')).closest('tr')!;
    expect(within(ok).getByText('04-03-2026 14:05:09')).toBeTruthy();
    expect(within(ok).getByText(/200 webhooks.resultOk/)).toBeTruthy();
    const accepted = screen.getByText('https://hooks.example/2').closest('tr')!;
    expect(within(accepted).getByText(/201 webhooks.resultNotOk/)).toBeTruthy();
    const failed = screen.getByText('https://hooks.example/3').closest('tr')!;
    expect(within(failed).getByText(/500 webhooks.resultNotOk/)).toBeTruthy();
  });

  it('shows a call recorded meanwhile without a reload, and ignores calls of other quotations', async () => {
    let recorded = [attempt(1, 500)];
    const { client, push } = liveServer(() => ({ data: page(...recorded) }));
    renderAttempts(client);
    await screen.findByText('https://hooks.example/1');

    recorded = [attempt(2, 200), attempt(1, 500)];
    await push('quotationChanged', { quotation_id: 8, employee_id: 3 });
    expect(screen.queryByText('https://hooks.example/2')).toBeNull();
    await push('quotationChanged', { quotation_id: 7, employee_id: 3 });
    expect(await screen.findByText('https://hooks.example/2')).toBeTruthy();
  });
});
