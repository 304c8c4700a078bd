import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { fail } from '../../errors';
import { verifyPassword } from './password-hash';
import { beginAttempt, RATE_LIMITS } from './rate-limit';
import type { Viewer } from '../access/viewer';

/**
 * Asks the signed-in user's password again before a security change (new password, second
 * factor), so an unattended browser is not enough. Wrong answers count like failed sign-ins.
 */
export async function reauthenticate(db: Db, viewer: Viewer, password: string): Promise<void> {
  const attempt = await beginAttempt(db, [
    { key: `reauthenticate:account:${viewer.userId}`, rule: RATE_LIMITS.reauthenticationAccount },
  ]);
  const [user] = await db
    .select({ password_hash: users.password_hash })
    .from(users)
    .where(eq(users.id, viewer.userId));
  if (!(await verifyPassword(user?.password_hash ?? null, password))) fail('WRONG_CREDENTIALS');
  await attempt.succeeded();
}
