import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondFactors } from '../../db/schema/auth';
import { TEST_PASSWORD } from '../../test/factories';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { signedIn, signedInUser } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';
import {
  lastMailedLink,
  lastOutboxMessage,
  lastSmsCode,
  ME,
  SIGN_IN,
  totpCode,
  VERIFY,
} from '../../test/auth-test-support';

const START_SMS =
  'mutation($password: String!, $phone: String!) { startSmsSecondFactorEnrolment(password: $password, phone: $phone) { factor_id phone } }';
const START_TOTP =
  'mutation($password: String!) { startTotpSecondFactorEnrolment(password: $password) { factor_id secret otpauth_uri qr_code_data_url } }';
const CONFIRM =
  'mutation($id: Int!, $code: String!) { confirmSecondFactorEnrolment(factor_id: $id, code: $code) { id kind phone_hint } }';
const MY_FACTORS = '{ mySecondFactors { id kind phone_hint } }';
const REMOVE =
  'mutation($id: Int!, $password: String!) { removeSecondFactor(factor_id: $id, password: $password) }';
const REVERT = 'mutation($code: String!) { revertSecondFactorAddition(code: $code) }';

type TotpStart = {
  startTotpSecondFactorEnrolment: {
    factor_id: number;
    secret: string;
    otpauth_uri: string;
    qr_code_data_url: string;
  };
};

