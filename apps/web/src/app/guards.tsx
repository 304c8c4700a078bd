import { Navigate, Outlet, useLocation, useMatch } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { canUseEmployersPortal, isEmployerOnly, isSuperUser } from '../lib/viewer/roles';
import { useViewer, useViewerState } from '../lib/viewer/viewer-context';

/** Protected routes: without a session, /login, which brings the visitor back here afterwards. */
export function RequireViewer() {
  const { state } = useViewerState();
  const location = useLocation();
  switch (state.status) {
    case 'signed-in':
      return <Outlet />;
    case 'anonymous': {
      const from = `${location.pathname}${location.search}${location.hash}`;
      return <Navigate to="/login" replace state={state.signedOut ? undefined : { from }} />;
    }
    case 'loading':
    case 'error':
      return <PageSpinner />;
  }
}

/** An employer-only user has no dealer home: / sends them to their portal (spec 02 section 2). */
export function RedirectEmployerOnlyHome() {
  const viewer = useViewer();
  const atHome = useMatch({ path: '/', end: true });
  if (atHome && isEmployerOnly(viewer)) return <Navigate to="/employersportal" replace />;
  return <Outlet />;
}

/** The employer portal is for employer users and super users. */
export function RequireEmployersPortal() {
  const viewer = useViewer();
  if (!canUseEmployersPortal(viewer)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** The back office's own screens (settings): anyone else goes home; the server refuses them too. */
export function RequireSuperUser() {
  const viewer = useViewer();
  if (!isSuperUser(viewer)) return <Navigate to="/" replace />;
  return <Outlet />;
}
