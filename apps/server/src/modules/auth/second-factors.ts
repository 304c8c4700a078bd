import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { secondFactors } from '../../db/schema/auth';
import { acceptTotpCode } from './totp';
import { openTotpSecret } from './totp-secret';

export const SECOND_FACTOR_KINDS = ['sms', 'totp'] as const;
export type SecondFactorKind = (typeof SECOND_FACTOR_KINDS)[number];

export type EnrolledFactor = {
  id: number;
  kind: SecondFactorKind;
  phone: string | null;
  totpSecret: string | null;
  lastTotpStep: number | null;
  enrolledAt: Date;
};

/** The factors that protect the account; enrolments still waiting for their first code do not. */
export async function listEnrolledFactors(db: Queryable, userId: number): Promise<EnrolledFactor[]> {
  const rows = await db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.user_id, userId), isNotNull(secondFactors.enrolled_at)))
    .orderBy(asc(secondFactors.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind === 'totp' ? 'totp' : 'sms',
    phone: row.phone,
    totpSecret: row.totp_secret,
    lastTotpStep: row.last_totp_step,
    enrolledAt: row.enrolled_at!,
  }));
}

/** Enough of the number to recognise it, not enough to learn it: "+32••••••456". */
export function phoneHint(phone: string): string {
  const visibleEnd = 3;
  const prefix = phone.startsWith('+') ? phone.slice(0, 3) : '';
  return (
    prefix + '•'.repeat(Math.max(0, phone.length - prefix.length - visibleEnd)) + phone.slice(-visibleEnd)
  );
}

/** True when the code is the current one of any of the user's authenticator apps (and was not used before). */
export async function acceptAnyTotpCode(
  db: Queryable,
  factors: EnrolledFactor[],
  code: string,
  key: Buffer,
): Promise<boolean> {
  for (const factor of factors) {
    if (factor.kind !== 'totp' || !factor.totpSecret) continue;
    const secret = openTotpSecret(factor.totpSecret, key);
    if (await acceptTotpCode(db, { id: factor.id, secret, lastStep: factor.lastTotpStep }, code)) return true;
  }
  return false;
}

/** What the person typed: spaces and dashes from "123 456" are not part of the code. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}
