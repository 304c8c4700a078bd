import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { secondFactors } from '../../db/schema/auth';
import { sessions } from '../../db/schema/users';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { appSuite } from '../../test/app-suite';
import {
  backdateAttempts,
  enrolSmsFactor,
  lastOutboxMessage,
  lastSmsCode,
  ME,
  SIGN_IN,
  VERIFY,
} from '../../test/auth-test-support';

type SignIn = {
  signIn: { status: string; second_factor: { kinds: string[]; phone_hint: string | null } | null };
};

describe('signing in with an SMS second factor', () => {
  const suite = appSuite();

  async function signInWithSmsFactor(phone: string) {
    const user = await createUser(suite.app.database.db);
    await enrolSmsFactor(suite.app.database.db, user.id, phone);
    const client = graphqlClient(suite.app);
    const { body } = await client.request<SignIn>(SIGN_IN, { email: user.email, password: TEST_PASSWORD });
    return { user, client, signIn: body.data!.signIn };
  }

  it('asks for the code, texts it, and opens nothing before the code is entered', async () => {
    const { client, signIn } = await signInWithSmsFactor('+32470111222');
    expect(signIn).toEqual({
      status: 'SECOND_FACTOR_REQUIRED',
      second_factor: { kinds: ['SMS'], phone_hint: '+32••••••222' },
    });
    expect(await lastSmsCode(suite.app.database.db, '+32470111222')).toMatch(/^\d{6}$/);
    expect(errorCode(await client.request(ME))).toBe('UNAUTHENTICATED');
  });

  it("answers a wrong code with 'Code does not match' and lets the right one in on a new session", async () => {
    const { user, client } = await signInWithSmsFactor('+32470111333');
    const pendingCookie = client.cookie;
    const code = await lastSmsCode(suite.app.database.db, '+32470111333');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(errorCode(await client.request(VERIFY, { code: wrong }))).toBe('CODE_MISMATCH');
    const { body } = await client.request(VERIFY, { code: code.replace(/(\d{3})/, '$1 ') });
    expect(body.data).toEqual({ verifySecondFactor: true });
    expect(client.cookie).not.toBe(pendingCookie);
    expect((await client.request<{ me: { id: number } }>(ME)).body.data?.me.id).toBe(user.id);
    const rows = await suite.app.database.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(rows.map((row) => row.pending_second_factor)).toEqual([false]);
    const [row] = await suite.app.database.db.query.users.findMany({
      where: (u, { eq: is }) => is(u.id, user.id),
    });
    expect(row.login_time).toBeInstanceOf(Date);
  });

  it('refuses the same code a second time', async () => {
    const { client } = await signInWithSmsFactor('+32470111444');
    const code = await lastSmsCode(suite.app.database.db, '+32470111444');
    const pendingCookie = client.cookie;
    await client.request(VERIFY, { code });
    const replay = await suite.app.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie: pendingCookie },
      body: JSON.stringify({ query: VERIFY, variables: { code } }),
    });
    const body = (await replay.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe('SECOND_FACTOR_FAILED');
  });

  it('spends the code after three wrong guesses: the sign-in starts over', async () => {
    const { client } = await signInWithSmsFactor('+32470111555');
    const code = await lastSmsCode(suite.app.database.db, '+32470111555');
    for (let i = 0; i < 3; i++) {
      expect(errorCode(await client.request(VERIFY, { code: code === '000000' ? '000001' : '000000' }))).toBe(
        'CODE_MISMATCH',
      );
    }
    expect(errorCode(await client.request(VERIFY, { code }))).toBe('SECOND_FACTOR_FAILED');
  });

  it('refuses an expired code with the other-failure message', async () => {
    const { user, client } = await signInWithSmsFactor('+32470111666');
    const code = await lastSmsCode(suite.app.database.db, '+32470111666');
    await suite.app.database.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.user_id, user.id));
    expect(errorCode(await client.request(VERIFY, { code }))).toBe('SECOND_FACTOR_FAILED');
  });

  it('answers verify without a pending sign-in with the other-failure message', async () => {
    expect(errorCode(await graphqlClient(suite.app).request(VERIFY, { code: '123456' }))).toBe(
      'SECOND_FACTOR_FAILED',
    );
  });

  it('sends a new code on request and only the newest one works', async () => {
    const { user, client } = await signInWithSmsFactor('+32470111777');
    const first = await lastSmsCode(suite.app.database.db, '+32470111777');
    await backdateAttempts(suite.app.database.db, `sms-%:account:${user.id}`, 1);
    await client.request('mutation { resendSecondFactorCode }');
    const second = await lastSmsCode(suite.app.database.db, '+32470111777');
    if (first !== second)
      expect(errorCode(await client.request(VERIFY, { code: first }))).toBe('CODE_MISMATCH');
    expect((await client.request(VERIFY, { code: second })).body.data).toEqual({ verifySecondFactor: true });
  });

  it('signs in without a code when the only factor is an unfinished enrolment', async () => {
    const user = await createUser(suite.app.database.db);
    await suite.app.database.db
      .insert(secondFactors)
      .values({ user_id: user.id, kind: 'sms', phone: '+32470111888' });
    expect(await graphqlClient(suite.app).signIn(user.email, TEST_PASSWORD)).toBe('SIGNED_IN');
    expect(await lastOutboxMessage(suite.app.database.db, '+32470111888', 'sms')).toBeUndefined();
  });
});
