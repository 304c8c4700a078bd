import { eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { secondFactors } from '../../db/schema/auth';
import { PLAIN_PREFIX, sealTotpSecret } from './totp-secret';

/**
 * Seals the authenticator secrets that earlier versions stored readable (no key was set), all in
 * one transaction so a failed start leaves them as they were. Returns how many were sealed.
 */
export async function sealPlainTotpSecrets(db: Db, key: Buffer): Promise<number> {
  return db.transaction(async (tx) => {
    const plain = await tx
      .select({ id: secondFactors.id, secret: secondFactors.totp_secret })
      .from(secondFactors)
      .where(like(secondFactors.totp_secret, `${PLAIN_PREFIX}%`));
    for (const row of plain) {
      const sealed = sealTotpSecret(row.secret!.slice(PLAIN_PREFIX.length), key);
      await tx.update(secondFactors).set({ totp_secret: sealed }).where(eq(secondFactors.id, row.id));
    }
    return plain.length;
  });
}
