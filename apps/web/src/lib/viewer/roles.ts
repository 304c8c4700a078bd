import * as roles from '@spokes/domain/roles';
import type { Viewer } from './viewer-context';

// The domain's role predicates (@spokes/domain/roles) on the web's signed-in user, whose portal
// flag the API names isPortaluser. These only decide what is shown: the server checks every
// request itself with the same predicates.

export type RolePredicate = (viewer: Viewer) => boolean;

function roleViewer(viewer: Viewer): roles.RoleViewer {
  return { ...viewer, portalUser: viewer.isPortaluser };
}

export const anyone: RolePredicate = () => true;
export const isSuperUser: RolePredicate = (viewer) => roles.isSuperUser(roleViewer(viewer));
export const isEmployerOnly: RolePredicate = (viewer) => roles.isEmployerOnly(roleViewer(viewer));
export const canUseDealerSide: RolePredicate = (viewer) => roles.canUseDealerSide(roleViewer(viewer));
export const canUseEmployersPortal: RolePredicate = (viewer) => roles.isEmployer(roleViewer(viewer));
export const isAdminOrSuperUser: RolePredicate = (viewer) => roles.isAdminOrSuperUser(roleViewer(viewer));
export const isDealerAdmin: RolePredicate = (viewer) => roles.isDealerAdmin(roleViewer(viewer));
