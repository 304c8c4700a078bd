import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const TOTP_KEY_FILE = 'totp-encryption.key';

/**
 * The key that seals authenticator secrets: TOTP_ENCRYPTION_KEY when given (always in
 * production); for an in-memory database a fresh one, since its secrets die with the process;
 * otherwise one generated once and kept beside the data in DATA_DIR, readable by the owner only.
 */
export async function resolveTotpKey(
  config: { TOTP_ENCRYPTION_KEY?: string; dataDir: string },
  options: { inMemory?: boolean },
): Promise<string> {
  if (config.TOTP_ENCRYPTION_KEY) return config.TOTP_ENCRYPTION_KEY;
  if (options.inMemory) return randomBytes(32).toString('base64');
  const path = join(config.dataDir, TOTP_KEY_FILE);
  await mkdir(config.dataDir, { recursive: true });
  try {
    await writeFile(path, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = (await readFile(path, 'utf8')).trim();
  if (Buffer.from(key, 'base64').length !== 32) throw new Error(`${path} does not hold a 32-byte base64 key`);
  return key;
}
