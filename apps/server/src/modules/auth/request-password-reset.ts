import { validateEmail } from '@spokes/domain/contact-validation';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import { enqueue } from '../../jobs/queue';
import { accountAndAddress, beginAttempt, RATE_LIMITS } from './rate-limit';
import { SEND_PASSWORD_RESET } from './send-password-reset';

/**
 * Forgot password: answers the same, in the same time, whether or not the address has an
 * account, so the form tells nobody which addresses exist. The request path does identical work
 * for both (count the attempt, queue one job with the address); the job looks the user up and
 * mails the link. Every request counts, so the form cannot be used to flood a mailbox.
 */
export async function requestPasswordReset(
  db: Db,
  input: { email: string; ip: string | null },
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
  await enqueue(db, { name: SEND_PASSWORD_RESET, payload: { email } });
}
