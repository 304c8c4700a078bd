import { and, eq, exists, notExists, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { canManageUsers, type UserKind, type UserManager } from '@spokes/domain/user-management';
import { userCompanies, userDealers, users } from '../../db/schema/users';
import type { Queryable } from '../../db/client';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';

export function userManager(viewer: Viewer): UserManager {
  return {
    userId: viewer.userId,
    superUser: viewer.superUser,
    admin: viewer.admin,
    dealerIds: viewer.dealerIds,
    companyIds: viewer.companyIds,
  };
}

const hasDealer = (extra?: SQL) =>
  sql`(select 1 from ${userDealers} where ${and(eq(userDealers.user_id, users.id), extra)})`;
const hasCompany = (extra?: SQL) =>
  sql`(select 1 from ${userCompanies} where ${and(eq(userCompanies.user_id, users.id), extra)})`;

/**
 * The users the viewer may manage, as a where-clause on `users`; the SQL twin of
 * canManageUser in @spokes/domain/user-management. An admin reaches the users that are no super
 * user, have a dealer or company, and have none outside the admin's own.
 */
export function userScope(viewer: Viewer): SQL {
  const manager = userManager(viewer);
  if (manager.superUser) return sql`true`;
  if (!canManageUsers(manager)) return sql`false`;
  return and(
    eq(users.super_user, false),
    or(exists(hasDealer()), exists(hasCompany())),
    notExists(hasDealer(notInArray(userDealers.dealer_id, [...manager.dealerIds]))),
    notExists(hasCompany(notInArray(userCompanies.company_id, [...manager.companyIds]))),
  )!;
}

/** A user the viewer may manage; one out of reach answers NOT_FOUND like a missing one. */
export async function requireUserAccess(db: Queryable, viewer: Viewer, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), userScope(viewer)));
  return row ?? fail('NOT_FOUND');
}

/** The tab a user is listed on: employer portal users (companies, no dealers) or all others. */
export function userKindScope(kind: UserKind): SQL {
  const companyUser = and(eq(users.super_user, false), notExists(hasDealer()), exists(hasCompany()))!;
  return kind === 'COMPANY' ? companyUser : sql`not (${companyUser})`;
}
