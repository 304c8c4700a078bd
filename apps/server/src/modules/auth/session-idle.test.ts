import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/users';
import { errorCode } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';
import { ME } from '../../test/auth-test-support';
import { sessionIdFromToken } from './session';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('the idle timeout of a session (SESSION_IDLE_MINUTES)', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({ SESSION_IDLE_MINUTES: '60' });
  });
  afterAll(() => app.close());

  async function signedInSession() {
    const client = await signedIn(app);
    const id = sessionIdFromToken(client.cookie.split('=')[1]);
    const setLastSeen = (at: Date) =>
      app.database.db.update(sessions).set({ last_seen_at: at }).where(eq(sessions.id, id));
    const lastSeen = async () =>
      (await app.database.db.select().from(sessions).where(eq(sessions.id, id)))[0]?.last_seen_at;
    return { client, setLastSeen, lastSeen };
  }

  it('refuses and deletes a session unused for longer than the idle timeout', async () => {
    const { client, setLastSeen, lastSeen } = await signedInSession();
    await setLastSeen(minutesAgo(61));
    expect(errorCode(await client.request(ME))).toBe('UNAUTHENTICATED');
    expect(await lastSeen()).toBeUndefined();
  });

  it('slides the last use forward, so a session in use outlives the idle timeout', async () => {
    const { client, setLastSeen, lastSeen } = await signedInSession();
    await setLastSeen(minutesAgo(59));
    expect((await client.request(ME)).body.errors).toBeUndefined();
    expect((await lastSeen())!.getTime()).toBeGreaterThan(minutesAgo(1).getTime());
  });

  it('writes the last use at most once a minute', async () => {
    const { client, setLastSeen, lastSeen } = await signedInSession();
    const recent = new Date(Date.now() - 20_000);
    await setLastSeen(recent);
    expect((await client.request(ME)).body.errors).toBeUndefined();
    expect((await lastSeen())!.getTime()).toBe(recent.getTime());
  });
});
