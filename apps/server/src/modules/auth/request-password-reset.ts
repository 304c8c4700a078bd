import { eq, sql } from 'drizzle-orm';
import { validateEmail } from '@spokes/domain/contact-validation';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { fail } from '../../errors';
import { queueMail } from '../mail/queue-mail';
import { actionLink, createActionCode } from './action-codes';
import { accountAndAddress, beginAttempt, RATE_LIMITS } from './rate-limit';
import { userLanguage } from './sign-in';

export const RESET_LINK_TTL_MINUTES = 60;

/**
 * Forgot password: mails a reset link when the address belongs to a user and answers the same
 * either way, so the form tells nobody which addresses have an account. Every request counts,
 * so the form cannot be used to flood a mailbox.
 */
export async function requestPasswordReset(
  db: Db,
  input: { email: string; ip: string | null; publicUrl: string },
): Promise<void> {
  const checked = validateEmail(input.email);
  if (!checked.ok) fail(checked.error === 'REQUIRED' ? 'RESET_EMAIL_REQUIRED' : 'EMAIL_INVALID');
  const email = checked.value;
  await beginAttempt(
    db,
    accountAndAddress('password-reset', email, input.ip, {
      account: RATE_LIMITS.passwordResetAccount,
      address: RATE_LIMITS.passwordResetAddress,
    }),
  );
  const [user] = await db
    .select({ id: users.id, email: users.email, first_name: users.first_name, language: users.language })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) return;
  await db.transaction(async (tx) => {
    const code = await createActionCode(tx, {
      userId: user.id,
      mode: 'resetPassword',
      ttlMinutes: RESET_LINK_TTL_MINUTES,
    });
    await queueMail(tx, {
      to: user.email,
      template: 'password-reset',
      language: userLanguage(user.language),
      data: { firstName: user.first_name, link: actionLink(input.publicUrl, 'resetPassword', code) },
    });
  });
}
