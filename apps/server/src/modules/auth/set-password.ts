import { and, desc, eq, notInArray } from 'drizzle-orm';
import { checkNewPassword } from '@spokes/domain/password';
import type { Queryable } from '../../db/client';
import { passwordHistory } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { fail } from '../../errors';
import { expireActionCodes } from './action-codes';
import { hashPassword, verifyPassword } from './password-hash';
import { revokeAllSessions } from './session';

/** The current password and this many earlier ones cannot be chosen again. */
export const PASSWORD_HISTORY_SIZE = 10;

export type NewPassword = { password: string; confirmation: string };

/** The composition rules of @spokes/domain/password: cheap, so checked before any code is spent. */
export function assertPasswordRules({ password, confirmation }: NewPassword): void {
  const check = checkNewPassword(password, confirmation);
  if (!check.ok) fail(check.error, undefined, { failedRules: check.failedRules });
}

/**
 * Sets a new password after the rules and the history: not the current one, not one of the last
 * PASSWORD_HISTORY_SIZE. The old hash joins the history, every session of the user ends and
 * reset links still open stop working. Run it in the transaction of whatever allowed the change.
 */
export async function setPassword(tx: Queryable, userId: number, newPassword: NewPassword): Promise<void> {
  assertPasswordRules(newPassword);
  const [user] = await tx
    .select({ password_hash: users.password_hash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) fail('NOT_FOUND');
  const earlier = await tx
    .select({ password_hash: passwordHistory.password_hash })
    .from(passwordHistory)
    .where(eq(passwordHistory.user_id, userId))
    .orderBy(desc(passwordHistory.created_at), desc(passwordHistory.id))
    .limit(PASSWORD_HISTORY_SIZE);
  const hashes = [user.password_hash, ...earlier.map((row) => row.password_hash)].filter(
    (hash) => hash !== null,
  );
  // argon2 runs on libuv's thread pool, so the comparisons overlap.
  const reused = await Promise.all(hashes.map((hash) => verifyPassword(hash, newPassword.password)));
  if (reused.some(Boolean)) fail('PASSWORD_REUSED');

  await tx
    .update(users)
    .set({ password_hash: await hashPassword(newPassword.password), updated_at: new Date() })
    .where(eq(users.id, userId));
  if (user.password_hash) {
    await tx.insert(passwordHistory).values({ user_id: userId, password_hash: user.password_hash });
    await trimHistory(tx, userId);
  }
  await revokeAllSessions(tx, userId);
  await expireActionCodes(tx, userId, 'resetPassword');
}

async function trimHistory(tx: Queryable, userId: number) {
  const kept = tx
    .select({ id: passwordHistory.id })
    .from(passwordHistory)
    .where(eq(passwordHistory.user_id, userId))
    .orderBy(desc(passwordHistory.created_at), desc(passwordHistory.id))
    .limit(PASSWORD_HISTORY_SIZE);
  await tx
    .delete(passwordHistory)
    .where(and(eq(passwordHistory.user_id, userId), notInArray(passwordHistory.id, kept)));
}
