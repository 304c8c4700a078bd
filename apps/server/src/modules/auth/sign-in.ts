import { eq, sql } from 'drizzle-orm';
import { isLanguageCode } from '@spokes/domain/codes';
import type { Db, Queryable } from '../../db/client';
import { users } from '../../db/schema/users';
import { fail } from '../../errors';
import { verifyPassword } from './password-hash';
import {
  beginAttempt,
  failTooManyAttempts,
  guessingBuckets,
  RATE_LIMITS,
  smsBuckets,
  tryAttempt,
} from './rate-limit';
import { listEnrolledFactors, phoneHint, type EnrolledFactor, type SecondFactorKind } from './second-factors';
import { createSession, type NewSession } from './session';
import { sendSmsCode } from './sms-code';

export type SignInOptions = {
  email: string;
  password: string;
  sessionTtlHours: number;
  ip: string | null;
  userAgent: string | null;
};

export type SecondFactorStep = { kinds: SecondFactorKind[]; phoneHint: string | null };

export type SignInResult =
  | { status: 'SIGNED_IN'; session: NewSession }
  | { status: 'SECOND_FACTOR_REQUIRED'; session: NewSession; secondFactor: SecondFactorStep };

/** A session that passed the password but owes a code lives as long as the SMS code. */
export const PENDING_SESSION_MINUTES = 10;

export function userLanguage(language: string) {
  return isLanguageCode(language) ? language : 'nl';
}

/**
 * Checks e-mail and password and opens a fresh session (a new id on every sign-in, so a
 * session fixed before sign-in is worthless). Unknown e-mail and wrong password give the same
 * answer in the same time, and both count against the account and the address. With a second
 * factor enrolled the session stays pending until verifySecondFactor, and an SMS factor gets its code.
 */
export async function signIn(db: Db, options: SignInOptions): Promise<SignInResult> {
  const email = options.email.trim();
  const attempt = await beginAttempt(
    db,
    guessingBuckets('sign-in', email, options.ip, {
      accountAddress: RATE_LIMITS.signInAccountAddress,
      account: RATE_LIMITS.signInAccount,
      address: RATE_LIMITS.signInAddress,
    }),
  );
  const [user] = await db
    .select({ id: users.id, password_hash: users.password_hash, language: users.language })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  const ok = await verifyPassword(user?.password_hash ?? null, options.password);
  if (!user || !ok) fail('WRONG_CREDENTIALS');
  await attempt.succeeded();

  const factors = await listEnrolledFactors(db, user.id);
  if (factors.length === 0) {
    const session = await db.transaction((tx) => startSignedInSession(tx, { ...options, userId: user.id }));
    return { status: 'SIGNED_IN', session };
  }
  const sms = await smsWithinLimits(db, user.id, factors);
  const session = await db.transaction(async (tx) => {
    const pending = await createSession(tx, {
      userId: user.id,
      ttlHours: PENDING_SESSION_MINUTES / 60,
      pendingSecondFactor: true,
      ip: options.ip,
      userAgent: options.userAgent,
    });
    if (sms?.phone) {
      await sendSmsCode(tx, {
        sessionId: pending.id,
        factor: { id: sms.id, phone: sms.phone },
        purpose: 'sign-in',
        language: userLanguage(user.language),
      });
    }
    return pending;
  });
  const kinds = [...new Set(factors.map((factor) => factor.kind))];
  return {
    status: 'SECOND_FACTOR_REQUIRED',
    session,
    secondFactor: { kinds, phoneHint: sms?.phone ? phoneHint(sms.phone) : null },
  };
}

/**
 * The SMS factor to send a code to, counted against the account's SMS limits. Over a limit, an
 * account that also has an authenticator signs in with it and gets no SMS; one with only SMS
 * is told when to retry.
 */
async function smsWithinLimits(db: Db, userId: number, factors: EnrolledFactor[]) {
  const sms = factors.find((factor) => factor.kind === 'sms' && factor.phone);
  if (!sms) return undefined;
  const outcome = await tryAttempt(db, smsBuckets(userId));
  if (outcome.allowed) return sms;
  if (factors.some((factor) => factor.kind === 'totp')) return undefined;
  failTooManyAttempts(outcome);
}

/** The session of a completed sign-in, with the login time of spec 02 section 2. */
export async function startSignedInSession(
  tx: Queryable,
  input: { userId: number; sessionTtlHours: number; ip: string | null; userAgent: string | null },
): Promise<NewSession> {
  const session = await createSession(tx, {
    userId: input.userId,
    ttlHours: input.sessionTtlHours,
    pendingSecondFactor: false,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  await tx.update(users).set({ login_time: new Date() }).where(eq(users.id, input.userId));
  return session;
}
