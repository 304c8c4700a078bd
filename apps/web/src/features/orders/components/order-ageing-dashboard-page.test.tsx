import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { describe, expect, it } from 'vitest';
import { fromValue } from 'wonka';
// Sets up react-i18next; a key without a string answers itself.
import { i18n } from '../../../lib/i18n/i18n';
import { OrderStatusesDocument } from '../../../lib/reference/order-statuses.generated';
import { OrderAgeingDashboardPage } from './order-ageing-dashboard-page';

const statusRow = (id: number, medianDays: number | null, periods: number) => ({
  __typename: 'OrderAgeingStatus',
  order_status_id: id,
  orders: 4,
  late: 0,
  median_days: medianDays,
  periods,
});

function renderDashboard() {
  const client = {
    executeQuery: ({ query }: { query: unknown }) =>
      fromValue({
        data:
          query === OrderStatusesDocument
            ? {
                orderStatuses: [
                  { __typename: 'OrderStatus', id: 1, code: 'NEW', name: 'Nieuw', index: 1 },
                  { __typename: 'OrderStatus', id: 2, code: 'SIGNED', name: 'Getekend', index: 2 },
                  { __typename: 'OrderStatus', id: 4, code: 'APPROVED', name: 'Goedgekeurd', index: 4 },
                ],
              }
            : {
                orderAgeingDashboard: {
                  __typename: 'OrderAgeingDashboard',
                  statuses: [statusRow(1, 1.04, 3), statusRow(2, 2.5, 1), statusRow(4, null, 0)],
                  oldest_late: [],
                },
              },
      }),
  } as unknown as Client;
  render(
    <Provider value={client}>
      <App>
        <MemoryRouter>
          <OrderAgeingDashboardPage />
        </MemoryRouter>
      </App>
    </Provider>,
  );
}

describe('OrderAgeingDashboardPage', () => {
  it('names the median stay in days with the days’ own plural, and the orders it is taken over', async () => {
    i18n.addResourceBundle('nl', 'translation', {
      'ageingDashboard.days_one': '{{days}} dag',
      'ageingDashboard.days_other': '{{days}} dagen',
      'ageingDashboard.medianStay_one': '{{median}} (1 order)',
      'ageingDashboard.medianStay_other': '{{median}} ({{count}} orders)',
    });
    renderDashboard();
    const rowOf = async (status: string) => (await screen.findByText(status)).closest('tr')?.textContent;
    expect(await rowOf('Nieuw')).toContain('1 dag (3 orders)');
    expect(await rowOf('Getekend')).toContain('2,5 dagen (1 order)');
    expect(await rowOf('Goedgekeurd')).toContain('—');
  });
});
