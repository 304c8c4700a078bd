import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitAttempts } from '../../db/schema/auth';
import { fail } from '../../errors';

export type RateLimit = { limit: number; windowMinutes: number };

/**
 * How many attempts an account and an address get. An account limit stops guessing one
 * password; the looser address limit stops one machine trying many accounts without locking out
 * an office behind one NAT address.
 */
export const RATE_LIMITS = {
  signInAccount: { limit: 5, windowMinutes: 15 },
  signInAddress: { limit: 20, windowMinutes: 15 },
  secondFactorAccount: { limit: 5, windowMinutes: 15 },
  secondFactorAddress: { limit: 20, windowMinutes: 15 },
  passwordResetAccount: { limit: 3, windowMinutes: 15 },
  passwordResetAddress: { limit: 20, windowMinutes: 15 },
  reauthenticationAccount: { limit: 5, windowMinutes: 15 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitBucket = { key: string; rule: RateLimit };

export type Attempt = {
  /** The attempt succeeded: it stops counting. Attempts never marked so count as failures. */
  succeeded(): Promise<void>;
};

/**
 * Counts an attempt in every bucket before the work is done, and refuses with
 * TOO_MANY_ATTEMPTS (and when to retry) when a bucket is over its limit. The row is written
 * first and counted after, so a burst of parallel requests cannot all slip under the limit:
 * each one sees the rows of the others. Time is the database's, shared by every instance.
 */
export async function beginAttempt(db: Db, buckets: RateLimitBucket[]): Promise<Attempt> {
  const inserted = await db
    .insert(rateLimitAttempts)
    .values(buckets.map((bucket) => ({ bucket: bucket.key })))
    .returning({ id: rateLimitAttempts.id });
  const ids = inserted.map((row) => row.id);
  const release = async () => {
    await db.delete(rateLimitAttempts).where(inArray(rateLimitAttempts.id, ids));
  };
  for (const bucket of buckets) {
    const retryAt = await retryTime(db, bucket);
    if (retryAt) {
      // A refused attempt does not count, or steady guessing would keep the account locked forever.
      await release();
      const retryAfterSeconds = Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000));
      fail('TOO_MANY_ATTEMPTS', undefined, { retryAt: retryAt.toISOString(), retryAfterSeconds });
    }
  }
  return { succeeded: release };
}

/** Null when the bucket is within its limit; else when its oldest counted attempt leaves the window. */
async function retryTime(db: Db, { key, rule }: RateLimitBucket): Promise<Date | null> {
  const window = sql`now() - make_interval(mins => ${rule.windowMinutes})`;
  await db
    .delete(rateLimitAttempts)
    .where(and(eq(rateLimitAttempts.bucket, key), lt(rateLimitAttempts.created_at, window)));
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

/** The buckets of one action for an account and, when known, the caller's address. */
export function accountAndAddress(
  action: string,
  account: string | number,
  ip: string | null,
  rules: { account: RateLimit; address: RateLimit },
): RateLimitBucket[] {
  const buckets: RateLimitBucket[] = [
    { key: `${action}:account:${String(account).toLowerCase()}`, rule: rules.account },
  ];
  if (ip) buckets.push({ key: `${action}:ip:${ip}`, rule: rules.address });
  return buckets;
}
