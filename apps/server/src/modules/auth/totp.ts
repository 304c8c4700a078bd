import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Queryable } from '../../db/client';
import { secondFactors } from '../../db/schema/auth';

const issuer = 'Spokes';

/**
 * One 30-second step either side of now: phone clocks drift. A code accepted once is refused for
 * the rest of its window, because the step it matched is stored and only later steps pass.
 */
const epochTolerance = 30;

export type TotpEnrolment = { secret: string; otpauthUri: string; qrCodeDataUrl: string };

export async function newTotpEnrolment(accountName: string): Promise<TotpEnrolment> {
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer, label: accountName, secret });
  // Rendered here so the browser downloads no QR library; a data URL, so the secret never sits in a log or cache.
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUri, {
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 240,
  });
  return { secret, otpauthUri, qrCodeDataUrl };
}

/**
 * Checks a code against the factor's secret and claims its time step in one conditional UPDATE:
 * of two requests with the same code, one wins, on any instance.
 */
export async function acceptTotpCode(
  db: Queryable,
  factor: { id: number; secret: string; lastStep: number | null },
  code: string,
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({
    secret: factor.secret,
    token: code,
    epochTolerance,
    ...(factor.lastStep !== null ? { afterTimeStep: factor.lastStep } : {}),
  }).catch(() => null);
  if (!result?.valid || !('timeStep' in result)) return false;
  const claimed = await db
    .update(secondFactors)
    .set({ last_totp_step: result.timeStep })
    .where(
      and(
        eq(secondFactors.id, factor.id),
        or(isNull(secondFactors.last_totp_step), lt(secondFactors.last_totp_step, result.timeStep)),
      ),
    )
    .returning({ id: secondFactors.id });
  return claimed.length === 1;
}
