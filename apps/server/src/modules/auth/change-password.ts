import type { Db } from '../../db/client';
import { reauthenticate } from './reauthenticate';
import { assertPasswordRules, setPassword, type NewPassword } from './set-password';
import type { NewSession } from './session';
import { startSignedInSession } from './sign-in';
import type { Viewer } from '../access/viewer';

/**
 * My account: a new password after the current one. Every session of the user ends (a thief's
 * too); this browser gets a new session, so the user carries on without signing in again.
 */
export async function changePassword(
  db: Db,
  viewer: Viewer,
  input: NewPassword & {
    currentPassword: string;
    sessionTtlHours: number;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<NewSession> {
  assertPasswordRules(input);
  await reauthenticate(db, viewer, input.currentPassword);
  return db.transaction(async (tx) => {
    await setPassword(tx, viewer.userId, input);
    return startSignedInSession(tx, { ...input, userId: viewer.userId });
  });
}
