import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { actionLink, createActionCode } from '../auth/action-codes';
import { queueMail } from '../mail/queue-mail';
import { INVITATION_LINK_TTL_MINUTES } from './create-user';

export type FirstSuperUser =
  { outcome: 'exists' } | { outcome: 'email-taken' } | { outcome: 'invited'; link: string };

/**
 * A database without any super user gets one from ADMIN_EMAIL: the ordinary invitation (a
 * single-use set-password link in the outbox), never a known password. An address that already
 * belongs to a user is left alone rather than promoted, so the variable grants no rights to
 * an existing account.
 */
export async function inviteFirstSuperUser(
  db: Db,
  input: { email: string; publicUrl: string },
): Promise<FirstSuperUser> {
  return db.transaction(async (tx) => {
    // two instances starting together on one PostgreSQL: the second waits, then sees the user.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('spokes.first-super-user'))`);
    if ((await tx.$count(users, eq(users.super_user, true))) > 0) return { outcome: 'exists' };
    if ((await tx.$count(users, sql`lower(${users.email}) = lower(${input.email})`)) > 0)
      return { outcome: 'email-taken' };
    const [created] = await tx
      .insert(users)
      .values({ email: input.email, super_user: true, backoffice: true })
      .returning({ id: users.id });
    const code = await createActionCode(tx, {
      userId: created.id,
      mode: 'resetPassword',
      ttlMinutes: INVITATION_LINK_TTL_MINUTES,
    });
    const link = actionLink(input.publicUrl, 'resetPassword', code);
    await queueMail(tx, {
      to: input.email,
      template: 'user-invitation',
      language: 'nl',
      data: { firstName: input.email, link },
    });
    return { outcome: 'invited', link };
  });
}

/** Whether anybody can manage users: used to warn a start that has no way in. */
export async function hasSuperUser(db: Db): Promise<boolean> {
  return (await db.$count(users, eq(users.super_user, true))) > 0;
}
