import { eq } from 'drizzle-orm';
import { userChangeRefusal } from '@spokes/domain/user-management';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { fail } from '../../errors';
import { announceViewerChanged } from '../auth/session';
import { userLanguage } from '../auth/sign-in';
import type { Viewer } from '../access/viewer';
import { queueMail } from '../mail/queue-mail';
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
import { userManager } from '../access/scopes';

/** Fields the request leaves out (null or undefined) keep their stored value. */
function given(changes: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== null && value !== undefined),
  );
}

/**
 * Edits a user within the viewer's reach; a user out of reach is NOT_FOUND. A new e-mail address
 * sends a notice to the old one, in the same transaction.
 */
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
    const emailChanged = fields.email !== before.email.toLowerCase();
    if (emailChanged) await assertEmailFree(tx, fields.email, before.id);
    await tx
      .update(users)
      .set({ ...userColumns(fields), updated_at: new Date() })
      .where(eq(users.id, before.id));
    await writeUserLinks(tx, before.id, fields);
    await announceViewerChanged(tx, before.id);
    if (emailChanged) {
      // Whoever took over the account this way would otherwise receive its reset links unnoticed.
      await queueMail(tx, {
        to: before.email,
        template: 'email-changed',
        language: userLanguage(fields.language),
        data: { firstName: fields.first_name },
      });
    }
    return findManagedUser(tx, viewer, before.id);
  });
  return refusingTakenEmail(saved);
}
