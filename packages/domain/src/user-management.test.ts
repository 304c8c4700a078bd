import { describe, expect, it } from 'vitest';
import {
  assignableCompanyIds,
  assignableDealerIds,
  canManageUser,
  isOwnFlagLocked,
  needsDealerOrCompany,
  userChangeRefusal,
  userDeleteRefusal,
  userKind,
  userManagementTabs,
  type ManagedUser,
  type UserManager,
} from './user-management';

const superUser: UserManager = { userId: 1, superUser: true, admin: false, dealerIds: [], companyIds: [] };
const dealerAdmin: UserManager = {
  userId: 2,
  superUser: false,
  admin: true,
  dealerIds: [10, 11],
  companyIds: [],
};
const dealerUser: UserManager = {
  userId: 3,
  superUser: false,
  admin: false,
  dealerIds: [10],
  companyIds: [],
};
const employerAdmin: UserManager = {
  userId: 4,
  superUser: false,
  admin: true,
  dealerIds: [],
  companyIds: [20],
};

const user = (values: Partial<ManagedUser> = {}): ManagedUser => ({
  id: 99,
  admin: false,
  superUser: false,
  backoffice: false,
  portalUser: false,
  dealerIds: [10],
  companyIds: [],
  ...values,
});
const self = (manager: UserManager, values: Partial<ManagedUser> = {}) =>
  user({
    id: manager.userId,
    admin: manager.admin,
    superUser: manager.superUser,
    dealerIds: manager.dealerIds,
    companyIds: manager.companyIds,
    ...values,
  });

describe('user management tabs', () => {
  it('gives a super user both tabs, an admin its own tab and anyone else none', () => {
    expect(userManagementTabs(superUser)).toEqual(['COMPANY', 'DEALER']);
    expect(userManagementTabs(dealerAdmin)).toEqual(['DEALER']);
    expect(userManagementTabs(employerAdmin)).toEqual(['COMPANY']);
    expect(userManagementTabs(dealerUser)).toEqual([]);
  });

  it('lists employer portal users (companies, no dealers) as company users and everyone else as dealer users', () => {
    expect(userKind({ superUser: false, dealerIds: [], companyIds: [20] })).toBe('COMPANY');
    expect(userKind({ superUser: false, dealerIds: [10], companyIds: [20] })).toBe('DEALER');
    expect(userKind({ superUser: true, dealerIds: [], companyIds: [20] })).toBe('DEALER');
    expect(userKind({ superUser: false, dealerIds: [], companyIds: [] })).toBe('DEALER');
  });
});

describe('who manages whom', () => {
  it('lets a super user manage anyone and assign anything', () => {
    expect(canManageUser(superUser, user({ superUser: true, dealerIds: [] }))).toBe(true);
    expect(assignableDealerIds(superUser)).toBeNull();
    expect(assignableCompanyIds(superUser)).toBeNull();
  });

  it('lets a dealer admin manage only users whose dealers are all its own', () => {
    expect(canManageUser(dealerAdmin, user({ dealerIds: [10] }))).toBe(true);
    expect(canManageUser(dealerAdmin, user({ dealerIds: [10, 12] }))).toBe(false);
    expect(canManageUser(dealerAdmin, user({ dealerIds: [], companyIds: [20] }))).toBe(false);
    expect(canManageUser(dealerAdmin, user({ dealerIds: [] }))).toBe(false);
    expect(canManageUser(dealerAdmin, user({ dealerIds: [10], superUser: true }))).toBe(false);
  });

  it('lets an employer admin manage only users of its own companies', () => {
    expect(canManageUser(employerAdmin, user({ dealerIds: [], companyIds: [20] }))).toBe(true);
    expect(canManageUser(employerAdmin, user({ dealerIds: [], companyIds: [21] }))).toBe(false);
    expect(canManageUser(employerAdmin, user({ dealerIds: [10], companyIds: [20] }))).toBe(false);
  });

  it('lets a non-admin manage nobody', () => {
    expect(canManageUser(dealerUser, user({ dealerIds: [10] }))).toBe(false);
    expect(userChangeRefusal(dealerUser, null, user())).toBe('FORBIDDEN');
    expect(userDeleteRefusal(dealerUser, user())).toBe('FORBIDDEN');
  });
});

