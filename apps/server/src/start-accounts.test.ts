import { like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from './db/schema/outbox';
import { users } from './db/schema/users';
import { logger } from './logger';
import { prepareAccounts } from './start-accounts';
import { graphqlClient } from './test/graphql-client';
import { createTestApp } from './test/test-app';

const RESET =
  'mutation($code: String!, $p: String!, $c: String!) { resetPassword(code: $code, password: $p, confirmation: $c) { email } }';
const ADMIN_EMAIL = 'first-admin@spokes.test';

describe('a production start', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({ NODE_ENV: 'production', ADMIN_EMAIL });
  });
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  it('seeds no demo accounts without SEED_DEMO, and invites the first super user from ADMIN_EMAIL', async () => {
    const warn = vi.spyOn(logger, 'warn');
    await prepareAccounts(app.database.db, app.config, app.storage);

    const db = app.database.db;
    expect(await db.$count(users, like(users.email, '%@demo.test'))).toBe(0);
    const all = await db.select().from(users);
    expect(all).toEqual([
      expect.objectContaining({ email: ADMIN_EMAIL, super_user: true, password_hash: null }),
    ]);

    const [mail] = await db.select().from(outboxMessages);
    expect(mail).toMatchObject({ recipient: ADMIN_EMAIL, template: 'user-invitation' });
    const logged = warn.mock.calls.map((call) => String(call[1])).join('\n');
    const code = /\/action\?mode=resetPassword&oobCode=([\w-]+)/.exec(logged)?.[1];
    expect(code).toBeDefined();

    const client = graphqlClient(app);
    const password = 'First!2026admin';
    const reset = await client.request(RESET, { code, p: password, c: password });
    expect(reset.body.errors).toBeUndefined();
    await client.signIn(ADMIN_EMAIL, password);
  });

  it('invites nobody again and logs no link once a super user exists', async () => {
    const warn = vi.spyOn(logger, 'warn');
    await prepareAccounts(app.database.db, app.config, app.storage);
    expect(await app.database.db.$count(users)).toBe(1);
    expect(await app.database.db.$count(outboxMessages)).toBe(1);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('a start without any super user and without ADMIN_EMAIL', () => {
  it('warns that nobody can manage users, naming ADMIN_EMAIL', async () => {
    const app = await createTestApp({ SEED_DEMO: 'false' });
    try {
      const warn = vi.spyOn(logger, 'warn');
      await prepareAccounts(app.database.db, app.config, app.storage);
      expect(await app.database.db.$count(users)).toBe(0);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('ADMIN_EMAIL'));
    } finally {
      vi.restoreAllMocks();
      await app.close();
    }
  });
});
