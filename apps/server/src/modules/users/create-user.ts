import { userChangeRefusal } from '@spokes/domain/user-management';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { fail } from '../../errors';
import { actionLink, createActionCode } from '../auth/action-codes';
import { userLanguage } from '../auth/sign-in';
import type { Viewer } from '../access/viewer';
import { queueMail } from '../mail/queue-mail';
import { fieldsToManagedUser, findManagedUser, type ManagedUserRow } from './managed-user';
import {
  assertEmailFree,
  parseUserFields,
  refusingTakenEmail,
  userColumns,
  writeUserLinks,
} from './user-fields';
import { userManager } from '../access/scopes';

/**
 * A new user has no password yet and may take a while to read the mail, so the invitation link
 * lives a week where a reset link lives an hour. It is the same single-use, hashed resetPassword
 * code, so the set-password page serves both.
 */
export const INVITATION_LINK_TTL_MINUTES = 7 * 24 * 60;

const DEFAULTS = {
  admin: false,
  superUser: false,
  backoffice: false,
  isPortaluser: false,
  dealerIds: [],
  companyIds: [],
};

/**
 * Creates a user within the viewer's reach and mails the invitation, in the user's language,
 * with a link to set a first password. The user, its links, the code and the mail are one
 * transaction: no mail for a user that was not created, no user without its mail.
 */
export async function createUser(
  db: Db,
  viewer: Viewer,
  options: { input: Record<string, unknown>; publicUrl: string },
): Promise<ManagedUserRow> {
  const fields = parseUserFields({ ...DEFAULTS, ...options.input });
  const refusal = userChangeRefusal(userManager(viewer), null, fieldsToManagedUser(null, fields));
  if (refusal) fail(refusal);
  const saved = db.transaction(async (tx) => {
    await assertEmailFree(tx, fields.email, null);
    const [created] = await tx.insert(users).values(userColumns(fields)).returning({ id: users.id });
    await writeUserLinks(tx, created.id, fields);
    const code = await createActionCode(tx, {
      userId: created.id,
      mode: 'resetPassword',
      ttlMinutes: INVITATION_LINK_TTL_MINUTES,
    });
    await queueMail(tx, {
      to: fields.email,
      template: 'user-invitation',
      language: userLanguage(fields.language),
      data: { firstName: fields.first_name, link: actionLink(options.publicUrl, 'resetPassword', code) },
    });
    return findManagedUser(tx, viewer, created.id);
  });
  return refusingTakenEmail(saved);
}
