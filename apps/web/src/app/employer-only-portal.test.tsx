import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ViewerContext, type Viewer } from '../lib/viewer/viewer-context';
import { KeepEmployerOnlyInPortal } from './guards';

const employerOnly: Viewer = {
  id: 1,
  email: 'employer@test.test',
  first_name: 'Emiel',
  last_name: 'Werkgever',
  language: 'nl',
  superUser: false,
  admin: true,
  backoffice: false,
  isPortaluser: true,
  dealerIds: [],
  dealers: [],
  companyIds: [5],
};
const dealer: Viewer = { ...employerOnly, dealerIds: [3], companyIds: [] };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, viewer: Viewer) {
  render(
    <ViewerContext
      value={{
        state: { status: 'signed-in', viewer },
        refresh: () => Promise.resolve({ status: 'signed-in', viewer }),
        signOut: () => Promise.resolve(),
      }}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<KeepEmployerOnlyInPortal />}>
            <Route path="/" element={<Where />} />
            <Route path="/my-account" element={<Where />} />
            <Route path="/dealer-management" element={<Where />} />
            <Route path="/outbox" element={<Where />} />
          </Route>
          <Route path="/employersportal/*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ViewerContext>,
  );
  return screen.getByTestId('where').textContent;
}

describe('an employer-only user stays in the portal', () => {
  it.each([
    ['/', '/employersportal'],
    ['/my-account', '/employersportal/my-account'],
    ['/my-account/', '/employersportal/my-account'],
    ['/dealer-management?tab=COMPANY', '/employersportal/user-management?tab=COMPANY'],
  ])('opens %s as %s, in the portal layout', (path, portalPath) => {
    expect(renderAt(path, employerOnly)).toBe(portalPath);
  });

  it('leaves pages without a portal counterpart to their own checks', () => {
    expect(renderAt('/outbox', employerOnly)).toBe('/outbox');
  });

  it.each(['/', '/my-account', '/dealer-management'])('leaves a dealer user on %s', (path) => {
    expect(renderAt(path, dealer)).toBe(path);
  });
});
