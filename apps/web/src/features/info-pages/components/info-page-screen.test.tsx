import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider, type Client } from 'urql';
import { describe, expect, it } from 'vitest';
import { fromValue } from 'wonka';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import type { Viewer, ViewerContextValue, ViewerState } from '../../../lib/viewer/viewer-context';
import { ViewerContext } from '../../../lib/viewer/viewer-context';
import { plainViewer } from '../../../test/render-signed-in';
import { InfoPageScreen } from './info-page-screen';

type Operation = { query: { definitions: readonly { name?: { value: string } }[] }; variables: unknown };
const operationName = (operation: Operation) => operation.query.definitions[0]?.name?.value;

const DAMAGE_FR =
  '<h3>Dommages et assurance</h3><table><tbody><tr><th>Société de leasing</th><th>Franchise</th></tr>' +
  '<tr><td>Lease Partners</td><td>75 EUR</td></tr></tbody></table>';

function fakeClient() {
  const queries: { name: string | undefined; variables: unknown }[] = [];
  const client = {
    executeQuery: (operation: Operation) => {
      queries.push({ name: operationName(operation), variables: operation.variables });
      if (operationName(operation) === 'InfoPageTexts')
        return fromValue({
          data: {
            infoPageTexts: [
              {
                __typename: 'InfoPage',
                slug: 'info-damage',
                language: 'nl',
                html: '<p>Schade en verzekering</p>',
              },
              { __typename: 'InfoPage', slug: 'info-damage', language: 'fr', html: DAMAGE_FR },
            ],
          },
        });
      return fromValue({
        data: { infoPage: { __typename: 'InfoPage', slug: 'info-damage', language: 'fr', html: DAMAGE_FR } },
      });
    },
    executeMutation: () => fromValue({ data: {} }),
  };
  return { client: client as unknown as Client, queries };
}

const base = plainViewer({ email: 'revendeur@demo.test', first_name: 'Rémi', last_name: 'Revendeur' });
const dealer: Viewer = {
  ...base,
  language: 'fr',
  dealerIds: [10],
  dealers: [{ id: 10, name: 'Fietsen Jan' }],
};

function renderAt(path: string, state: ViewerState) {
  const fake = fakeClient();
  const value: ViewerContextValue = { state, refresh: async () => state, signOut: async () => {} };
  render(
    <ViewerContext.Provider value={value}>
      <Provider value={fake.client}>
        <App>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/employersportal/:slug" element={<InfoPageScreen />} />
              <Route path="/:slug" element={<InfoPageScreen />} />
            </Routes>
          </MemoryRouter>
        </App>
      </Provider>
    </ViewerContext.Provider>,
  );
  return fake;
}

describe('InfoPageScreen', () => {
  it("shows the page the server sends in the viewer's language, with its table, and no edit action for a dealer", async () => {
    const { queries } = renderAt('/info-damage', { status: 'signed-in', viewer: dealer });
    expect(await screen.findByRole('cell', { name: 'Lease Partners' })).toBeTruthy();
    expect(screen.getByTestId('info-page-html').getAttribute('lang')).toBe('fr');
    expect(queries).toEqual([{ name: 'InfoPage', variables: { slug: 'info-damage' } }]);
    expect(screen.getByRole('heading', { name: 'infoPages.title.info-damage' })).toBeTruthy();
    expect(screen.queryByTestId('info-page-edit')).toBeNull();
  });

  it('links the four pages under the portal it is shown in', async () => {
    renderAt('/employersportal/info-damage', {
      status: 'signed-in',
      viewer: { ...dealer, dealerIds: [], companyIds: [3] },
    });
    await screen.findByTestId('info-page-html');
    expect(screen.getByTestId('info-tab-contact').getAttribute('href')).toBe('/employersportal/contact');
    expect(screen.getByTestId('info-tab-info-end-of-lease').getAttribute('href')).toBe(
      '/employersportal/info-end-of-lease',
    );
  });

  it('shows an empty page while the user details are not loaded', () => {
    const { queries } = renderAt('/contact', { status: 'loading' });
    expect(screen.queryByTestId('info-page')).toBeNull();
    expect(queries).toEqual([]);
  });

  it('gives a super user the editor, with the Dutch or French text to edit', async () => {
    const { queries } = renderAt('/info-damage', {
      status: 'signed-in',
      viewer: { ...dealer, superUser: true },
    });
    await userEvent.click(await screen.findByTestId('info-page-edit'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await waitFor(() =>
      expect(queries).toContainEqual({ name: 'InfoPageTexts', variables: { slug: 'info-damage' } }),
    );
    const save = await screen.findByTestId('info-page-save');
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /infoPages.language.nl/ }).textContent).toContain(
        'Schade en verzekering',
      ),
    );
    await userEvent.click(screen.getByTestId('info-page-language-fr'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /infoPages.language.fr/ }).textContent).toContain(
        'Lease Partners',
      ),
    );
    // The editor keeps the table per leasing company rather than flattening it to paragraphs.
    const editor = screen.getByRole('textbox', { name: /infoPages.language.fr/ });
    expect(within(editor).getByRole('cell', { name: 'Lease Partners' })).toBeTruthy();
    expect(within(editor).getByRole('columnheader', { name: 'Franchise' })).toBeTruthy();
  });
});
