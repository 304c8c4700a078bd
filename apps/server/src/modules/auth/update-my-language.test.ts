import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { createUser, TEST_PASSWORD } from '../../test/factories';

const UPDATE = 'mutation($language: String!) { updateMyLanguage(language: $language) { id language } }';
const ME = '{ me { language } }';

describe('my own interface language', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function signedIn(language = 'nl') {
    const user = await createUser(app.database.db, { language });
    const client = graphqlClient(app);
    await client.signIn(user.email, TEST_PASSWORD);
    return { user, client };
  }

  it("changes the viewer's language, for this session and the next", async () => {
    const { user, client } = await signedIn('nl');
    const { body } = await client.request(UPDATE, { language: 'fr' });
    expect(body.data).toEqual({ updateMyLanguage: { id: user.id, language: 'fr' } });
    expect((await client.request(ME)).body.data).toEqual({ me: { language: 'fr' } });

    const later = graphqlClient(app);
    await later.signIn(user.email, TEST_PASSWORD);
    expect((await later.request(ME)).body.data).toEqual({ me: { language: 'fr' } });
  });

  it('refuses a language that is not nl, fr, en or de and keeps the old one', async () => {
    const { client } = await signedIn('de');
    expect(errorCode(await client.request(UPDATE, { language: 'es' }))).toBe('BAD_INPUT');
    expect(errorCode(await client.request(UPDATE, { language: '' }))).toBe('BAD_INPUT');
    expect((await client.request(ME)).body.data).toEqual({ me: { language: 'de' } });
  });

  it('changes only the own language, and only when signed in', async () => {
    const { user: other } = await signedIn('nl');
    const { client } = await signedIn('nl');
    await client.request(UPDATE, { language: 'en' });
    const otherClient = graphqlClient(app);
    await otherClient.signIn(other.email, TEST_PASSWORD);
    expect((await otherClient.request(ME)).body.data).toEqual({ me: { language: 'nl' } });
    expect(errorCode(await graphqlClient(app).request(UPDATE, { language: 'en' }))).toBe('UNAUTHENTICATED');
  });
});
