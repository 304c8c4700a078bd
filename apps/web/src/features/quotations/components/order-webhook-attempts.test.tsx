import { render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { OrderWebhookAttempts } from './order-webhook-attempts';
import { server } from './quotation-overview-fixtures';

const attempt = (id: number, status_code: number, ok: boolean) => ({
  __typename: 'WebhookAttempt',
  id,
  date: '2026-03-04T13:05:09.000Z',
  url: `https://hooks.example/${id}`,
  status_code,
  ok,
  response: null,
});

describe('OrderWebhookAttempts', () => {
  it('shows each call to the second, OK only for 200', async () => {
    const fake = server({
      OrderWebhookAttempts: {
        webhookAttemptsByQuotationId: {
          __typename: 'WebhookAttemptPage',
          total: 2,
          page: 1,
          size: 5,
          items: [attempt(1, 200, true), attempt(2, 201, false)],
        },
      },
    });
    render(
      <Provider value={fake}>
        <App>
          <OrderWebhookAttempts quotationId={7} />
        </App>
      </Provider>,
    );
    const ok = (await screen.findByText('https://hooks.example/1')).closest('tr')!;
    expect(within(ok).getByText('04-03-2026 14:05:09')).toBeTruthy();
    expect(within(ok).getByText(/200 webhooks.ok/)).toBeTruthy();
    const failed = screen.getByText('https://hooks.example/2').closest('tr')!;
    expect(within(failed).getByText(/201 webhooks.failed/)).toBeTruthy();
  });
});
