import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { fail } from '../../errors';
import { ActionCodeInvalidError, consumeActionCode } from './action-codes';
import { assertPasswordRules, setPassword, type NewPassword } from './set-password';

/**
 * The set-password page of a reset or invitation link. A password that breaks a rule or was
 * used before leaves the code unspent (one transaction), so the user can try another. Answers
 * the e-mail address, so the page can sign in with it.
 */
export async function resetPassword(
  db: Db,
  input: NewPassword & { code: string },
): Promise<{ email: string }> {
  assertPasswordRules(input);
  return db.transaction(async (tx) => {
    const use = await consumeActionCode(tx, input.code, 'resetPassword').catch((error: unknown) => {
      if (error instanceof ActionCodeInvalidError) fail('RESET_CODE_INVALID');
      throw error;
    });
    await setPassword(tx, use.userId, input);
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, use.userId));
    return { email: user.email };
  });
}
