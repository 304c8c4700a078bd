import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * TOTP secrets are sealed with AES-256-GCM under TOTP_ENCRYPTION_KEY, so a copy of the database
 * alone yields no authenticator codes. Every mode has a key: production requires it (config.ts),
 * development keeps a generated one in DATA_DIR, an in-memory app makes one (totp-key.ts).
 */
const sealedPrefix = 'v1.';
/** Rows written before every mode had a key; sealed at start (seal-plain-totp-secrets.ts). */
export const PLAIN_PREFIX = 'plain.';

/** createApp has resolved the key (config.ts has checked that it is 32 bytes). */
export function totpKey(config: { TOTP_ENCRYPTION_KEY?: string }): Buffer {
  if (!config.TOTP_ENCRYPTION_KEY) throw new Error('TOTP_ENCRYPTION_KEY was not resolved at start');
  return Buffer.from(config.TOTP_ENCRYPTION_KEY, 'base64');
}

export function sealTotpSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return sealedPrefix + [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openTotpSecret(stored: string, key: Buffer): string {
  if (!stored.startsWith(sealedPrefix)) throw new Error('TOTP secret is not sealed');
  const [iv, tag, sealed] = stored
    .slice(sealedPrefix.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}
