import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionCodes, passwordHistory } from '../../db/schema/auth';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { signedInAs, signedInUser } from '../../test/signed-in';
import { appSuite } from '../../test/app-suite';
import { lastMailedLink, lastOutboxMessage, ME } from '../../test/auth-test-support';
import { PASSWORD_HISTORY_SIZE } from './set-password';

const FORGOT = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
const RESET =
  'mutation($code: String!, $p: String!, $c: String!) { resetPassword(code: $code, password: $p, confirmation: $c) { email } }';
const CHANGE =
  'mutation($current: String!, $p: String!, $c: String!) { changePassword(current_password: $current, password: $p, confirmation: $c) }';

describe('forgot password, reset link and password change', () => {
  const suite = appSuite();

  async function resetLink(email: string) {
    await graphqlClient(suite.app).request(FORGOT, { email });
    await suite.app.worker.drain();
    return (await lastMailedLink(suite.app.database.db, email)).code;
  }

  it('answers the same for a known and an unknown address, and mails only the known one, after the answer', async () => {
    const user = await createUser(suite.app.database.db, { first_name: 'Jan' });
    const known = await graphqlClient(suite.app).request(FORGOT, { email: `  ${user.email.toUpperCase()} ` });
    const unknown = await graphqlClient(suite.app).request(FORGOT, { email: 'nobody-here@test.test' });
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data).toEqual({ requestPasswordReset: true });
    expect(await lastOutboxMessage(suite.app.database.db, user.email, 'mail')).toBeUndefined();
    await suite.app.worker.drain();
    const mail = await lastOutboxMessage(suite.app.database.db, user.email, 'mail');
    expect(mail).toMatchObject({ template: 'password-reset', subject: 'Stel je wachtwoord opnieuw in' });
    expect(mail.text).toContain('Beste Jan');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/action\?mode=resetPassword&oobCode=[\w-]{43}/);
    expect(await lastOutboxMessage(suite.app.database.db, 'nobody-here@test.test', 'mail')).toBeUndefined();
  });

  it("asks for the address when it is empty: 'To reset your password, please enter email adress field'", async () => {
    const res = await graphqlClient(suite.app).request(FORGOT, { email: '  ' });
    expect(errorCode(res)).toBe('RESET_EMAIL_REQUIRED');
    expect(errorCode(await graphqlClient(suite.app).request(FORGOT, { email: 'not-an-address' }))).toBe(
      'EMAIL_INVALID',
    );
  });

  it('stores only a hash of the mailed code', async () => {
    const user = await createUser(suite.app.database.db);
    const code = await resetLink(user.email);
    const rows = await suite.app.database.db
      .select()
      .from(actionCodes)
      .where(eq(actionCodes.user_id, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('sets a new password from the link, ends the old sessions, and refuses the link a second time', async () => {
    const { user, client: before } = await signedInUser(suite.app);
    const code = await resetLink(user.email);
    const res = await graphqlClient(suite.app).request(RESET, {
      code,
      p: 'Fiets!2027nieuw',
      c: 'Fiets!2027nieuw',
    });
    expect(res.body.data).toEqual({ resetPassword: { email: user.email } });
    expect(errorCode(await before.request(ME))).toBe('UNAUTHENTICATED');
    expect(await graphqlClient(suite.app).signIn(user.email, 'Fiets!2027nieuw')).toBe('SIGNED_IN');
    const again = await graphqlClient(suite.app).request(RESET, {
      code,
      p: 'Fiets!2028ander',
      c: 'Fiets!2028ander',
    });
    expect(errorCode(again)).toBe('RESET_CODE_INVALID');
  });

  it('refuses an expired link', async () => {
    const user = await createUser(suite.app.database.db);
    const code = await resetLink(user.email);
    await suite.app.database.db
      .update(actionCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(actionCodes.user_id, user.id));
    const res = await graphqlClient(suite.app).request(RESET, {
      code,
      p: 'Fiets!2027nieuw',
      c: 'Fiets!2027nieuw',
    });
    expect(errorCode(res)).toBe('RESET_CODE_INVALID');
  });

  it('keeps the link usable after a refused password: weak, common, different confirmation, or the current one', async () => {
    const user = await createUser(suite.app.database.db);
    const code = await resetLink(user.email);
    const attempt = (p: string, c = p) => graphqlClient(suite.app).request(RESET, { code, p, c });
    const weak = await attempt('fiets2027');
    expect(errorCode(weak)).toBe('PASSWORD_TOO_WEAK');
    expect(
      (weak.body.errors?.[0].extensions as { details: { failedRules: string[] } }).details.failedRules,
    ).toEqual(['SPECIAL_CHARACTER', 'UPPERCASE']);
    const common = await attempt('Password1!');
    expect(errorCode(common)).toBe('PASSWORD_TOO_WEAK');
    expect(
      (common.body.errors?.[0].extensions as { details: { failedRules: string[] } }).details.failedRules,
    ).toEqual(['NOT_COMMON']);
    expect(errorCode(await attempt('Fiets!2027nieuw', 'Fiets!2027andere'))).toBe('PASSWORD_MISMATCH');
    expect(errorCode(await attempt(TEST_PASSWORD))).toBe('PASSWORD_REUSED');
    expect((await attempt('Fiets!2027nieuw')).body.data).toEqual({ resetPassword: { email: user.email } });
  });

  it('changes the password after the current one, ending the other sessions but not this one', async () => {
    const { user, client: here } = await signedInUser(suite.app);
    const elsewhere = await signedInAs(suite.app, user);
    const wrong = await here.request(CHANGE, {
      current: 'Wrong!2026pass',
      p: 'Fiets!2027nieuw',
      c: 'Fiets!2027nieuw',
    });
    expect(errorCode(wrong)).toBe('WRONG_CREDENTIALS');
    const oldCookie = here.cookie;
    const res = await here.request(CHANGE, {
      current: TEST_PASSWORD,
      p: 'Fiets!2027nieuw',
      c: 'Fiets!2027nieuw',
    });
    expect(res.body.data).toEqual({ changePassword: true });
    expect(here.cookie).not.toBe(oldCookie);
    expect((await here.request<{ me: { id: number } }>(ME)).body.data?.me.id).toBe(user.id);
    expect(errorCode(await elsewhere.request(ME))).toBe('UNAUTHENTICATED');
    await expect(graphqlClient(suite.app).signIn(user.email, TEST_PASSWORD)).rejects.toThrow();
  });

  it(`refuses the last ${PASSWORD_HISTORY_SIZE} passwords and allows an older one again`, async () => {
    const { user, client } = await signedInUser(suite.app);
    let current = TEST_PASSWORD;
    const change = (p: string) => client.request(CHANGE, { current, p, c: p });
    for (let i = 1; i <= PASSWORD_HISTORY_SIZE + 1; i++) {
      const next = `Fiets!${2000 + i}nieuw`;
      expect((await change(next)).body.data).toEqual({ changePassword: true });
      current = next;
      if (i === 2) expect(errorCode(await change(TEST_PASSWORD))).toBe('PASSWORD_REUSED');
    }
    const kept = await suite.app.database.db
      .select()
      .from(passwordHistory)
      .where(eq(passwordHistory.user_id, user.id));
    expect(kept).toHaveLength(PASSWORD_HISTORY_SIZE);
    expect(errorCode(await change('Fiets!2001nieuw'))).toBe('PASSWORD_REUSED');
    expect((await change(TEST_PASSWORD)).body.data).toEqual({ changePassword: true });
  });

  it('sets the first password of an invited user who has none yet', async () => {
    const user = await createUser(suite.app.database.db, { password_hash: null });
    const code = await resetLink(user.email);
    const res = await graphqlClient(suite.app).request(RESET, {
      code,
      p: 'Fiets!2027nieuw',
      c: 'Fiets!2027nieuw',
    });
    expect(res.body.data).toEqual({ resetPassword: { email: user.email } });
    expect(
      await suite.app.database.db.select().from(passwordHistory).where(eq(passwordHistory.user_id, user.id)),
    ).toEqual([]);
  });
});
