import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Client, fetchExchange, Provider } from 'urql';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorTranslations } from '@spokes/domain/errors';
import { i18n } from '../../../lib/i18n/i18n';
import type { Viewer, ViewerContextValue } from '../../../lib/viewer/viewer-context';
import { ViewerContext } from '../../../lib/viewer/viewer-context';
import { EmployeesPage, matchesName } from './employees-page';
import { superUserViewer } from '../../../test/render-signed-in';

const viewer = superUserViewer({ first_name: 'Sam', last_name: 'Super' });

beforeAll(() => {
  const nl = Object.fromEntries(Object.entries(errorTranslations).map(([key, texts]) => [key, texts.nl]));
  i18n.addResourceBundle('nl', 'translation', nl);
});

function renderPage(who: Viewer) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { employeeSearch: [] } })));
  const client = new Client({ url: 'http://localhost/graphql', exchanges: [fetchExchange], fetch });
  const state = { status: 'signed-in', viewer: who } as const;
  const value: ViewerContextValue = { state, refresh: async () => state, signOut: async () => {} };
  render(
    <ViewerContext.Provider value={value}>
      <Provider value={client}>
        <MemoryRouter initialEntries={['/employees']}>
          <App>
            <Routes>
              <Route path="/employees" element={<EmployeesPage />} />
              <Route path="/" element={<p>home</p>} />
            </Routes>
          </App>
        </MemoryRouter>
      </Provider>
    </ViewerContext.Provider>,
  );
  return { fetch };
}

describe('EmployeesPage without a company', () => {
  it('asks a super user for at least 5 characters before searching', async () => {
    const { fetch } = renderPage(viewer);
    fireEvent.change(screen.getByLabelText('employees.searchAll'), { target: { value: ' jan ' } });
    fireEvent.click(screen.getByRole('button', { name: 'employees.search' }));
    expect(await screen.findByText('Input should be at least 5 characters long')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('employees.searchAll'), { target: { value: 'Janssens' } });
    fireEvent.click(screen.getByRole('button', { name: 'employees.search' }));
    expect(await screen.findByText('employees.none')).toBeTruthy();
    expect(screen.queryByText('Input should be at least 5 characters long')).toBeNull();
  });

  it('sends anyone else home', () => {
    renderPage({ ...viewer, superUser: false, backoffice: false, dealerIds: [10] });
    expect(screen.getByText('home')).toBeTruthy();
  });
});

describe('matchesName', () => {
  it('matches first or last name in any case', () => {
    const an = { first_name: 'An', last_name: 'Peeters' };
    expect(matchesName(an, 'pee')).toBe(true);
    expect(matchesName(an, ' AN ')).toBe(true);
    expect(matchesName(an, 'jan')).toBe(false);
    expect(matchesName(an, '')).toBe(true);
  });
});
