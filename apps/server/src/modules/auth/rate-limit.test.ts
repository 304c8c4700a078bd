import { describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { errorCode, graphqlClient, type GraphQLResponse } from '../../test/graphql-client';

import { listeningAppSuite, twoInstanceSuite } from '../../test/app-suite';
import {
  backdateAttempts,
  enrolSmsFactor,
  httpGraphqlClient,
  lastSmsCode,
  SIGN_IN,
  VERIFY,
} from '../../test/auth-test-support';
import { RATE_LIMITS } from './rate-limit';
import { SMS_CODE_MAX_ATTEMPTS } from './sms-code';

const WRONG = 'Wrong!2026pass';
const FORGOT = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
const RESEND = 'mutation { resendSecondFactorCode }';

const otherCode = (code: string) => (code === '999999' ? '999998' : '999999');

function retryAfterSeconds(res: { body: GraphQLResponse }): number {
  return (res.body.errors?.[0].extensions as { details: { retryAfterSeconds: number } }).details
    .retryAfterSeconds;
}

describe('too many attempts', () => {
  const suite = listeningAppSuite();

  it('refuses a sixth password from the guessing address, while the right one from another address gets in', async () => {
    const user = await createUser(suite.app.database.db);
    const fromA = graphqlClient(suite.app, { remoteAddress: '203.0.113.1' });
    for (let i = 0; i < RATE_LIMITS.signInAccountAddress.limit; i++) {
      expect(errorCode(await fromA.request(SIGN_IN, { email: user.email, password: WRONG }))).toBe(
        'WRONG_CREDENTIALS',
      );
    }
    const refused = await fromA.request(SIGN_IN, { email: user.email, password: TEST_PASSWORD });
    expect(errorCode(refused)).toBe('TOO_MANY_ATTEMPTS');
    expect(retryAfterSeconds(refused)).toBeGreaterThan(14 * 60);
    expect(retryAfterSeconds(refused)).toBeLessThanOrEqual(15 * 60);
    expect(
      await graphqlClient(suite.app, { remoteAddress: '198.51.100.7' }).signIn(user.email, TEST_PASSWORD),
    ).toBe('SIGNED_IN');
  });

  it('slows an account down by 2, 4, 8 ... up to 300 seconds after 10 failures from anywhere, and never locks it', async () => {
    const user = await createUser(suite.app.database.db);
    const { freeFailures, maxDelaySeconds } = RATE_LIMITS.signInAccount;
    const client = graphqlClient(suite.app);
    const guess = async (address: string, password = WRONG) => {
      client.remoteAddress = address;
      return client.request(SIGN_IN, { email: user.email, password });
    };
    for (let i = 0; i < freeFailures; i++)
      expect(errorCode(await guess(`192.0.2.${i}`))).toBe('WRONG_CREDENTIALS');
    for (let failures = freeFailures; failures < freeFailures + 10; failures++) {
      const delay = Math.min(2 ** (failures - freeFailures + 1), maxDelaySeconds);
      const refused = await guess(`198.18.0.${failures}`, TEST_PASSWORD);
      expect(errorCode(refused)).toBe('TOO_MANY_ATTEMPTS');
      expect(retryAfterSeconds(refused)).toBeLessThanOrEqual(delay);
      expect(retryAfterSeconds(refused)).toBeGreaterThan(delay / 2);
      await backdateAttempts(suite.app.database.db, `%${user.email}%`, 5);
      expect(errorCode(await guess(`198.18.1.${failures}`))).toBe('WRONG_CREDENTIALS');
    }
    await backdateAttempts(suite.app.database.db, `%${user.email}%`, 5);
    expect(
      await graphqlClient(suite.app, { remoteAddress: '198.18.2.1' }).signIn(user.email, TEST_PASSWORD),
    ).toBe('SIGNED_IN');
  });

  it('does not count successful sign-ins', async () => {
    const user = await createUser(suite.app.database.db);
    for (let i = 0; i < RATE_LIMITS.signInAccountAddress.limit + 2; i++) {
      expect(await graphqlClient(suite.app).signIn(user.email, TEST_PASSWORD)).toBe('SIGNED_IN');
    }
  });

  it('locks an address after 20 failed sign-ins over many accounts', async () => {
    const request = httpGraphqlClient(suite.baseUrl);
    for (let i = 0; i < RATE_LIMITS.signInAddress.limit; i++) {
      const res = await request(SIGN_IN, { email: `guess-${i}@test.test`, password: WRONG });
      expect(errorCode(res)).toBe('WRONG_CREDENTIALS');
    }
    const user = await createUser(suite.app.database.db);
    expect(errorCode(await request(SIGN_IN, { email: user.email, password: TEST_PASSWORD }))).toBe(
      'TOO_MANY_ATTEMPTS',
    );
    expect(await graphqlClient(suite.app).signIn(user.email, TEST_PASSWORD)).toBe('SIGNED_IN');
  });

  it('refuses a sixth wrong code from the guessing address, while the right one from another address gets in', async () => {
    const user = await createUser(suite.app.database.db);
    await enrolSmsFactor(suite.app.database.db, user.id, '+32470333111');
    const fromA = graphqlClient(suite.app, { remoteAddress: '203.0.113.2' });
    for (let i = 0; i < RATE_LIMITS.secondFactorAccountAddress.limit; i++) {
      if (i % SMS_CODE_MAX_ATTEMPTS === 0) {
        await backdateAttempts(suite.app.database.db, `sms-%:account:${user.id}`, 1);
        await fromA.request(SIGN_IN, { email: user.email, password: TEST_PASSWORD });
      }
      const code = await lastSmsCode(suite.app.database.db, '+32470333111');
      expect(errorCode(await fromA.request(VERIFY, { code: otherCode(code) }))).toBe('CODE_MISMATCH');
    }
    const code = await lastSmsCode(suite.app.database.db, '+32470333111');
    expect(errorCode(await fromA.request(VERIFY, { code }))).toBe('TOO_MANY_ATTEMPTS');

    await backdateAttempts(suite.app.database.db, `sms-%:account:${user.id}`, 1);
    const fromB = graphqlClient(suite.app, { remoteAddress: '198.51.100.8' });
    await fromB.request(SIGN_IN, { email: user.email, password: TEST_PASSWORD });
    const fresh = await lastSmsCode(suite.app.database.db, '+32470333111');
    expect((await fromB.request(VERIFY, { code: fresh })).body.data).toEqual({ verifySecondFactor: true });
  });

  it('slows second-factor codes of an account down after 10 failures from anywhere, without locking it', async () => {
    const user = await createUser(suite.app.database.db);
    await enrolSmsFactor(suite.app.database.db, user.id, '+32470333222');
    const client = graphqlClient(suite.app);
    await client.request(SIGN_IN, { email: user.email, password: TEST_PASSWORD });
    for (let i = 0; i < RATE_LIMITS.secondFactorAccount.freeFailures; i++) {
      if (i > 0 && i % SMS_CODE_MAX_ATTEMPTS === 0) {
        await backdateAttempts(suite.app.database.db, `sms-%:account:${user.id}`, 1);
        await client.request(RESEND);
      }
      client.remoteAddress = `192.0.2.${i}`;
      const code = await lastSmsCode(suite.app.database.db, '+32470333222');
      expect(errorCode(await client.request(VERIFY, { code: otherCode(code) }))).toBe('CODE_MISMATCH');
    }
    client.remoteAddress = '198.51.100.9';
    const code = await lastSmsCode(suite.app.database.db, '+32470333222');
    const refused = await client.request(VERIFY, { code });
    expect(errorCode(refused)).toBe('TOO_MANY_ATTEMPTS');
    expect(retryAfterSeconds(refused)).toBeLessThanOrEqual(2);
    await backdateAttempts(suite.app.database.db, `second-factor:account:${user.id}%`, 1);
    expect((await client.request(VERIFY, { code })).body.data).toEqual({ verifySecondFactor: true });
  });

  it('limits reset mails per address asked for', async () => {
    const user = await createUser(suite.app.database.db);
    const client = graphqlClient(suite.app);
    for (let i = 0; i < RATE_LIMITS.passwordResetAccount.limit; i++) {
      expect((await client.request(FORGOT, { email: user.email })).body.data).toEqual({
        requestPasswordReset: true,
      });
    }
    expect(errorCode(await client.request(FORGOT, { email: user.email }))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('lets a burst of parallel wrong passwords through no more than the limit', async () => {
    const user = await createUser(suite.app.database.db);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        graphqlClient(suite.app).request(SIGN_IN, { email: user.email, password: WRONG }),
      ),
    );
    const checked = results.filter((res) => errorCode(res) === 'WRONG_CREDENTIALS');
    expect(checked.length).toBeLessThanOrEqual(RATE_LIMITS.signInAccountAddress.limit);
    expect(results.filter((res) => errorCode(res) === 'TOO_MANY_ATTEMPTS').length).toBeGreaterThan(0);
  });
});

describe('too many attempts across two server instances on one PostgreSQL', () => {
  const instances = twoInstanceSuite();

  it('counts failures made on either instance against the same account', async (test) => {
    instances.skipWithoutPostgres(test);
    const user = await createUser(instances.a.database.db);
    for (let i = 0; i < RATE_LIMITS.signInAccountAddress.limit; i++) {
      const instance = i % 2 === 0 ? instances.a : instances.b;
      const res = await graphqlClient(instance).request(SIGN_IN, { email: user.email, password: WRONG });
      expect(errorCode(res)).toBe('WRONG_CREDENTIALS');
    }
    for (const instance of [instances.a, instances.b]) {
      const res = await graphqlClient(instance).request(SIGN_IN, {
        email: user.email,
        password: TEST_PASSWORD,
      });
      expect(errorCode(res)).toBe('TOO_MANY_ATTEMPTS');
    }
  });
});
