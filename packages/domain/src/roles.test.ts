import { describe, expect, it } from 'vitest';
import {
  anyone,
  canUseDealerSide,
  isAdminOrSuperUser,
  isDealer,
  isDealerAdmin,
  isEmployer,
  isEmployerAdmin,
  isEmployerOnly,
  isPortalUser,
  isSuperUser,
  type RoleViewer,
} from './roles';

const nobody: RoleViewer = { superUser: false, admin: false, dealerIds: [], companyIds: [] };
const superUser: RoleViewer = { ...nobody, superUser: true, admin: true };
const dealerUser: RoleViewer = { ...nobody, dealerIds: [10] };
const dealerAdmin: RoleViewer = { ...dealerUser, admin: true };
const employerUser: RoleViewer = { ...nobody, companyIds: [20] };
const employerAdmin: RoleViewer = { ...employerUser, admin: true };
const both: RoleViewer = { ...nobody, admin: true, dealerIds: [10], companyIds: [20] };

describe('roles', () => {
  it('lets anyone and only super users be super users', () => {
    expect([nobody, superUser, dealerAdmin].map(anyone)).toEqual([true, true, true]);
    expect([nobody, superUser, dealerAdmin, employerAdmin].map(isSuperUser)).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });

  it('reads dealer and employer from membership, super users being both', () => {
    expect([superUser, dealerUser, employerUser, both, nobody].map(isDealer)).toEqual([
      true,
      true,
      false,
      true,
      false,
    ]);
    expect([superUser, dealerUser, employerUser, both, nobody].map(isEmployer)).toEqual([
      true,
      false,
      true,
      true,
      false,
    ]);
  });

  it('calls employer-only a user with companies and no dealers, and gives everyone else the dealer side', () => {
    expect([employerUser, employerAdmin, both, superUser, nobody].map(isEmployerOnly)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([employerUser, both, superUser, nobody].map(canUseDealerSide)).toEqual([false, true, true, true]);
  });

  it('tells dealer admins from employer admins, super users being neither', () => {
    expect([dealerAdmin, dealerUser, employerAdmin, both, superUser].map(isDealerAdmin)).toEqual([
      true,
      false,
      false,
      true,
      false,
    ]);
    expect([employerAdmin, employerUser, dealerAdmin, both, superUser].map(isEmployerAdmin)).toEqual([
      true,
      false,
      false,
      true,
      false,
    ]);
    expect([nobody, dealerUser, dealerAdmin, employerAdmin, superUser].map(isAdminOrSuperUser)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('takes the portal user flag as set, absent meaning no', () => {
    expect(
      [{ ...nobody, portalUser: true }, { ...nobody, portalUser: false }, nobody].map(isPortalUser),
    ).toEqual([true, false, false]);
  });
});
