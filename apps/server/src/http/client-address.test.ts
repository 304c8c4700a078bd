import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { sessions } from '../db/schema/users';
import { SIGN_IN } from '../test/auth-test-support';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { createTestApp } from '../test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Signs in over HTTP with the given X-Forwarded-For and answers the address the session recorded. */
async function recordedAddress(app: TestApp, url: string, forwardedFor: string) {
  const user = await createUser(app.database.db);
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-graphql-yoga-csrf': '1',
      'x-forwarded-for': forwardedFor,
    },
    body: JSON.stringify({ query: SIGN_IN, variables: { email: user.email, password: TEST_PASSWORD } }),
  });
  expect(response.status).toBe(200);
  const [session] = await app.database.db
    .select({ ip: sessions.ip })
    .from(sessions)
    .where(eq(sessions.user_id, user.id));
  return session.ip;
}

describe("the client's address", () => {
  const apps: TestApp[] = [];
  const listening = async (env: Record<string, string>) => {
    const app = await createTestApp(env);
    apps.push(app);
    return { app, url: await app.listen(0, '127.0.0.1') };
  };
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    const { app, url } = await listening({});
    expect(await recordedAddress(app, url, '203.0.113.7')).toMatch(/127\.0\.0\.1$/);
  });

  it("is the proxy's last entry behind a trusted proxy, not an address the client wrote before it", async () => {
    const { app, url } = await listening({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' });
    expect(await recordedAddress(app, url, '203.0.113.7')).toBe('203.0.113.7');
    // A client sent "198.51.100.1"; the proxy appended the address it saw.
    expect(await recordedAddress(app, url, '198.51.100.1, 203.0.113.8')).toBe('203.0.113.8');
    // Proxies in a chain are skipped when each is trusted.
    expect(await recordedAddress(app, url, '198.51.100.1, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
  });

  it('refuses a TRUSTED_PROXIES entry that is no address or range, with its name', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: '127.0.0.1, proxy.local' })).toThrow(/TRUSTED_PROXIES/);
  });
});
