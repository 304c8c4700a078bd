import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Viewer, ViewerContextValue, ViewerState } from '../lib/viewer/viewer-context';
import { ViewerContext } from '../lib/viewer/viewer-context';
import { plainViewer } from '../test/render-signed-in';
import { KeepEmployerOnlyInPortal, RequireEmployersPortal, RequireViewer } from './guards';

const base = plainViewer({ email: 'someone@demo.test', first_name: 'Some', last_name: 'One' });
const dealer: Viewer = { ...base, dealerIds: [10], dealers: [{ id: 10, name: 'Fietsen Jan' }] };
const employer: Viewer = { ...base, companyIds: [20] };

/** Where the router ended, and the state it was sent there with. */
function Landed({ name }: { name: string }) {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return <p data-testid="landed">{`${name} ${location.pathname}${from ? ` from ${from}` : ''}`}</p>;
}

function renderAt(path: string, state: ViewerState) {
  const value: ViewerContextValue = { state, refresh: async () => state, signOut: async () => {} };
  const { unmount } = render(
    <ViewerContext.Provider value={value}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<Landed name="login" />} />
          <Route element={<RequireViewer />}>
            <Route element={<KeepEmployerOnlyInPortal />}>
              <Route path="/" element={<Landed name="dealer home" />} />
              <Route path="/my-account" element={<Landed name="my account" />} />
            </Route>
            <Route element={<RequireEmployersPortal />}>
              <Route path="/employersportal/*" element={<Landed name="portal" />} />
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>
    </ViewerContext.Provider>,
  );
  const landed = screen.getByTestId('landed').textContent;
  unmount();
  return landed;
}

const signedIn = (viewer: Viewer): ViewerState => ({ status: 'signed-in', viewer });

describe('route guards', () => {
  it('sends an anonymous visitor to sign-in with the route it asked for', () => {
    expect(
      renderAt('/employersportal/quotations?page=2#top', { status: 'anonymous', signedOut: false }),
    ).toBe('login /login from /employersportal/quotations?page=2#top');
  });

  it('forgets the route of a visitor who just signed out', () => {
    expect(renderAt('/my-account', { status: 'anonymous', signedOut: true })).toBe('login /login');
  });

  it('shows a spinner, not the page, while the session is being asked for', () => {
    render(
      <ViewerContext.Provider
        value={{
          state: { status: 'loading' },
          refresh: async () => ({ status: 'loading' }),
          signOut: async () => {},
        }}
      >
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route element={<RequireViewer />}>
              <Route path="/" element={<Landed name="dealer home" />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ViewerContext.Provider>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  // Its other dealer-side addresses: employer-only-portal.test.tsx.
  it('sends an employer-only user from / to the portal', () => {
    expect(renderAt('/', signedIn(employer))).toBe('portal /employersportal');
  });

  it('keeps dealers and super users on the dealer home', () => {
    expect(renderAt('/', signedIn(dealer))).toBe('dealer home /');
    expect(renderAt('/', signedIn({ ...employer, superUser: true }))).toBe('dealer home /');
  });

  it('opens the employer portal to employers and super users only', () => {
    expect(renderAt('/employersportal', signedIn(employer))).toBe('portal /employersportal');
    expect(renderAt('/employersportal', signedIn({ ...base, superUser: true }))).toBe(
      'portal /employersportal',
    );
    expect(renderAt('/employersportal', signedIn(dealer))).toBe('dealer home /');
  });
});
