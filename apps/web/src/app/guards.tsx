import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import {
  canUseDealerSide,
  canUseEmployersPortal,
  isDealerAdmin,
  isEmployerOnly,
  isSuperUser,
} from '../lib/viewer/roles';
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

/** The portal page that stands for a dealer-side page an employer-only user may open. */
const portalCounterparts: Readonly<Record<string, string>> = {
  '/': '/employersportal',
  '/my-account': '/employersportal/my-account',
  '/dealer-management': '/employersportal/user-management',
};

/**
 * An employer-only user lives in the portal: / sends them to its inbox (spec 02 section 2), and
 * my account and user management to the portal's own pages, so the side menu stays and shows
 * where they are. A redirect rather than the portal layout at the dealer address: each screen
 * keeps one address per layout, which the menu's selection and bookmarks rely on.
 */
export function KeepEmployerOnlyInPortal() {
  const viewer = useViewer();
  const { pathname, search, hash } = useLocation();
  const counterpart = portalCounterparts[pathname.replace(/(.)\/+$/, '$1')];
  if (counterpart && isEmployerOnly(viewer))
    return <Navigate to={`${counterpart}${search}${hash}`} replace />;
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

/** Dealer-side screens an employer-only user may not see (the employee pages): home, which leads to the portal. */
export function RequireDealerSide() {
  const viewer = useViewer();
  if (!canUseDealerSide(viewer)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * /dealer-info-backoffice is the super users' (spec 03 section 2.1); a dealer admin who is not
 * one is sent to its own /dealer-info, anyone else home.
 */
export function RequireDealerInfoBackoffice() {
  const viewer = useViewer();
  if (isSuperUser(viewer)) return <Outlet />;
  return <Navigate to={isDealerAdmin(viewer) ? '/dealer-info' : '/'} replace />;
}

/** /dealer-info is a dealer admin's own dealer; a super user goes to the back office's screen, anyone else home. */
export function RequireOwnDealerInfo() {
  const viewer = useViewer();
  if (isDealerAdmin(viewer)) return <Outlet />;
  return <Navigate to={isSuperUser(viewer) ? '/dealer-info-backoffice' : '/'} replace />;
}
