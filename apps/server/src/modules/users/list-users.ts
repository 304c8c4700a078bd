import { and } from 'drizzle-orm';
import { canManageUsers, type UserKind } from '@spokes/domain/user-management';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema/users';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { managedUserColumns, managedUserOrder, normaliseRow, type ManagedUserRow } from './managed-user';
import { accessScope } from '../access/access-table';
import { userManager } from '../access/scopes';
import { userKindScope } from './users.access';

/** The users the viewer may manage, by name, optionally only the dealer or the company users. */
export async function listUsers(
  db: Queryable,
  viewer: Viewer,
  options: { kind: UserKind | null },
): Promise<ManagedUserRow[]> {
  if (!canManageUsers(userManager(viewer))) fail('FORBIDDEN');
  const rows = await db
    .select(managedUserColumns)
    .from(users)
    .where(and(accessScope(viewer, 'user', 'read'), options.kind ? userKindScope(options.kind) : undefined))
    .orderBy(...managedUserOrder);
  return rows.map(normaliseRow);
}
