import { act, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import type * as ChartJs from 'chart.js';
import type { ChartConfiguration } from 'chart.js';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Provider, type Client } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { fromValue } from 'wonka';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { DashboardPage } from './dashboard-page';

// jsdom draws no canvas: the charts are checked through the configuration they are given.
const charts = vi.hoisted(() => [] as { config: unknown; destroyed: boolean }[]);
vi.mock('chart.js', async (original) => ({
  ...(await original<typeof ChartJs>()),
  Chart: class {
    static register() {}
    entry: { config: unknown; destroyed: boolean };
    constructor(_canvas: unknown, config: unknown) {
      this.entry = { config, destroyed: false };
      charts.push(this.entry);
    }
    destroy() {
      this.entry.destroyed = true;
    }
  },
}));

const slice = (id: number, name: string, count: number) => ({
  __typename: 'DashboardSlice',
  id,
  name,
  count,
});

function renderDashboard(companies: ReturnType<typeof slice>[] | null) {
  charts.length = 0;
  const client = {
    executeQuery: () =>
      fromValue({
        data: {
          employerDashboard: {
            __typename: 'EmployerDashboard',
            statuses: [slice(2, 'Getekend', 2), slice(8, 'Geweigerd', 1)],
            bike_types: [slice(5, 'Elektrische fiets', 3)],
            companies,
          },
        },
      }),
  } as unknown as Client;
  function Where() {
    const location = useLocation();
    return <output>{location.pathname + location.search}</output>;
  }
  render(
    <Provider value={client}>
      <App>
        <MemoryRouter initialEntries={['/employersportal/dashboard']}>
          <Routes>
            <Route path="/employersportal/dashboard" element={<DashboardPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </App>
    </Provider>,
  );
}

const live = () => charts.filter((chart) => !chart.destroyed);

describe('DashboardPage', () => {
  it('draws the status bars and the bike-type pie, each bar and slice a link to the filtered list', async () => {
    renderDashboard(null);
    const statuses = await screen.findByRole('region', { name: 'dashboard.statuses' });
    expect(within(statuses).getByRole('img', { name: 'dashboard.statuses' })).toBeTruthy();
    expect(within(statuses).getByRole('link', { name: 'Getekend: 2' }).getAttribute('href')).toBe(
      '/employersportal/quotations?order_status_id=2',
    );
    expect(screen.getByRole('link', { name: 'Elektrische fiets: 3' }).getAttribute('href')).toBe(
      '/employersportal/quotations?bike_type_id=5',
    );
    expect(screen.queryByText('dashboard.companies')).toBeNull();
    expect(live().map((chart) => (chart.config as ChartConfiguration).type)).toEqual(['bar', 'pie']);
  });

  it('shows the companies pie when the server sends it, and a click on a slice opens the list', async () => {
    renderDashboard([slice(1, 'Holding Noord', 3), slice(4, 'Bakkerij Noord', 1)]);
    expect(await screen.findByText('dashboard.companies')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bakkerij Noord: 1' }).getAttribute('href')).toBe(
      '/employersportal/quotations?company_id=4',
    );
    const companiesPie = live()[2].config as ChartConfiguration<'pie'>;
    expect(companiesPie.data.labels).toEqual(['Holding Noord', 'Bakkerij Noord']);
    act(() => companiesPie.options!.onClick!({} as never, [{ index: 1 } as never], {} as never));
    expect(await screen.findByText('/employersportal/quotations?company_id=4')).toBeTruthy();
  });
});