describe('enrolling, removing and reverting a second factor', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const signedInSofie = () => signedInUser(app, { first_name: 'Sofie' });

  async function enrolTotp(client: ReturnType<typeof graphqlClient>) {
    const { body } = await client.request<TotpStart>(START_TOTP, { password: TEST_PASSWORD });
    const enrolment = body.data!.startTotpSecondFactorEnrolment;
    const confirmed = await client.request(CONFIRM, {
      id: enrolment.factor_id,
      code: await totpCode(enrolment.secret),
    });
    expect(confirmed.body.errors).toBeUndefined();
    return enrolment;
  }

  it('asks the password again before enrolling', async () => {
    const { client } = await signedInSofie();
    const res = await client.request(START_SMS, { password: 'Wrong!2026pass', phone: '+32470222111' });
    expect(errorCode(res)).toBe('WRONG_CREDENTIALS');
    expect(errorCode(await client.request(START_TOTP, { password: 'Wrong!2026pass' }))).toBe(
      'WRONG_CREDENTIALS',
    );
  });

  it('refuses a phone number outside the served countries or of the wrong shape', async () => {
    const { client } = await signedInSofie();
    expect(errorCode(await client.request(START_SMS, { password: TEST_PASSWORD, phone: '12345' }))).toBe(
      'PHONE_INVALID',
    );
    expect(
      errorCode(await client.request(START_SMS, { password: TEST_PASSWORD, phone: '+1 212 555 0100' })),
    ).toBe('PHONE_INVALID');
  });

  it('enrols an SMS factor with the texted code, shows it active and mails a revert link', async () => {
    const { user, client } = await signedInSofie();
    const started = await client.request<{
      startSmsSecondFactorEnrolment: { factor_id: number; phone: string };
    }>(START_SMS, { password: TEST_PASSWORD, phone: '0470 22 21 22' });
    const { factor_id, phone } = started.body.data!.startSmsSecondFactorEnrolment;
    expect(phone).toBe('+32470222122');
    expect((await client.request(MY_FACTORS)).body.data).toEqual({ mySecondFactors: [] });
    const code = await lastSmsCode(app.database.db, phone);
    expect(
      errorCode(
        await client.request(CONFIRM, { id: factor_id, code: code === '111111' ? '222222' : '111111' }),
      ),
    ).toBe('CODE_MISMATCH');
    const confirmed = await client.request(CONFIRM, { id: factor_id, code });
    expect(confirmed.body.data).toEqual({
      confirmSecondFactorEnrolment: { id: factor_id, kind: 'SMS', phone_hint: '+32••••••122' },
    });
    const link = await lastMailedLink(app.database.db, user.email);
    expect(link).toMatchObject({ mode: 'revertSecondFactorAddition', template: 'second-factor-added' });
    expect((await lastOutboxMessage(app.database.db, user.email, 'mail'))?.text).toContain(
      'tweede factor (sms)',
    );
    const signIn = await graphqlClient(app).request<{ signIn: { status: string } }>(SIGN_IN, {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.body.data?.signIn.status).toBe('SECOND_FACTOR_REQUIRED');
  });

  it('enrols an authenticator app from a QR code and signs in with its code', async () => {
    const { user, client } = await signedInSofie();
    const { body } = await client.request<TotpStart>(START_TOTP, { password: TEST_PASSWORD });
    const enrolment = body.data!.startTotpSecondFactorEnrolment;
    expect(enrolment.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Spokes:.+\?secret=[A-Z2-7]+/);
    expect(enrolment.qr_code_data_url).toMatch(/^data:image\/png;base64,/);
    await client.request(CONFIRM, { id: enrolment.factor_id, code: await totpCode(enrolment.secret) });
    expect((await lastOutboxMessage(app.database.db, user.email, 'mail'))?.text).toContain(
      'tweede factor (authenticator-app)',
    );

    const next = graphqlClient(app);
    const signIn = await next.request<{ signIn: { second_factor: { kinds: string[] } } }>(SIGN_IN, {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.body.data?.signIn.second_factor.kinds).toEqual(['TOTP']);
    // The enrolment used the current step; the next step's code is what the app shows a few seconds later.
    expect((await next.request(VERIFY, { code: await totpCode(enrolment.secret, 30) })).body.data).toEqual({
      verifySecondFactor: true,
    });
    expect((await next.request<{ me: { id: number } }>(ME)).body.data?.me.id).toBe(user.id);
  });

  it('refuses an authenticator code replayed within its window', async () => {
    const { user, client } = await signedInSofie();
    const enrolment = await enrolTotp(client);
    const code = await totpCode(enrolment.secret, 30);
    const first = graphqlClient(app);
    await first.request(SIGN_IN, { email: user.email, password: TEST_PASSWORD });
    expect((await first.request(VERIFY, { code })).body.data).toEqual({ verifySecondFactor: true });
    const second = graphqlClient(app);
    await second.request(SIGN_IN, { email: user.email, password: TEST_PASSWORD });
    expect(errorCode(await second.request(VERIFY, { code }))).toBe('CODE_MISMATCH');
    expect(errorCode(await second.request(ME))).toBe('UNAUTHENTICATED');
  });

  it('keeps TOTP secrets sealed in the table, with or without TOTP_ENCRYPTION_KEY given', async () => {
    await expectSealedEnrolment(app);
    const sealedApp = await createTestApp({ TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') });
    try {
      await expectSealedEnrolment(sealedApp);
    } finally {
      await sealedApp.close();
    }
  });

  async function expectSealedEnrolment(target: Awaited<ReturnType<typeof createTestApp>>) {
    const client = await signedIn(target);
    const { body } = await client.request<TotpStart>(START_TOTP, { password: TEST_PASSWORD });
    const { secret, factor_id } = body.data!.startTotpSecondFactorEnrolment;
    const [row] = await target.database.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.id, factor_id));
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);
    const confirmed = await client.request(CONFIRM, { id: factor_id, code: await totpCode(secret) });
    expect(confirmed.body.errors).toBeUndefined();
  }

  it('removes a factor after the password, and only one of its own', async () => {
    const { user, client } = await signedInSofie();
    const enrolment = await enrolTotp(client);
    const other = await signedInSofie();
    expect(
      errorCode(await other.client.request(REMOVE, { id: enrolment.factor_id, password: TEST_PASSWORD })),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(await client.request(REMOVE, { id: enrolment.factor_id, password: 'Wrong!2026pass' })),
    ).toBe('WRONG_CREDENTIALS');
    expect(
      (await client.request(REMOVE, { id: enrolment.factor_id, password: TEST_PASSWORD })).body.data,
    ).toEqual({
      removeSecondFactor: true,
    });
    expect(await graphqlClient(app).signIn(user.email, TEST_PASSWORD)).toBe('SIGNED_IN');
  });

  it('switches the factor off from the mailed revert link, ends every session, and works once', async () => {
    const { user, client } = await signedInSofie();
    await enrolTotp(client);
    const link = await lastMailedLink(app.database.db, user.email);
    const anonymous = graphqlClient(app);
    expect((await anonymous.request(REVERT, { code: link.code })).body.data).toEqual({
      revertSecondFactorAddition: true,
    });
    expect(errorCode(await client.request(ME))).toBe('UNAUTHENTICATED');
    expect(await graphqlClient(app).signIn(user.email, TEST_PASSWORD)).toBe('SIGNED_IN');
    expect(errorCode(await anonymous.request(REVERT, { code: link.code }))).toBe(
      'SECOND_FACTOR_REVERT_FAILED',
    );
    expect(errorCode(await anonymous.request(REVERT, { code: 'not-a-code' }))).toBe(
      'SECOND_FACTOR_REVERT_FAILED',
    );
  });

  it('refuses every second-factor operation without a session', async () => {
    const anonymous = graphqlClient(app);
    expect(errorCode(await anonymous.request(MY_FACTORS))).toBe('UNAUTHENTICATED');
    expect(errorCode(await anonymous.request(START_TOTP, { password: TEST_PASSWORD }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(errorCode(await anonymous.request(REMOVE, { id: 1, password: TEST_PASSWORD }))).toBe(
      'UNAUTHENTICATED',
    );
  });
});
