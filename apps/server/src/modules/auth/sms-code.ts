import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { secondFactorChallenges } from '../../db/schema/auth';
import type { Language } from '../translations/catalogue';
import { queueSms } from '../mail/queue-sms';

export const SMS_CODE_TTL_MINUTES = 10;
/** Wrong codes a challenge takes before it is spent: 3 guesses in a million, then a new sign-in. */
export const SMS_CODE_MAX_ATTEMPTS = 3;

export type ChallengePurpose = 'sign-in' | 'enrolment';

/** Salted with the session, so equal codes of two sessions hash differently. */
function hashCode(sessionId: string, code: string): string {
  return createHash('sha256').update(`${sessionId}:${code}`).digest('hex');
}

/** Replaces the session's open challenge by a new 6-digit code and queues the SMS in the same transaction. */
export async function sendSmsCode(
  tx: Queryable,
  input: {
    sessionId: string;
    factor: { id: number; phone: string };
    purpose: ChallengePurpose;
    language: Language;
  },
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx
    .delete(secondFactorChallenges)
    .where(
      and(
        eq(secondFactorChallenges.session_id, input.sessionId),
        eq(secondFactorChallenges.purpose, input.purpose),
      ),
    );
  await tx.insert(secondFactorChallenges).values({
    session_id: input.sessionId,
    second_factor_id: input.factor.id,
    purpose: input.purpose,
    code_hash: hashCode(input.sessionId, code),
    expires_at: sql`now() + make_interval(mins => ${SMS_CODE_TTL_MINUTES})`,
  });
  await queueSms(tx, {
    to: input.factor.phone,
    template: 'second-factor-code',
    language: input.language,
    data: { code },
  });
}

/** match: the code is right (the challenge is spent); mismatch: counted; none: no live challenge to check against. */
export type SmsCodeCheck = { result: 'match'; factorId: number } | { result: 'mismatch' | 'none' };

export async function checkSmsCode(
  db: Queryable,
  input: { sessionId: string; purpose: ChallengePurpose; code: string },
): Promise<SmsCodeCheck> {
  const [challenge] = await db
    .select()
    .from(secondFactorChallenges)
    .where(
      and(
        eq(secondFactorChallenges.session_id, input.sessionId),
        eq(secondFactorChallenges.purpose, input.purpose),
        gt(secondFactorChallenges.expires_at, sql`now()`),
        lt(secondFactorChallenges.attempts, SMS_CODE_MAX_ATTEMPTS),
      ),
    );
  if (!challenge) return { result: 'none' };
  const expected = Buffer.from(challenge.code_hash, 'hex');
  const given = Buffer.from(hashCode(input.sessionId, input.code), 'hex');
  if (timingSafeEqual(expected, given)) {
    // Deleting is the claim: of two requests with the right code only one deletes the row.
    const claimed = await db
      .delete(secondFactorChallenges)
      .where(eq(secondFactorChallenges.id, challenge.id))
      .returning({ id: secondFactorChallenges.id });
    return claimed.length === 1
      ? { result: 'match', factorId: challenge.second_factor_id }
      : { result: 'none' };
  }
  await db
    .update(secondFactorChallenges)
    .set({ attempts: sql`${secondFactorChallenges.attempts} + 1` })
    .where(eq(secondFactorChallenges.id, challenge.id));
  return { result: 'mismatch' };
}
