import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { secondFactors } from '../../db/schema/auth';
import { fail } from '../../errors';
import { ActionCodeInvalidError, consumeActionCode } from './action-codes';
import { revokeAllSessions } from './session';

/**
 * The link of the "second factor added" mail: switches that factor off. Whoever added it may
 * hold the password, so every session of the account ends too.
 */
export async function revertSecondFactorAddition(db: Db, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    const use = await consumeActionCode(tx, code, 'revertSecondFactorAddition').catch((error: unknown) => {
      if (error instanceof ActionCodeInvalidError) fail('SECOND_FACTOR_REVERT_FAILED');
      throw error;
    });
    if (use.secondFactorId === null) fail('SECOND_FACTOR_REVERT_FAILED');
    await tx.delete(secondFactors).where(eq(secondFactors.id, use.secondFactorId));
    await revokeAllSessions(tx, use.userId);
  });
}
