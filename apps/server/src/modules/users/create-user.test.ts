import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionCodes } from '../../db/schema/auth';
import { outboxMessages } from '../../db/schema/outbox';
import { users } from '../../db/schema/users';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { lastMailedLink, lastOutboxMessage, ME } from '../../test/auth-test-support';
import { INVITATION_LINK_TTL_MINUTES } from './create-user';
import { CREATE_USER, usersSuite, userInput, type UserResult } from '../../test/users-test-support';

const RESET =
  'mutation($code: String!, $p: String!, $c: String!) { resetPassword(code: $code, password: $p, confirmation: $c) { email } }';
const NEW_PASSWORD = 'Fietsen!Gent2026';

describe('the invitation of a new user', () => {
  const suite = usersSuite();

  const create = (input: Record<string, unknown>) =>
    suite.world.dealerAdmin.client.request<{ createUser: UserResult }>(CREATE_USER, {
      input: userInput({ dealerIds: [suite.world.dealer.id], ...input }),
    });

  it('mails a set-password link in the user language, which sets the password once and lets the user sign in', async () => {
    const input = userInput({ first_name: 'Noé', language: 'fr' });
    const created = await create(input);
    expect(created.body.errors).toBeUndefined();

    const mail = await lastOutboxMessage(suite.app.database.db, input.email, 'mail');
    expect(mail).toMatchObject({
      template: 'user-invitation',
      language: 'fr',
      subject: 'Votre compte Spokes',
    });
    expect(mail.text).toContain('Bonjour Noé');
    const link = await lastMailedLink(suite.app.database.db, input.email);
    expect(link.mode).toBe('resetPassword');

    // Before the password is set, nothing signs in.
    const early = graphqlClient(suite.app);
    await expect(early.signIn(input.email, NEW_PASSWORD)).rejects.toThrow();

    const anonymous = graphqlClient(suite.app);
    const reset = await anonymous.request(RESET, { code: link.code, p: NEW_PASSWORD, c: NEW_PASSWORD });
    expect(reset.body).toEqual({ data: { resetPassword: { email: input.email } } });
    const again = await anonymous.request(RESET, {
      code: link.code,
      p: 'Trappers!Brugge26',
      c: 'Trappers!Brugge26',
    });
    expect(errorCode(again)).toBe('RESET_CODE_INVALID');

    const client = graphqlClient(suite.app);
    expect(await client.signIn(input.email, NEW_PASSWORD)).toBe('SIGNED_IN');
    const me = await client.request<{ me: { email: string } }>(ME);
    expect(me.body.data?.me.email).toBe(input.email);
  });

  it('answers EMAIL_IN_USE to the second of two simultaneous creates with one e-mail, and keeps one user', async () => {
    const input = userInput({ dealerIds: [suite.world.dealer.id] });
    const results = await Promise.all([
      suite.world.dealerAdmin.client.request(CREATE_USER, { input }),
      suite.world.dealerAdmin.client.request(CREATE_USER, {
        input: { ...input, email: input.email.toUpperCase() },
      }),
    ]);
    expect(results.map(errorCode).sort()).toEqual(['EMAIL_IN_USE', undefined]);
    const [{ count }] = await suite.app.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
    expect(count).toBe(1);
  });

  it('stores the code hashed, and lets it live for the invitation period rather than an hour', async () => {
    const input = userInput();
    const created = await create(input);
    const userId = created.body.data!.createUser.id;
    const link = await lastMailedLink(suite.app.database.db, input.email);
    const [code] = await suite.app.database.db
      .select({
        code_hash: actionCodes.code_hash,
        minutes: sql<number>`round(extract(epoch from ${actionCodes.expires_at} - now()) / 60)::int`,
      })
      .from(actionCodes)
      .where(eq(actionCodes.user_id, userId));
    expect(code.code_hash).not.toContain(link.code);
    expect(Number(code.minutes)).toBeGreaterThan(INVITATION_LINK_TTL_MINUTES - 2);
    expect(Number(code.minutes)).toBeLessThanOrEqual(INVITATION_LINK_TTL_MINUTES);
  });

  it('mails nothing and keeps no code when the user is refused', async () => {
    const input = userInput({ email: suite.world.dealerUser.user.email });
    const before = await suite.app.database.db.select({ id: outboxMessages.id }).from(outboxMessages);
    expect(errorCode(await create(input))).toBe('EMAIL_IN_USE');
    expect(errorCode(await create({ dealerIds: [suite.world.otherDealer.id] }))).toBe('FORBIDDEN');
    const after = await suite.app.database.db.select({ id: outboxMessages.id }).from(outboxMessages);
    expect(after.length).toBe(before.length);
  });
});
