import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { answeringClient, type SentOperation } from '../../../test/answering-client';
import { renderSignedIn, superUserViewer } from '../../../test/render-signed-in';
import { WebhooksTab } from './webhooks-tab';

const webhook = (id: number, url: string, filter: string | null) => ({
  __typename: 'Webhook',
  id,
  url,
  invoice_target_fk: 3,
  invoice_target_name: 'Axus',
  webhook_format_fk: 1,
  webhook_format_name: 'JSON',
  filter,
  deal_status_fk: null,
  deal_status_name: null,
});

const choice = (typename: string, id: number, code: string, name: string) => ({
  __typename: typename,
  id,
  code,
  name,
});

function renderTab() {
  const sent: SentOperation[] = [];
  const client = answeringClient((operation) => {
    sent.push(operation);
    switch (operation.operationName) {
      case 'Webhooks':
        return {
          data: {
            webhooks: [
              webhook(1, 'https://all.example/in', null),
              webhook(2, 'https://some.example/in', 'APPROVED, SHIPPED'),
            ],
          },
        };
      case 'WebhookFormChoices':
        return {
          data: {
            invoiceTargets: [{ __typename: 'InvoiceTarget', id: 3, name: 'Axus' }],
            orderStatuses: [choice('OrderStatus', 3, 'APPROVED', 'Goedgekeurd')],
            webhookOptions: {
              __typename: 'WebhookOptions',
              formats: [choice('WebhookChoice', 1, 'JSON', 'JSON')],
              deal_statuses: [choice('WebhookChoice', 6, 'INVOICED', 'Gefactureerd')],
            },
          },
        };
      case 'SendTestWebhook':
        return {
          data: {
            sendTestWebhook: {
              __typename: 'WebhookTestResult',
              url: 'https://some.example/in',
              status_code: 500,
              response: 'broken receiver',
              duration_ms: 42,
            },
          },
        };
      default:
        return { data: null, errors: [{ message: 'unexpected' }] };
    }
  });
  renderSignedIn(
    client,
    superUserViewer(),
    '/settings/webhooks',
    <Route path="/settings/webhooks" element={<WebhooksTab />} />,
  );
  return sent;
}

describe('WebhooksTab', () => {
  it('shows each filter as the statuses it names: all but Test when empty, an unknown code apart', async () => {
    renderTab();
    const all = (await screen.findByText('https://all.example/in')).closest('tr')!;
    expect(within(all).getByText('webhookSettings.allStatuses')).toBeTruthy();
    const some = screen.getByText('https://some.example/in').closest('tr')!;
    expect(await within(some).findByText('Goedgekeurd')).toBeTruthy();
    expect(within(some).getByText('SHIPPED')).toBeTruthy();
    expect(within(some).getByText('webhookSettings.anyDealStatus')).toBeTruthy();
  });

  it("sends a test event and shows the receiver's answer", async () => {
    const sent = renderTab();
    fireEvent.click(
      await screen.findByRole('button', { name: 'webhookSettings.sendTest https://some.example/in' }),
    );
    const answer = await screen.findByRole('dialog');
    expect(await within(answer).findByText('broken receiver')).toBeTruthy();
    expect(within(answer).getByText(/500 webhooks.resultNotOk/)).toBeTruthy();
    expect(within(answer).getByText('webhookSettings.testDurationMs')).toBeTruthy();
    expect(sent.find((operation) => operation.operationName === 'SendTestWebhook')?.variables).toEqual({
      id: 2,
    });
  });
});
