import { render } from '@testing-library/react';
import type { Client } from '@urql/core';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Routes } from 'react-router';
import { Provider } from 'urql';
import { ViewerContext, type Viewer, type ViewerState } from '../lib/viewer/viewer-context';

/** A user of one dealer (Dana Verkoper unless `values` says otherwise), as `me` answers it. */
export function dealerViewer(dealer: { id: number; name: string }, values: Partial<Viewer> = {}): Viewer {
  return plainViewer({
    email: 'dealer@demo.test',
    first_name: 'Dana',
    last_name: 'Verkoper',
    dealerIds: [dealer.id],
    dealers: [dealer],
    ...values,
  });
}

/** A back-office super user (Super User unless `values` says otherwise), as `me` answers it. */
export function superUserViewer(values: Partial<Viewer> = {}): Viewer {
  return plainViewer({
    email: 'super@demo.test',
    first_name: 'Super',
    last_name: 'User',
    superUser: true,
    backoffice: true,
    ...values,
  });
}

/** A viewer with no role and no dealer or company, but for what `values` gives it. */
export function plainViewer(
  values: Pick<Viewer, 'email' | 'first_name' | 'last_name'> & Partial<Viewer>,
): Viewer {
  return {
    id: 1,
    language: 'nl',
    superUser: false,
    admin: false,
    backoffice: false,
    isPortaluser: false,
    dealerIds: [],
    dealers: [],
    companyIds: [],
    ...values,
  };
}

/** Renders `routes` at `path` for the signed-in `viewer`, with `client` answering the operations. */
export function renderSignedIn(client: Client, viewer: Viewer, path: string, routes: ReactNode) {
  const state: ViewerState = { status: 'signed-in', viewer };
  return render(
    <Provider value={client}>
      <ViewerContext value={{ state, refresh: async () => state, signOut: async () => {} }}>
        <App>
          <MemoryRouter initialEntries={[path]}>
            <Routes>{routes}</Routes>
          </MemoryRouter>
        </App>
      </ViewerContext>
    </Provider>,
  );
}
