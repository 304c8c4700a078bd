import type { Viewer } from './viewer-context';

/**
 * What the interface offers each role (spec 02 section 6). These only decide what is shown:
 * the server checks every request itself.
 */
export type RolePredicate = (viewer: Viewer) => boolean;

export const anyone: RolePredicate = () => true;

export const isSuperUser: RolePredicate = (viewer) => viewer.superUser;

/** An employer portal user: companies and no dealers. */
export const isEmployerOnly: RolePredicate = (viewer) =>
  !viewer.superUser && viewer.dealerIds.length === 0 && viewer.companyIds.length > 0;

export const canUseDealerSide: RolePredicate = (viewer) => !isEmployerOnly(viewer);

export const canUseEmployersPortal: RolePredicate = (viewer) =>
  viewer.superUser || viewer.companyIds.length > 0;

export const isAdminOrSuperUser: RolePredicate = (viewer) => viewer.admin || viewer.superUser;

export const isDealerAdmin: RolePredicate = (viewer) =>
  !viewer.superUser && viewer.admin && viewer.dealerIds.length > 0;
