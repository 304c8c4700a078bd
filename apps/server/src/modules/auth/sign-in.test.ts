import { describe, expect, it } from 'vitest';
import { appSuite } from '../../test/app-suite';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';
import { createCompany, createDealer, createUser, TEST_PASSWORD } from '../../test/factories';

const ME = '{ me { email superUser admin dealerIds companyIds language } }';

describe('sign-in and the viewer', () => {
  const suite = appSuite();

  it('signs in with e-mail and password and answers me with the dealer ids', async () => {
    const dealer = await createDealer(suite.app.database.db);
    const user = await createUser(suite.app.database.db, { dealerIds: [dealer.id], language: 'fr' });
    const client = graphqlClient(suite.app);
    expect(await client.signIn(user.email.toUpperCase(), TEST_PASSWORD)).toBe('SIGNED_IN');
    const { body } = await client.request(ME);
    expect(body.data).toEqual({
      me: {
        email: user.email,
        superUser: false,
        admin: false,
        dealerIds: [dealer.id],
        companyIds: [],
        language: 'fr',
      },
    });
  });

  it('names the viewer’s own dealers in dealerIds order, for the dealer selector', async () => {
    const first = await createDealer(suite.app.database.db, { name: 'Fietsen Zuid' });
    const second = await createDealer(suite.app.database.db, { name: 'Fietsen Noord' });
    await createDealer(suite.app.database.db, { name: 'Not mine' });
    const client = await signedIn(suite.app, { dealerIds: [first.id, second.id] });
    const { body } = await client.request('{ me { dealerIds dealers { id name } } }');
    expect(body.data).toEqual({
      me: {
        dealerIds: [first.id, second.id],
        dealers: [
          { id: first.id, name: 'Fietsen Zuid' },
          { id: second.id, name: 'Fietsen Noord' },
        ],
      },
    });
  });

  it('offers a super user every dealer, the back office among them', async () => {
    await createDealer(suite.app.database.db, { name: 'Aaa Fietsen' });
    const client = await signedIn(suite.app, { super_user: true });
    const { body } = await client.request<{ me: { dealers: { id: number; name: string }[] } }>(
      '{ me { dealers { id name } } }',
    );
    const names = body.data!.me.dealers.map((dealer) => dealer.name);
    expect(names).toContain('BACKOFFICE');
    expect(names).toContain('Aaa Fietsen');
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const user = await createUser(suite.app.database.db);
    const client = graphqlClient(suite.app);
    const query = 'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { status } }';
    const wrong = await client.request(query, { e: user.email, p: 'Wrong!2026pass' });
    const unknown = await client.request(query, { e: 'nobody@test.test', p: TEST_PASSWORD });
    expect(errorCode(wrong)).toBe('WRONG_CREDENTIALS');
    expect(errorCode(unknown)).toBe('WRONG_CREDENTIALS');
    expect(wrong.body.errors?.[0].message).toBe(unknown.body.errors?.[0].message);
    expect(client.cookie).toBe('');
  });

  it('refuses me without a session as unauthenticated', async () => {
    expect(errorCode(await graphqlClient(suite.app).request(ME))).toBe('UNAUTHENTICATED');
  });

  it('ends the session at sign-out so the old cookie opens nothing', async () => {
    const client = await signedIn(suite.app);
    const stolen = client.cookie;
    await client.request('mutation { signOut }');
    const replay = await suite.app.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie: stolen },
      body: JSON.stringify({ query: ME }),
    });
    expect(
      ((await replay.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('records the login time', async () => {
    const user = await createUser(suite.app.database.db);
    await graphqlClient(suite.app).signIn(user.email, TEST_PASSWORD);
    const row = await suite.app.database.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.id, user.id),
    });
    expect(row?.login_time).toBeInstanceOf(Date);
  });

  it('refuses an operation outside the role as forbidden', async () => {
    const company = await createCompany(suite.app.database.db);
    const client = await signedIn(suite.app, { companyIds: [company.id] });
    expect(errorCode(await client.request('{ variants { id } }'))).toBe('FORBIDDEN');
    expect(errorCode(await client.request('{ bikeBrands { id } }'))).toBe('FORBIDDEN');
    const { body } = await client.request<{ orderStatuses: { code: string }[] }>(
      '{ orderStatuses { code index } }',
    );
    expect(body.data?.orderStatuses.map((s) => s.code)).toContain('APPROVED');
  });

  it('answers a malformed request with 400 and no stack trace', async () => {
    const response = await suite.app.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      body: '{"query": "{ me { ',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses a cross-site request without the CSRF header', async () => {
    const response = await suite.app.yoga.fetch('http://localhost/graphql?query=%7B__typename%7D', {
      method: 'GET',
    });
    expect(response.status).toBe(403);
  });
});
