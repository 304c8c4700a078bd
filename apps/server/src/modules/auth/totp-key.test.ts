import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondFactors } from '../../db/schema/auth';
import { createUser } from '../../test/factories';
import { appSuite } from '../../test/app-suite';
import { sealPlainTotpSecrets } from './seal-plain-totp-secrets';
import { resolveTotpKey, TOTP_KEY_FILE } from './totp-key';
import { openTotpSecret, totpKey } from './totp-secret';

describe('the key that seals authenticator secrets', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'spokes-totp-key-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('is generated once in DATA_DIR, readable by the owner only, and reused at the next start', async () => {
    const first = await resolveTotpKey({ dataDir }, {});
    const file = join(dataDir, TOTP_KEY_FILE);
    expect(Buffer.from(first, 'base64')).toHaveLength(32);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveTotpKey({ dataDir }, {})).toBe(first);
  });

  it('is the given TOTP_ENCRYPTION_KEY, or a fresh one for an in-memory database', async () => {
    const given = Buffer.alloc(32, 3).toString('base64');
    expect(await resolveTotpKey({ dataDir, TOTP_ENCRYPTION_KEY: given }, {})).toBe(given);
    const a = await resolveTotpKey({ dataDir: '/nonexistent' }, { inMemory: true });
    const b = await resolveTotpKey({ dataDir: '/nonexistent' }, { inMemory: true });
    expect(a).not.toBe(b);
  });
});

describe('authenticator secrets stored readable by an earlier version', () => {
  const suite = appSuite();

  it('are sealed at start, and open to the same secret', async () => {
    const user = await createUser(suite.app.database.db);
    const [row] = await suite.app.database.db
      .insert(secondFactors)
      .values({ user_id: user.id, kind: 'totp', totp_secret: 'plain.JBSWY3DPEHPK3PXP' })
      .returning();
    const key = totpKey(suite.app.config);
    expect(await sealPlainTotpSecrets(suite.app.database.db, key)).toBe(1);
    const [stored] = await suite.app.database.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.id, row.id));
    expect(stored.totp_secret).toMatch(/^v1\./);
    expect(openTotpSecret(stored.totp_secret!, key)).toBe('JBSWY3DPEHPK3PXP');
    expect(await sealPlainTotpSecrets(suite.app.database.db, key)).toBe(0);
  });
});
