import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/users';
import { fail } from '../../errors';
import { beginAttempt, guessingBuckets, RATE_LIMITS, smsBuckets } from './rate-limit';
import { acceptAnyTotpCode, listEnrolledFactors, normaliseCode } from './second-factors';
import { revokeSession, sessionIdFromToken, type NewSession } from './session';
import { startSignedInSession, userLanguage } from './sign-in';
import { checkSmsCode, sendSmsCode } from './sms-code';

type Caller = { sessionToken: string | null; ip: string | null; userAgent: string | null };

/** The pending session of the cookie; anything else is the spec's "other failure". */
async function pendingSession(db: Db, token: string | null) {
  if (!token) fail('SECOND_FACTOR_FAILED');
  const [session] = await db
    .select({ id: sessions.id, userId: sessions.user_id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionIdFromToken(token)),
        eq(sessions.pending_second_factor, true),
        gt(sessions.expires_at, sql`now()`),
      ),
    );
  if (!session) fail('SECOND_FACTOR_FAILED');
  return session;
}

/**
 * Completes a sign-in with the SMS code or an authenticator code. On success the pending session
 * is replaced by a new one (a new id, so the pending cookie opens nothing); a wrong code is
 * CODE_MISMATCH, and once the SMS code is spent or expired the sign-in has to start over.
 */
export async function verifySecondFactor(
  db: Db,
  input: Caller & { code: string; sessionTtlHours: number; totpKey: Buffer },
): Promise<NewSession> {
  const pending = await pendingSession(db, input.sessionToken);
  const attempt = await beginAttempt(
    db,
    guessingBuckets('second-factor', pending.userId, input.ip, {
      accountAddress: RATE_LIMITS.secondFactorAccountAddress,
      account: RATE_LIMITS.secondFactorAccount,
      address: RATE_LIMITS.secondFactorAddress,
    }),
  );
  const code = normaliseCode(input.code);
  const factors = await listEnrolledFactors(db, pending.userId);
  const sms = await checkSmsCode(db, { sessionId: pending.id, purpose: 'sign-in', code });
  const accepted = sms.result === 'match' || (await acceptAnyTotpCode(db, factors, code, input.totpKey));
  if (!accepted) {
    const canStillSucceed = sms.result === 'mismatch' || factors.some((factor) => factor.kind === 'totp');
    if (!canStillSucceed) {
      await revokeSession(db, pending.id);
      fail('SECOND_FACTOR_FAILED');
    }
    fail('CODE_MISMATCH');
  }
  await attempt.succeeded();
  return db.transaction(async (tx) => {
    await revokeSession(tx, pending.id);
    return startSignedInSession(tx, { userId: pending.userId, ...input });
  });
}

/** A new SMS code for the pending sign-in, within the account's SMS limits so it cannot flood a phone. */
export async function resendSecondFactorCode(db: Db, input: Caller): Promise<void> {
  const pending = await pendingSession(db, input.sessionToken);
  const sms = (await listEnrolledFactors(db, pending.userId)).find(
    (factor) => factor.kind === 'sms' && factor.phone,
  );
  if (!sms?.phone) fail('SECOND_FACTOR_FAILED');
  await beginAttempt(db, smsBuckets(pending.userId));
  const [user] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, pending.userId));
  await db.transaction((tx) =>
    sendSmsCode(tx, {
      sessionId: pending.id,
      factor: { id: sms.id, phone: sms.phone! },
      purpose: 'sign-in',
      language: userLanguage(user?.language ?? 'nl'),
    }),
  );
}
