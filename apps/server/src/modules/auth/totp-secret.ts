import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * TOTP secrets are sealed with AES-256-GCM under TOTP_ENCRYPTION_KEY when it is set, so a copy
 * of the database alone yields no authenticator codes. Without a key (the embedded demo) they
 * are stored readable, marked so that setting a key later still reads them.
 */
const sealedPrefix = 'v1.';
const plainPrefix = 'plain.';

/** config.ts has checked that the key is 32 bytes. */
export function totpKey(config: { TOTP_ENCRYPTION_KEY?: string }): Buffer | null {
  return config.TOTP_ENCRYPTION_KEY ? Buffer.from(config.TOTP_ENCRYPTION_KEY, 'base64') : null;
}

export function sealTotpSecret(secret: string, key: Buffer | null): string {
  if (!key) return plainPrefix + secret;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return sealedPrefix + [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openTotpSecret(stored: string, key: Buffer | null): string {
  if (stored.startsWith(plainPrefix)) return stored.slice(plainPrefix.length);
  if (!stored.startsWith(sealedPrefix) || !key)
    throw new Error('TOTP secret is sealed and no TOTP_ENCRYPTION_KEY is set');
  const [iv, tag, sealed] = stored
    .slice(sealedPrefix.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}
