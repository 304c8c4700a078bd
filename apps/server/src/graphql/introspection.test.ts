import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlClient } from '../test/graphql-client';
import { createTestApp } from '../test/test-app';

const INTROSPECT = '{ __schema { queryType { name } } }';

describe('schema introspection', () => {
  let production: Awaited<ReturnType<typeof createTestApp>>;
  let development: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    [production, development] = await Promise.all([
      createTestApp({ NODE_ENV: 'production' }),
      createTestApp({ NODE_ENV: 'development' }),
    ]);
  });
  afterAll(() => Promise.all([production.close(), development.close()]));

  it('is refused in production', async () => {
    const { body } = await graphqlClient(production).request(INTROSPECT);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0].message).toMatch(/introspection/i);
  });

  it('answers in development, for GraphiQL', async () => {
    const { body } = await graphqlClient(development).request(INTROSPECT);
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});
