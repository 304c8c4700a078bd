import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/outbox';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { errorCode, graphqlClient, type GraphQLResponse } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';
import { appSuite } from '../../test/app-suite';
import { backdateAttempts, enrolSmsFactor, enrolTotpFactor, SIGN_IN } from '../../test/auth-test-support';
import { RATE_LIMITS } from './rate-limit';
import { totpKey } from './totp-secret';

const RESEND = 'mutation { resendSecondFactorCode }';
const START_SMS =
  'mutation($password: String!, $phone: String!) { startSmsSecondFactorEnrolment(password: $password, phone: $phone) { factor_id } }';

type SignIn = { signIn: { status: string; second_factor: { kinds: string[]; phone_hint: string | null } } };

function retryAfterSeconds(res: { body: GraphQLResponse }): number {
  return (res.body.errors?.[0].extensions as { details: { retryAfterSeconds: number } }).details
    .retryAfterSeconds;
}

describe('SMS codes per account', () => {
  const suite = appSuite();

  async function smsCount(phone: string) {
    const [row] = await suite.app.database.db
      .select({ sent: count() })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, phone), eq(outboxMessages.channel, 'sms')));
    return row.sent;
  }

  async function userWithSms(phone: string) {
    const user = await createUser(suite.app.database.db);
    await enrolSmsFactor(suite.app.database.db, user.id, phone);
    const minutePasses = () => backdateAttempts(suite.app.database.db, `sms-%:account:${user.id}`, 1);
    return { user, minutePasses };
  }

  it('sends one SMS a minute: a second sign-in and the resend button wait, and say how long', async () => {
    const phone = '+32470444111';
    const { user, minutePasses } = await userWithSms(phone);
    const first = graphqlClient(suite.app);
    await first.request(SIGN_IN, { email: user.email, password: TEST_PASSWORD });
    const again = await graphqlClient(suite.app).request(SIGN_IN, {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(errorCode(again)).toBe('TOO_MANY_ATTEMPTS');
    expect(retryAfterSeconds(again)).toBeLessThanOrEqual(60);
    const resend = await first.request(RESEND);
    expect(errorCode(resend)).toBe('TOO_MANY_ATTEMPTS');
    expect(retryAfterSeconds(resend)).toBeLessThanOrEqual(60);
    expect(await smsCount(phone)).toBe(1);

    await minutePasses();
    expect((await first.request(RESEND)).body.data).toEqual({ resendSecondFactorCode: true });
    expect(await smsCount(phone)).toBe(2);
  });

  it(`stops at ${RATE_LIMITS.smsPerDay.limit} SMS a day, sign-ins and resends together`, async () => {
    const phone = '+32470444222';
    const { user, minutePasses } = await userWithSms(phone);
    const client = graphqlClient(suite.app);
    await client.request(SIGN_IN, { email: user.email, password: TEST_PASSWORD });
    for (let sent = 1; sent < RATE_LIMITS.smsPerDay.limit; sent++) {
      await minutePasses();
      expect((await client.request(RESEND)).body.data).toEqual({ resendSecondFactorCode: true });
    }
    await minutePasses();
    const resend = await client.request(RESEND);
    expect(errorCode(resend)).toBe('TOO_MANY_ATTEMPTS');
    expect(retryAfterSeconds(resend)).toBeGreaterThan(23 * 3600);
    const signIn = await graphqlClient(suite.app).request(SIGN_IN, {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(errorCode(signIn)).toBe('TOO_MANY_ATTEMPTS');
    expect(await smsCount(phone)).toBe(RATE_LIMITS.smsPerDay.limit);
  });

  it('counts the codes of SMS enrolments toward the daily cap', async () => {
    const phone = '+32470444444';
    const client = await signedIn(suite.app);
    for (let sent = 0; sent < RATE_LIMITS.smsPerDay.limit; sent++) {
      const started = await client.request(START_SMS, { password: TEST_PASSWORD, phone });
      expect(started.body.errors).toBeUndefined();
    }
    const refused = await client.request(START_SMS, { password: TEST_PASSWORD, phone });
    expect(errorCode(refused)).toBe('TOO_MANY_ATTEMPTS');
    expect(retryAfterSeconds(refused)).toBeGreaterThan(23 * 3600);
    expect(await smsCount(phone)).toBe(RATE_LIMITS.smsPerDay.limit);
  });

  it('lets an account with an authenticator too sign in without an SMS once the SMS limit is reached', async () => {
    const phone = '+32470444333';
    const { user } = await userWithSms(phone);
    await enrolTotpFactor(suite.app.database.db, user.id, totpKey(suite.app.config));
    await graphqlClient(suite.app).request(SIGN_IN, { email: user.email, password: TEST_PASSWORD });
    const { body } = await graphqlClient(suite.app).request<SignIn>(SIGN_IN, {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(body.data?.signIn).toMatchObject({
      status: 'SECOND_FACTOR_REQUIRED',
      second_factor: { phone_hint: null },
    });
    expect(await smsCount(phone)).toBe(1);
  });
});
