import { and, eq, isNull } from 'drizzle-orm';
import { validatePhone } from '@spokes/domain/contact-validation';
import type { Db, Queryable } from '../../db/client';
import { secondFactors } from '../../db/schema/auth';
import { fail } from '../../errors';
import { beginAttempt, smsDayBucket } from './rate-limit';
import { reauthenticate } from './reauthenticate';
import { listEnrolledFactors, type SecondFactorKind } from './second-factors';
import { userLanguage } from './sign-in';
import { sendSmsCode } from './sms-code';
import { newTotpEnrolment } from './totp';
import { sealTotpSecret } from './totp-secret';
import type { Viewer } from '../access/viewer';

/** How long an enrolment waits for its first code. */
export const PENDING_ENROLMENT_MINUTES = 15;

/** Password again, then one factor of a kind: changing a number is removing and adding. */
async function prepare(db: Db, viewer: Viewer, password: string, kind: SecondFactorKind) {
  await reauthenticate(db, viewer, password);
  const enrolled = await listEnrolledFactors(db, viewer.userId);
  if (enrolled.some((factor) => factor.kind === kind))
    fail('BAD_INPUT', 'A factor of this kind is already active');
}

/** An earlier enrolment that never got its code is abandoned. */
async function dropPendingEnrolments(tx: Queryable, userId: number) {
  await tx
    .delete(secondFactors)
    .where(and(eq(secondFactors.user_id, userId), isNull(secondFactors.enrolled_at)));
}

/** SMS: validates the number (BE, NL, FR, DE, LU) and texts a code to it. */
export async function startSmsEnrolment(
  db: Db,
  viewer: Viewer,
  input: { password: string; phone: string },
): Promise<{ factorId: number; phone: string }> {
  const phone = validatePhone(input.phone);
  if (!phone.ok) fail(phone.error);
  await prepare(db, viewer, input.password, 'sms');
  await beginAttempt(db, [smsDayBucket(viewer.userId)]);
  return db.transaction(async (tx) => {
    await dropPendingEnrolments(tx, viewer.userId);
    const [factor] = await tx
      .insert(secondFactors)
      .values({ user_id: viewer.userId, kind: 'sms', phone: phone.value })
      .returning({ id: secondFactors.id });
    await sendSmsCode(tx, {
      sessionId: viewer.sessionId,
      factor: { id: factor.id, phone: phone.value },
      purpose: 'enrolment',
      language: userLanguage(viewer.language),
    });
    return { factorId: factor.id, phone: phone.value };
  });
}

/** Authenticator app: the secret as an otpauth URI and its QR code, shown once. */
export async function startTotpEnrolment(
  db: Db,
  viewer: Viewer,
  input: { password: string; totpKey: Buffer },
): Promise<{ factorId: number; secret: string; otpauthUri: string; qrCodeDataUrl: string }> {
  await prepare(db, viewer, input.password, 'totp');
  const enrolment = await newTotpEnrolment(viewer.email);
  return db.transaction(async (tx) => {
    await dropPendingEnrolments(tx, viewer.userId);
    const [factor] = await tx
      .insert(secondFactors)
      .values({
        user_id: viewer.userId,
        kind: 'totp',
        totp_secret: sealTotpSecret(enrolment.secret, input.totpKey),
      })
      .returning({ id: secondFactors.id });
    return { factorId: factor.id, ...enrolment };
  });
}
