import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { secondFactors } from '../../db/schema/auth';
import { fail } from '../../errors';
import { reauthenticate } from './reauthenticate';
import type { Viewer } from '../access/viewer';

/** My account: switches a factor off after the password; only one's own factors. */
export async function removeSecondFactor(
  db: Db,
  viewer: Viewer,
  input: { factorId: number; password: string },
) {
  await reauthenticate(db, viewer, input.password);
  const removed = await db
    .delete(secondFactors)
    .where(
      and(
        eq(secondFactors.id, input.factorId),
        eq(secondFactors.user_id, viewer.userId),
        isNotNull(secondFactors.enrolled_at),
      ),
    )
    .returning({ id: secondFactors.id });
  if (removed.length === 0) fail('NOT_FOUND');
}
