import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { usesPartnerPortal } from '@spokes/domain/partner-portal';
import { sanitizeAccessCode } from '@spokes/domain/access-code';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { fail } from '../../errors';
import { beginAttempt, RATE_LIMITS, type RateLimitBucket } from '../auth/rate-limit';

/**
 * Every check of a code answers after this long at the earliest, right or wrong, so the time of
 * an answer tells nothing the answer does not (a right code loads more than a wrong one).
 */
export const ACCESS_CODE_ANSWER_MS = 300;

export type SelfServiceCompany = typeof companies.$inferSelect;

/**
 * Failures only count, per address and per code tried, on the database every instance shares: a
 * wrong code never touches the bucket of a right one, so guessing cannot lock out the employees
 * of a company, while one address or one code tried from many addresses is slowed down. A right
 * code is counted in no code bucket at all, so that colleagues who type it at the same moment
 * (after one mail to all of them) are not refused for one another's attempts in flight.
 */
function accessCodeBuckets(wrongCode: string | null, ip: string | null): RateLimitBucket[] {
  const buckets: RateLimitBucket[] = [];
  if (wrongCode) buckets.push({ key: `access-code:code:${wrongCode}`, rule: RATE_LIMITS.accessCode });
  if (ip) buckets.push({ key: `access-code:ip:${ip}`, rule: RATE_LIMITS.accessCodeAddress });
  return buckets;
}

/**
 * The company whose self-service access code this is (spec 03 sections 2.5 and 5): the code is
 * read without spaces in capitals; none is ACCESS_CODE_REQUIRED, a wrong one ACCESS_CODE_INVALID,
 * too many wrong ones TOO_MANY_ATTEMPTS. A company served by a partner portal sends its
 * employees there (PARTNER_PORTAL_COMPANY).
 */
export async function requireAccessCodeCompany(
  db: Db,
  rawCode: string,
  ip: string | null,
): Promise<SelfServiceCompany> {
  const answerAt = Date.now() + ACCESS_CODE_ANSWER_MS;
  try {
    const code = sanitizeAccessCode(rawCode);
    if (code === '') fail('ACCESS_CODE_REQUIRED');
    const [company] = await db.select().from(companies).where(eq(companies.employee_access_code, code));
    const buckets = accessCodeBuckets(company ? null : code, ip);
    if (buckets.length > 0) {
      const attempt = await beginAttempt(db, buckets);
      if (company) await attempt.succeeded();
    }
    if (!company) fail('ACCESS_CODE_INVALID');
    if (usesPartnerPortal(company)) fail('PARTNER_PORTAL_COMPANY');
    return company;
  } finally {
    await sleep(Math.max(0, answerAt - Date.now()));
  }
}
