import { isEmployerOnly, isSuperUser } from './roles';

// Who may manage which users, and set what (spec 02 sections 5 and 6). The server enforces these
// rules on every request; the web app uses the same functions to decide what it offers.

/** The viewer as user management sees it. */
export type UserManager = {
  userId: number;
  superUser: boolean;
  admin: boolean;
  dealerIds: readonly number[];
  companyIds: readonly number[];
};

/** A user as stored, or as it would be after a change. */
export type ManagedUser = {
  id: number | null;
  admin: boolean;
  superUser: boolean;
  backoffice: boolean;
  portalUser: boolean;
  dealerIds: readonly number[];
  companyIds: readonly number[];
};

/** The two tabs of the user management page: dealer users and company (employer portal) users. */
export const USER_KINDS = ['DEALER', 'COMPANY'] as const;
export type UserKind = (typeof USER_KINDS)[number];

/** The flags only a super user may set (spec 02 section 6). */
export const SUPER_USER_FLAGS = ['superUser', 'backoffice', 'portalUser'] as const;
export type SuperUserFlag = (typeof SUPER_USER_FLAGS)[number];

/**
 * A company user is an employer portal user: companies and no dealers (spec 02 section 6).
 * Everyone else, back-office staff included, is listed with the dealer users.
 */
export function userKind(user: Pick<ManagedUser, 'superUser' | 'dealerIds' | 'companyIds'>): UserKind {
  return isEmployerOnly(user) ? 'COMPANY' : 'DEALER';
}

/** Super users see both tabs, an admin the tab of what it administers; nobody else gets the page. */
export function userManagementTabs(manager: UserManager): UserKind[] {
  if (manager.superUser) return ['COMPANY', 'DEALER'];
  if (!manager.admin) return [];
  const tabs: UserKind[] = [];
  if (manager.companyIds.length > 0) tabs.push('COMPANY');
  if (manager.dealerIds.length > 0) tabs.push('DEALER');
  return tabs;
}

export function canManageUsers(manager: UserManager): boolean {
  return userManagementTabs(manager).length > 0;
}

/** The dealers the manager may give a user; `null` means any dealer. */
export function assignableDealerIds(manager: UserManager): readonly number[] | null {
  if (manager.superUser) return null;
  return manager.admin ? manager.dealerIds : [];
}

/** The companies the manager may give a user; `null` means any company. */
export function assignableCompanyIds(manager: UserManager): readonly number[] | null {
  if (manager.superUser) return null;
  return manager.admin ? manager.companyIds : [];
}

function within(ids: readonly number[], allowed: readonly number[] | null): boolean {
  return allowed === null || ids.every((id) => allowed.includes(id));
}

/**
 * An admin reaches a user whose every dealer and company is its own, and who has at least one:
 * a user without any is back-office staff (or an orphan) and only super users manage those.
 */
export function canManageUser(
  manager: UserManager,
  user: Pick<ManagedUser, 'superUser' | 'dealerIds' | 'companyIds'>,
): boolean {
  if (manager.superUser) return true;
  if (!canManageUsers(manager) || user.superUser) return false;
  if (user.dealerIds.length + user.companyIds.length === 0) return false;
  return (
    within(user.dealerIds, assignableDealerIds(manager)) &&
    within(user.companyIds, assignableCompanyIds(manager))
  );
}

export function canSetSuperUserFlags(manager: UserManager): boolean {
  return isSuperUser(manager);
}

/** The rights nobody takes away from themselves (spec 02 section 5). */
export const OWN_LOCKED_FLAGS = ['admin', 'backoffice', 'superUser'] as const;
export type OwnLockedFlag = (typeof OWN_LOCKED_FLAGS)[number];

/** The manager is editing itself and holds `flag`: the flag must stay on. */
export function isOwnFlagLocked(
  manager: UserManager,
  user: Pick<ManagedUser, 'id' | OwnLockedFlag> | null,
  flag: OwnLockedFlag,
): boolean {
  return user !== null && user.id === manager.userId && user[flag];
}

/**
 * An admin's user keeps at least one dealer or company: without one it would fall outside the
 * admin's reach, and nobody but a super user could see it again.
 */
export function needsDealerOrCompany(manager: UserManager): boolean {
  return !manager.superUser;
}

export type UserChangeRefusal = 'FORBIDDEN' | 'CANNOT_REMOVE_OWN_ADMIN' | 'DEALER_OR_COMPANY_REQUIRED';

function flagsChanged(before: ManagedUser | null, after: ManagedUser): SuperUserFlag[] {
  return SUPER_USER_FLAGS.filter((flag) => after[flag] !== (before?.[flag] ?? false));
}

/**
 * Why the manager may not turn `before` (null for a new user) into `after`, or null when it may.
 * The caller has already checked that `before` is within reach (else it answers not found).
 * Only what changes is checked: an admin may save a user that keeps a flag it could not set.
 */
export function userChangeRefusal(
  manager: UserManager,
  before: ManagedUser | null,
  after: ManagedUser,
): UserChangeRefusal | null {
  if (!canManageUsers(manager)) return 'FORBIDDEN';
  // Taking away one's own rights is the one change that locks the account out of this page.
  if (OWN_LOCKED_FLAGS.some((flag) => isOwnFlagLocked(manager, before, flag) && !after[flag])) {
    return 'CANNOT_REMOVE_OWN_ADMIN';
  }
  if (!canSetSuperUserFlags(manager) && flagsChanged(before, after).length > 0) return 'FORBIDDEN';
  if (manager.superUser) return null;
  const outside =
    !within(after.dealerIds, assignableDealerIds(manager)) ||
    !within(after.companyIds, assignableCompanyIds(manager));
  if (outside) return 'FORBIDDEN';
  if (needsDealerOrCompany(manager) && after.dealerIds.length + after.companyIds.length === 0) {
    return 'DEALER_OR_COMPANY_REQUIRED';
  }
  return null;
}

export type UserDeleteRefusal = 'FORBIDDEN' | 'CANNOT_DELETE_SELF';

export function userDeleteRefusal(manager: UserManager, user: ManagedUser): UserDeleteRefusal | null {
  if (!canManageUsers(manager)) return 'FORBIDDEN';
  if (user.id === manager.userId) return 'CANNOT_DELETE_SELF';
  return null;
}
