import { eq } from 'drizzle-orm';
import { userDeleteRefusal } from '@spokes/domain/user-management';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { fail } from '../../errors';
import { revokeAllSessions } from '../auth/session';
import type { Viewer } from '../access/viewer';
import { findManagedUser, toManagedUser, type ManagedUserRow } from './managed-user';
import { userManager } from '../access/scopes';

/**
 * Deletes a user within the viewer's reach and ends its sessions; returns it as it was. Its
 * codes, factors and notifications go with it (the foreign keys cascade).
 */
export async function deleteUser(db: Db, viewer: Viewer, id: number): Promise<ManagedUserRow> {
  return db.transaction(async (tx) => {
    const user = await findManagedUser(tx, viewer, id);
    const refusal = userDeleteRefusal(userManager(viewer), toManagedUser(user));
    if (refusal) fail(refusal);
    await revokeAllSessions(tx, user.id);
    await tx.delete(users).where(eq(users.id, user.id));
    return user;
  });
}
