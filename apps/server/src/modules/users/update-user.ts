import { eq } from 'drizzle-orm';
import { userChangeRefusal } from '@spokes/domain/user-management';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { fail } from '../../errors';
import type { Viewer } from '../auth/viewer';
import {
  fieldsToManagedUser,
  findManagedUser,
  rowToFields,
  toManagedUser,
  type ManagedUserRow,
} from './managed-user';
import {
  assertEmailFree,
  parseUserFields,
  refusingTakenEmail,
  userColumns,
  writeUserLinks,
} from './user-fields';
import { userManager } from './users.access';

/** Fields the request leaves out (null or undefined) keep their stored value. */
function given(changes: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== null && value !== undefined),
  );
}

/** Edits a user within the viewer's reach; a user out of reach is NOT_FOUND. */
export async function updateUser(
  db: Db,
  viewer: Viewer,
  options: { id: number; changes: Record<string, unknown> },
): Promise<ManagedUserRow> {
  const saved = db.transaction(async (tx) => {
    const before = await findManagedUser(tx, viewer, options.id);
    const fields = parseUserFields({ ...rowToFields(before), ...given(options.changes) });
    const refusal = userChangeRefusal(
      userManager(viewer),
      toManagedUser(before),
      fieldsToManagedUser(before.id, fields),
    );
    if (refusal) fail(refusal);
    if (fields.email !== before.email.toLowerCase()) await assertEmailFree(tx, fields.email, before.id);
    await tx
      .update(users)
      .set({ ...userColumns(fields), updated_at: new Date() })
      .where(eq(users.id, before.id));
    await writeUserLinks(tx, before.id, fields);
    return findManagedUser(tx, viewer, before.id);
  });
  return refusingTakenEmail(saved);
}