describe('what a change may do', () => {
  it('refuses the super user flags to an admin, also on create', () => {
    for (const flag of ['superUser', 'backoffice', 'portalUser'] as const) {
      expect(userChangeRefusal(dealerAdmin, null, user({ [flag]: true }))).toBe('FORBIDDEN');
      expect(userChangeRefusal(superUser, null, user({ [flag]: true }))).toBeNull();
    }
  });

  it('lets an admin save a user that keeps a flag only a super user could set', () => {
    const portal = user({ dealerIds: [], companyIds: [20], portalUser: true });
    expect(userChangeRefusal(employerAdmin, portal, { ...portal, admin: true })).toBeNull();
    expect(userChangeRefusal(employerAdmin, portal, { ...portal, portalUser: false })).toBe('FORBIDDEN');
  });

  it('lets an admin set the admin flag on its users', () => {
    expect(userChangeRefusal(dealerAdmin, null, user({ admin: true }))).toBeNull();
  });

  it('refuses a dealer or company that is not the admin own', () => {
    expect(userChangeRefusal(dealerAdmin, null, user({ dealerIds: [12] }))).toBe('FORBIDDEN');
    expect(userChangeRefusal(dealerAdmin, null, user({ dealerIds: [10], companyIds: [20] }))).toBe(
      'FORBIDDEN',
    );
    expect(userChangeRefusal(employerAdmin, null, user({ dealerIds: [10], companyIds: [20] }))).toBe(
      'FORBIDDEN',
    );
    expect(userChangeRefusal(superUser, null, user({ dealerIds: [12], companyIds: [20] }))).toBeNull();
  });

  it('refuses an admin a user without dealer or company, which would leave its reach', () => {
    expect(userChangeRefusal(dealerAdmin, null, user({ dealerIds: [] }))).toBe('DEALER_OR_COMPANY_REQUIRED');
    expect(userChangeRefusal(superUser, null, user({ dealerIds: [] }))).toBeNull();
  });

  it('refuses removing one own admin, backoffice or super user flag', () => {
    expect(userChangeRefusal(dealerAdmin, self(dealerAdmin), self(dealerAdmin, { admin: false }))).toBe(
      'CANNOT_REMOVE_OWN_ADMIN',
    );
    const backoffice = { ...superUser, backoffice: true };
    const before = self(superUser, { backoffice: true });
    expect(userChangeRefusal(backoffice, before, { ...before, backoffice: false })).toBe(
      'CANNOT_REMOVE_OWN_ADMIN',
    );
    expect(userChangeRefusal(superUser, before, { ...before, superUser: false })).toBe(
      'CANNOT_REMOVE_OWN_ADMIN',
    );
    expect(userChangeRefusal(superUser, before, { ...before, admin: true })).toBeNull();
  });

  it('lets a super user take the admin flag from someone else', () => {
    const other = user({ admin: true });
    expect(userChangeRefusal(superUser, other, { ...other, admin: false })).toBeNull();
  });
});

describe('what the form locks', () => {
  it('locks the rights one holds oneself, and nobody else’s', () => {
    expect(isOwnFlagLocked(dealerAdmin, self(dealerAdmin), 'admin')).toBe(true);
    expect(isOwnFlagLocked(dealerAdmin, self(dealerAdmin, { admin: false }), 'admin')).toBe(false);
    expect(isOwnFlagLocked(dealerAdmin, user({ admin: true }), 'admin')).toBe(false);
    expect(isOwnFlagLocked(superUser, self(superUser, { backoffice: true }), 'backoffice')).toBe(true);
    expect(isOwnFlagLocked(superUser, null, 'superUser')).toBe(false);
  });

  it('asks an admin, not a super user, for a dealer or company', () => {
    expect(needsDealerOrCompany(dealerAdmin)).toBe(true);
    expect(needsDealerOrCompany(employerAdmin)).toBe(true);
    expect(needsDealerOrCompany(superUser)).toBe(false);
  });
});

describe('deleting', () => {
  it('refuses deleting oneself and allows deleting another managed user', () => {
    expect(userDeleteRefusal(dealerAdmin, self(dealerAdmin))).toBe('CANNOT_DELETE_SELF');
    expect(userDeleteRefusal(superUser, self(superUser))).toBe('CANNOT_DELETE_SELF');
    expect(userDeleteRefusal(dealerAdmin, user())).toBeNull();
  });
});
