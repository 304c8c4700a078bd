import { describe, expect, it } from 'vitest';
import { appSuite } from '../../test/app-suite';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { signedInAs, signedInUser } from '../../test/signed-in';

const UPDATE = 'mutation($language: String!) { updateMyLanguage(language: $language) { id language } }';
const ME = '{ me { language } }';

describe('my own interface language', () => {
  const suite = appSuite();

  it("changes the viewer's language, for this session and the next", async () => {
    const { user, client } = await signedInUser(suite.app, { language: 'nl' });
    const { body } = await client.request(UPDATE, { language: 'fr' });
    expect(body.data).toEqual({ updateMyLanguage: { id: user.id, language: 'fr' } });
    expect((await client.request(ME)).body.data).toEqual({ me: { language: 'fr' } });

    const later = await signedInAs(suite.app, user);
    expect((await later.request(ME)).body.data).toEqual({ me: { language: 'fr' } });
  });

  it('refuses a language that is not nl, fr, en or de and keeps the old one', async () => {
    const { client } = await signedInUser(suite.app, { language: 'de' });
    expect(errorCode(await client.request(UPDATE, { language: 'es' }))).toBe('BAD_INPUT');
    expect(errorCode(await client.request(UPDATE, { language: '' }))).toBe('BAD_INPUT');
    expect((await client.request(ME)).body.data).toEqual({ me: { language: 'de' } });
  });

  it('changes only the own language, and only when signed in', async () => {
    const { user: other } = await signedInUser(suite.app, { language: 'nl' });
    const { client } = await signedInUser(suite.app, { language: 'nl' });
    await client.request(UPDATE, { language: 'en' });
    const otherClient = await signedInAs(suite.app, other);
    expect((await otherClient.request(ME)).body.data).toEqual({ me: { language: 'nl' } });
    expect(errorCode(await graphqlClient(suite.app).request(UPDATE, { language: 'en' }))).toBe(
      'UNAUTHENTICATED',
    );
  });
});
