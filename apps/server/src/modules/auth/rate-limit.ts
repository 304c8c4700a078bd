import { and, count, eq, inArray, lt, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitAttempts } from '../../db/schema/auth';
import { fail } from '../../errors';

/** At most `limit` attempts in any `windowMinutes`; the next one waits until the oldest ages out. */
export type WindowLimit = { limit: number; windowMinutes: number };

/**
 * No hard lock: after `freeFailures` failures within `windowMinutes`, each further attempt waits
 * 2, 4, 8 ... seconds after the newest failure, capped at `maxDelaySeconds`.
 */
export type GrowingDelay = { freeFailures: number; windowMinutes: number; maxDelaySeconds: number };

export type RateLimit = WindowLimit | GrowingDelay;

const accountDelay = { freeFailures: 10, windowMinutes: 60, maxDelaySeconds: 300 } as const;

/**
 * How many attempts an account, an address and the two together get (numbers in decisions.md).
 * The hard limit is per account and address together, so guessing from one address cannot
 * lock the owner out from another; the account as a whole only slows down, and the looser
 * address limit stops one machine trying many accounts without locking out an office behind
 * one NAT address.
 */
export const RATE_LIMITS = {
  signInAccountAddress: { limit: 5, windowMinutes: 15 },
  signInAccount: accountDelay,
  signInAddress: { limit: 20, windowMinutes: 15 },
  secondFactorAccountAddress: { limit: 5, windowMinutes: 15 },
  secondFactorAccount: accountDelay,
  secondFactorAddress: { limit: 20, windowMinutes: 15 },
  secondFactorEnrolmentAccount: { limit: 5, windowMinutes: 15 },
  passwordResetAccount: { limit: 3, windowMinutes: 15 },
  passwordResetAddress: { limit: 20, windowMinutes: 15 },
  reauthenticationAccount: { limit: 5, windowMinutes: 15 },
  smsPerMinute: { limit: 1, windowMinutes: 1 },
  smsPerDay: { limit: 10, windowMinutes: 24 * 60 },
  accessCodeAddress: { limit: 20, windowMinutes: 15 },
  accessCode: { limit: 5, windowMinutes: 15 },
  selfServiceMailAddress: { limit: 5, windowMinutes: 15 },
  selfServiceMailCompany: { limit: 100, windowMinutes: 60 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitBucket = { key: string; rule: RateLimit };

export type Attempt = {
  /** The attempt succeeded: it stops counting. Attempts never marked so count as failures. */
  succeeded(): Promise<void>;
};

export type AttemptOutcome =
  { allowed: true; attempt: Attempt } | { allowed: false; retryAt: Date; retryAfterSeconds: number };

/**
 * Counts an attempt in every bucket before the work is done and answers whether a bucket is
 * over its rule (and when to retry). The row is written first and counted after, so a burst of
 * parallel requests cannot all slip under the limit: each one sees the rows of the others.
 * Time is the database's, shared by every instance.
 */
export async function tryAttempt(db: Db, buckets: RateLimitBucket[]): Promise<AttemptOutcome> {
  const inserted = await db
    .insert(rateLimitAttempts)
    .values(buckets.map((bucket) => ({ bucket: bucket.key })))
    .returning({ id: rateLimitAttempts.id });
  const ids = inserted.map((row) => row.id);
  const release = async () => {
    await db.delete(rateLimitAttempts).where(inArray(rateLimitAttempts.id, ids));
  };
  for (const [i, bucket] of buckets.entries()) {
    const retryAt =
      'limit' in bucket.rule
        ? await windowRetryTime(db, bucket.key, bucket.rule)
        : await delayRetryTime(db, bucket.key, bucket.rule, ids[i]);
    if (retryAt) {
      // A refused attempt does not count, or steady guessing would keep the account locked forever.
      await release();
      const retryAfterSeconds = Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000));
      return { allowed: false, retryAt, retryAfterSeconds };
    }
  }
  return { allowed: true, attempt: { succeeded: release } };
}

/** Like `tryAttempt`, but refuses with TOO_MANY_ATTEMPTS (and when to retry). */
export async function beginAttempt(db: Db, buckets: RateLimitBucket[]): Promise<Attempt> {
  const outcome = await tryAttempt(db, buckets);
  if (!outcome.allowed) failTooManyAttempts(outcome);
  return outcome.attempt;
}

