import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { secondFactors } from '../../db/schema/auth';
import { fail } from '../../errors';
import { queueMail } from '../mail/queue-mail';
import { actionLink, createActionCode } from './action-codes';
import { beginAttempt, RATE_LIMITS } from './rate-limit';
import { normaliseCode } from './second-factors';
import { userLanguage } from './sign-in';
import { checkSmsCode } from './sms-code';
import { PENDING_ENROLMENT_MINUTES } from './start-second-factor-enrolment';
import { acceptTotpCode } from './totp';
import { openTotpSecret } from './totp-secret';
import type { Viewer } from '../access/viewer';

/** The revert link in the "second factor added" mail works this long. */
export const REVERT_LINK_TTL_MINUTES = 7 * 24 * 60;

/**
 * The first code proves the phone or app works; the factor then protects the account, and a mail
 * with a link to switch it off again goes to the account's address, so someone who added a
 * factor with a stolen password is noticed and undone.
 */
export async function confirmSecondFactorEnrolment(
  db: Db,
  viewer: Viewer,
  input: { factorId: number; code: string; totpKey: Buffer; publicUrl: string },
): Promise<{ factorId: number }> {
  const [factor] = await db
    .select()
    .from(secondFactors)
    .where(
      and(
        eq(secondFactors.id, input.factorId),
        eq(secondFactors.user_id, viewer.userId),
        isNull(secondFactors.enrolled_at),
        gt(secondFactors.created_at, sql`now() - make_interval(mins => ${PENDING_ENROLMENT_MINUTES})`),
      ),
    );
  if (!factor) fail('SECOND_FACTOR_FAILED');
  const attempt = await beginAttempt(db, [
    {
      key: `second-factor-enrolment:account:${viewer.userId}`,
      rule: RATE_LIMITS.secondFactorEnrolmentAccount,
    },
  ]);
  const code = normaliseCode(input.code);
  let accepted: boolean;
  if (factor.kind === 'totp' && factor.totp_secret) {
    const secret = openTotpSecret(factor.totp_secret, input.totpKey);
    accepted = await acceptTotpCode(db, { id: factor.id, secret, lastStep: factor.last_totp_step }, code);
  } else {
    const sms = await checkSmsCode(db, { sessionId: viewer.sessionId, purpose: 'enrolment', code });
    if (sms.result === 'none' || (sms.result === 'match' && sms.factorId !== factor.id))
      fail('SECOND_FACTOR_FAILED');
    accepted = sms.result === 'match';
  }
  if (!accepted) fail('CODE_MISMATCH');
  await attempt.succeeded();

  await db.transaction(async (tx) => {
    await tx
      .update(secondFactors)
      .set({ enrolled_at: sql`now()` })
      .where(eq(secondFactors.id, factor.id));
    const revertCode = await createActionCode(tx, {
      userId: viewer.userId,
      mode: 'revertSecondFactorAddition',
      ttlMinutes: REVERT_LINK_TTL_MINUTES,
      secondFactorId: factor.id,
    });
    await queueMail(tx, {
      to: viewer.email,
      template: 'second-factor-added',
      language: userLanguage(viewer.language),
      data: {
        firstName: viewer.firstName,
        link: actionLink(input.publicUrl, 'revertSecondFactorAddition', revertCode),
        sms: factor.kind === 'sms',
      },
    });
  });
  return { factorId: factor.id };
}
