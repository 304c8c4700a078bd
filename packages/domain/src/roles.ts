// The roles of spec 02 section 6, written once: the server's auth scopes, the web app's menus and
// routes, and user management all ask these. A role is read from the user's flags and from which
// dealers and companies it belongs to; nothing else.

/** The least a viewer must carry for its role to be known. */
export type RoleViewer = {
  superUser: boolean;
  admin: boolean;
  dealerIds: readonly number[];
  companyIds: readonly number[];
  portalUser?: boolean;
};

export type RolePredicate = (viewer: RoleViewer) => boolean;

type Membership = Pick<RoleViewer, 'superUser' | 'dealerIds' | 'companyIds'>;

export const anyone: RolePredicate = () => true;

export function isSuperUser(viewer: Pick<RoleViewer, 'superUser'>): boolean {
  return viewer.superUser;
}

/** May use the dealer side: a super user or a member of a dealer. */
export function isDealer(viewer: Membership): boolean {
  return viewer.superUser || viewer.dealerIds.length > 0;
}

/** May use the employer portal: a super user or a member of a company. */
export function isEmployer(viewer: Membership): boolean {
  return viewer.superUser || viewer.companyIds.length > 0;
}

/** An employer-only user has companies and no dealers: the employer portal is their home. */
export function isEmployerOnly(viewer: Membership): boolean {
  return !viewer.superUser && viewer.dealerIds.length === 0 && viewer.companyIds.length > 0;
}

/** Everyone but an employer-only user has a dealer-side home (back-office staff included). */
export function canUseDealerSide(viewer: Membership): boolean {
  return !isEmployerOnly(viewer);
}

export function isAdminOrSuperUser(viewer: Pick<RoleViewer, 'superUser' | 'admin'>): boolean {
  return viewer.superUser || viewer.admin;
}

/** An admin of one or more dealers (a super user is not one: it has its own menu entries). */
export function isDealerAdmin(viewer: Omit<RoleViewer, 'portalUser'>): boolean {
  return !viewer.superUser && viewer.admin && viewer.dealerIds.length > 0;
}

/** An admin of one or more companies: manages the portal users of those companies. */
export function isEmployerAdmin(viewer: Omit<RoleViewer, 'portalUser'>): boolean {
  return !viewer.superUser && viewer.admin && viewer.companyIds.length > 0;
}

/** The portal user flag, set by a super user only. */
export function isPortalUser(viewer: Pick<RoleViewer, 'portalUser'>): boolean {
  return viewer.portalUser === true;
}