export function failTooManyAttempts(refused: { retryAt: Date; retryAfterSeconds: number }): never {
  fail('TOO_MANY_ATTEMPTS', undefined, {
    retryAt: refused.retryAt.toISOString(),
    retryAfterSeconds: refused.retryAfterSeconds,
  });
}

function forgetExpired(db: Db, key: string, windowMinutes: number) {
  return db
    .delete(rateLimitAttempts)
    .where(
      and(
        eq(rateLimitAttempts.bucket, key),
        lt(rateLimitAttempts.created_at, sql`now() - make_interval(mins => ${windowMinutes})`),
      ),
    );
}

/** Null when the bucket is within its limit; else when its oldest counted attempt leaves the window. */
async function windowRetryTime(db: Db, key: string, rule: WindowLimit): Promise<Date | null> {
  await forgetExpired(db, key, rule.windowMinutes);
  const [{ attempts }] = await db
    .select({ attempts: count() })
    .from(rateLimitAttempts)
    .where(eq(rateLimitAttempts.bucket, key));
  if (attempts <= rule.limit) return null;
  // With limit L, the attempt that must age out is the L-th newest: after that, L - 1 remain plus this one.
  const [row] = await db
    .select({
      retryAt: sql<Date>`${rateLimitAttempts.created_at} + make_interval(mins => ${rule.windowMinutes})`,
    })
    .from(rateLimitAttempts)
    .where(eq(rateLimitAttempts.bucket, key))
    .orderBy(sql`${rateLimitAttempts.created_at} desc`)
    .offset(rule.limit)
    .limit(1);
  return row ? new Date(row.retryAt) : null;
}

/** Null when no delay is owed; else when the delay after the newest other failure ends. */
async function delayRetryTime(db: Db, key: string, rule: GrowingDelay, ownId: number): Promise<Date | null> {
  await forgetExpired(db, key, rule.windowMinutes);
  const [row] = await db
    .select({ failures: count(), newest: max(rateLimitAttempts.created_at), now: sql<Date>`now()` })
    .from(rateLimitAttempts)
    .where(and(eq(rateLimitAttempts.bucket, key), ne(rateLimitAttempts.id, ownId)));
  if (row.failures < rule.freeFailures || !row.newest) return null;
  const delaySeconds = Math.min(2 ** (row.failures - rule.freeFailures + 1), rule.maxDelaySeconds);
  const retryAt = new Date(new Date(row.newest).getTime() + delaySeconds * 1000);
  return retryAt > new Date(row.now) ? retryAt : null;
}

/** The buckets of one action for an account and, when known, the caller's address. */
export function accountAndAddress(
  action: string,
  account: string | number,
  ip: string | null,
  rules: { account: WindowLimit; address: WindowLimit },
): RateLimitBucket[] {
  const buckets: RateLimitBucket[] = [{ key: accountKey(action, account), rule: rules.account }];
  if (ip) buckets.push({ key: `${action}:ip:${ip}`, rule: rules.address });
  return buckets;
}

/**
 * The buckets of guessing a secret (a password, a code): a hard limit per account and address
 * together, a growing delay per account, and a limit per address.
 */
export function guessingBuckets(
  action: string,
  account: string | number,
  ip: string | null,
  rules: { accountAddress: WindowLimit; account: GrowingDelay; address: WindowLimit },
): RateLimitBucket[] {
  const key = accountKey(action, account);
  const buckets: RateLimitBucket[] = [
    { key: `${key}:from:${ip ?? 'unknown'}`, rule: rules.accountAddress },
    { key, rule: rules.account },
  ];
  if (ip) buckets.push({ key: `${action}:ip:${ip}`, rule: rules.address });
  return buckets;
}

/** One SMS a minute and a daily cap per account, so a known password cannot flood a phone. */
export function smsBuckets(userId: number): RateLimitBucket[] {
  return [{ key: accountKey('sms-minute', userId), rule: RATE_LIMITS.smsPerMinute }, smsDayBucket(userId)];
}

/**
 * The daily cap alone, for the code of an SMS enrolment: it keeps a session from turning into an
 * SMS pump, while the sign-in that tries the new factor right after still gets its code.
 */
export function smsDayBucket(userId: number): RateLimitBucket {
  return { key: accountKey('sms-day', userId), rule: RATE_LIMITS.smsPerDay };
}

function accountKey(action: string, account: string | number) {
  return `${action}:account:${String(account).toLowerCase()}`;
}
