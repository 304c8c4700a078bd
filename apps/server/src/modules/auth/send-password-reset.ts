import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import type { Job, JobHandlers } from '../../jobs/worker';
import { queueMail } from '../mail/queue-mail';
import { actionLink, createActionCode } from './action-codes';
import { userLanguage } from './sign-in';

export const SEND_PASSWORD_RESET = 'auth.send-password-reset';
export const RESET_LINK_TTL_MINUTES = 60;

type Dependencies = { database: Database; config: Pick<Config, 'PUBLIC_URL'> };

export function authJobHandlers(deps: Dependencies): JobHandlers {
  return { [SEND_PASSWORD_RESET]: (job) => sendPasswordReset(deps, job) };
}

/**
 * The second half of a reset request, after its answer: mails a reset link when the address
 * belongs to a user, and does nothing otherwise. Keyed by the job, so a rerun mails once.
 */
export async function sendPasswordReset(deps: Dependencies, job: Job): Promise<void> {
  const email = String(job.payload.email);
  await deps.database.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, first_name: users.first_name, language: users.language })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    if (!user) return;
    const code = await createActionCode(tx, {
      userId: user.id,
      mode: 'resetPassword',
      ttlMinutes: RESET_LINK_TTL_MINUTES,
    });
    await queueMail(tx, {
      to: user.email,
      template: 'password-reset',
      language: userLanguage(user.language),
      data: { firstName: user.first_name, link: actionLink(deps.config.PUBLIC_URL, 'resetPassword', code) },
      key: `password-reset:${job.id}`,
    });
  });
}
