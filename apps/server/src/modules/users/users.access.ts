import { and, eq, exists, notExists, sql, type SQL } from 'drizzle-orm';
import type { UserKind } from '@spokes/domain/user-management';
import { users } from '../../db/schema/users';
import { userHasCompany, userHasDealer } from '../access/scopes';

/** The tab a user is listed on: employer portal users (companies, no dealers) or all others. */
export function userKindScope(kind: UserKind): SQL {
  const companyUser = and(eq(users.super_user, false), notExists(userHasDealer()), exists(userHasCompany()))!;
  return kind === 'COMPANY' ? companyUser : sql`not (${companyUser})`;
}
