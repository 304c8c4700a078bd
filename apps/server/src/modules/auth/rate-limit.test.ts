import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { errorCode, graphqlClient, type GraphQLResponse } from '../../test/graphql-client';
import { createTestApp } from '../../test/test-app';
import { enrolSmsFactor, httpGraphqlClient, lastSmsCode, SIGN_IN, VERIFY } from './auth-test-support';
import { RATE_LIMITS } from './rate-limit';

const WRONG = 'Wrong!2026pass';
const FORGOT = 'mutation($email: String!) { requestPasswordReset(email: $email) }';

function retryAfterSeconds(res: { body: GraphQLResponse }): number {
  return (res.body.errors?.[0].extensions as { details: { retryAfterSeconds: number } }).details
    .retryAfterSeconds;
}

describe('too many attempts', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let baseUrl: string;
  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await app.listen(0, '127.0.0.1');
  });
  afterAll(() => app.close());

  it('locks an account after 5 wrong passwords, even for the right one, and says when to retry', async () => {
    const user = await createUser(app.database.db);
    const client = graphqlClient(app);
    for (let i = 0; i < RATE_LIMITS.signInAccount.limit; i++) {
      expect(errorCode(await client.request(SIGN_IN, { email: user.email, password: WRONG }))).toBe(
        'WRONG_CREDENTIALS',
      );
    }
    const refused = await client.request(SIGN_IN, { email: user.email, password: TEST_PASSWORD });
    expect(errorCode(refused)).toBe('TOO_MANY_ATTEMPTS');
    expect(retryAfterSeconds(refused)).toBeGreaterThan(14 * 60);
    expect(retryAfterSeconds(refused)).toBeLessThanOrEqual(15 * 60);
    const other = await createUser(app.database.db);
    expect(await graphqlClient(app).signIn(other.email, TEST_PASSWORD)).toBe('SIGNED_IN');
  });

  it('does not count successful sign-ins', async () => {
    const user = await createUser(app.database.db);
    for (let i = 0; i < RATE_LIMITS.signInAccount.limit + 2; i++) {
      expect(await graphqlClient(app).signIn(user.email, TEST_PASSWORD)).toBe('SIGNED_IN');
    }
  });

  it('locks an address after 20 failed sign-ins over many accounts', async () => {
    const request = httpGraphqlClient(baseUrl);
    for (let i = 0; i < RATE_LIMITS.signInAddress.limit; i++) {
      const res = await request(SIGN_IN, { email: `guess-${i}@test.test`, password: WRONG });
      expect(errorCode(res)).toBe('WRONG_CREDENTIALS');
    }
    const user = await createUser(app.database.db);
    expect(errorCode(await request(SIGN_IN, { email: user.email, password: TEST_PASSWORD }))).toBe(
      'TOO_MANY_ATTEMPTS',
    );
    expect(await graphqlClient(app).signIn(user.email, TEST_PASSWORD)).toBe('SIGNED_IN');
  });

  it('limits wrong second-factor codes per account across sign-ins', async () => {
    const user = await createUser(app.database.db);
    await enrolSmsFactor(app.database.db, user.id, '+32470333111');
    let client = graphqlClient(app);
    for (let i = 0; i < RATE_LIMITS.secondFactorAccount.limit; i++) {
      if (i % 3 === 0) {
        client = graphqlClient(app);
        await client.request(SIGN_IN, { email: user.email, password: TEST_PASSWORD });
      }
      const code = await lastSmsCode(app.database.db, '+32470333111');
      expect(errorCode(await client.request(VERIFY, { code: code === '999999' ? '999998' : '999999' }))).toBe(
        'CODE_MISMATCH',
      );
    }
    client = graphqlClient(app);
    await client.request(SIGN_IN, { email: user.email, password: TEST_PASSWORD });
    const code = await lastSmsCode(app.database.db, '+32470333111');
    expect(errorCode(await client.request(VERIFY, { code }))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('limits reset mails per address asked for', async () => {
    const user = await createUser(app.database.db);
    const client = graphqlClient(app);
    for (let i = 0; i < RATE_LIMITS.passwordResetAccount.limit; i++) {
      expect((await client.request(FORGOT, { email: user.email })).body.data).toEqual({
        requestPasswordReset: true,
      });
    }
    expect(errorCode(await client.request(FORGOT, { email: user.email }))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('lets a burst of parallel wrong passwords through no more than the limit', async () => {
    const user = await createUser(app.database.db);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        graphqlClient(app).request(SIGN_IN, { email: user.email, password: WRONG }),
      ),
    );
    const checked = results.filter((res) => errorCode(res) === 'WRONG_CREDENTIALS');
    expect(checked.length).toBeLessThanOrEqual(RATE_LIMITS.signInAccount.limit);
    expect(results.filter((res) => errorCode(res) === 'TOO_MANY_ATTEMPTS').length).toBeGreaterThan(0);
  });
});

const SHARED_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

describe('too many attempts across two server instances on one PostgreSQL', () => {
  let instanceA: Awaited<ReturnType<typeof createTestApp>>;
  let instanceB: App;
  beforeAll(async () => {
    if (!SHARED_POSTGRES) return;
    instanceA = await createTestApp();
    instanceB = await createApp(
      loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: instanceA.databaseUrl,
        TOTP_ENCRYPTION_KEY: instanceA.config.TOTP_ENCRYPTION_KEY,
      }),
    );
  });
  afterAll(async () => {
    await instanceB?.close();
    await instanceA?.close();
  });

  it('counts failures made on either instance against the same account', async (test) => {
    test.skip(!SHARED_POSTGRES, 'two instances need a shared PostgreSQL: set TEST_DATABASE_URL');
    const user = await createUser(instanceA.database.db);
    for (let i = 0; i < RATE_LIMITS.signInAccount.limit; i++) {
      const instance = i % 2 === 0 ? instanceA : instanceB;
      const res = await graphqlClient(instance).request(SIGN_IN, { email: user.email, password: WRONG });
      expect(errorCode(res)).toBe('WRONG_CREDENTIALS');
    }
    for (const instance of [instanceA, instanceB]) {
      const res = await graphqlClient(instance).request(SIGN_IN, {
        email: user.email,
        password: TEST_PASSWORD,
      });
      expect(errorCode(res)).toBe('TOO_MANY_ATTEMPTS');
    }
  });
});
