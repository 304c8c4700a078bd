import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../logger';
import { appSuite } from '../test/app-suite';
import { graphqlClient } from '../test/graphql-client';
import { signedIn, signedInUser } from '../test/signed-in';
import { createUser, TEST_PASSWORD } from '../test/factories';

const SIGN_IN =
  'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { status } }';
const CREATE_USER = 'mutation($input: UserCreateInput!) { createUser(input: $input) { id } }';

/** Every statement drizzle sends, on PGlite and PostgreSQL alike, passes through the dialect. */
function countQueries() {
  return vi.spyOn(PgDialect.prototype, 'sqlToQuery');
}

describe('string inputs of the GraphQL API', () => {
  const suite = appSuite();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('refuses an e-mail over 254 characters at sign-in without a database query', async () => {
    const queries = countQueries();
    const { body } = await graphqlClient(suite.app).request(SIGN_IN, {
      email: `${'a'.repeat(250)}@example.com`,
      password: TEST_PASSWORD,
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_INPUT',
      i18nKey: 'errors.badInput',
      details: { fields: { 'signIn.email': 'TOO_LONG' }, max: 254 },
    });
    expect(queries).not.toHaveBeenCalled();
  });

  it('refuses a password over 1024 characters at sign-in without a database query', async () => {
    const user = await createUser(suite.app.database.db);
    const queries = countQueries();
    const { body } = await graphqlClient(suite.app).request(SIGN_IN, {
      email: user.email,
      password: 'P!1'.repeat(342),
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect(queries).not.toHaveBeenCalled();
    queries.mockClear();
    await graphqlClient(suite.app).request(SIGN_IN, { email: user.email, password: 'P!1'.repeat(341) });
    expect(queries).toHaveBeenCalled();
  });

  it('refuses a name over 200 characters with no query past the session lookup', async () => {
    const { user: admin, client } = await signedInUser(suite.app, { super_user: true });
    // The session lookup is built once, at its first use: the baseline is a later request's.
    await client.request('{ __typename }');
    const queries = countQueries();
    await client.request('{ __typename }');
    const sessionLookup = queries.mock.calls.length;
    queries.mockClear();
    const email = `long-name-${admin.id}@example.com`;
    const input = { first_name: 'N'.repeat(201), last_name: 'Peeters', email, language: 'nl', dealerIds: [] };
    const { body } = await client.request(CREATE_USER, { input });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_INPUT',
      details: { fields: { 'createUser.input.first_name': 'TOO_LONG' }, max: 200 },
    });
    expect(queries).toHaveBeenCalledTimes(sessionLookup);
  });

  it('answers a NUL character with the validation error in the viewer’s language', async () => {
    const client = await signedIn(suite.app, { language: 'fr' });
    const { body } = await client.request(
      'mutation($l: String!) { updateMyLanguage(language: $l) { language } }',
      {
        l: 'de\u0000',
      },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: 'Contient un caractère non valide',
      extensions: {
        code: 'BAD_INPUT',
        details: { fields: { 'updateMyLanguage.language': 'INVALID_CHARACTERS' } },
      },
    });
  });

  it('logs nothing of the variables of a request refused for a NUL character', async () => {
    const logged: unknown[] = [];
    for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const)
      vi.spyOn(logger, level).mockImplementation((...args: unknown[]) => {
        logged.push(args);
      });
    const secret = 'secret-9f3a\u0000';
    const { body } = await graphqlClient(suite.app).request(SIGN_IN, {
      email: `${secret}@example.com`,
      password: secret,
    });
    const output = JSON.stringify(logged, (_key, value: unknown) =>
      value instanceof Error ? String(value) : value,
    );
    expect(output.toLowerCase()).not.toContain('secret-9f3a');
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_INPUT',
      details: { fields: { 'signIn.email': 'INVALID_CHARACTERS' } },
    });
  });
});
