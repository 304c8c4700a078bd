import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createDealer, createUser, TEST_PASSWORD } from '../../test/factories';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { createTestApp } from '../../test/test-app';

const DEALERS = '{ dealers { id name active } }';

describe('dealers: the dealer picker', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  const signedIn = async (options: Parameters<typeof createUser>[1]) => {
    const user = await createUser(app.database.db, options);
    const client = graphqlClient(app);
    await client.signIn(user.email, TEST_PASSWORD);
    return client;
  };
  const ids = async (client: ReturnType<typeof graphqlClient>) => {
    const response = await client.request<{ dealers: { id: number }[] }>(DEALERS);
    expect(response.body.errors).toBeUndefined();
    return response.body.data!.dealers.map((dealer) => dealer.id);
  };

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('gives a super user every dealer and a dealer user only its own', async () => {
    const db = app.database.db;
    const [own, other] = [await createDealer(db), await createDealer(db)];
    const superIds = await ids(await signedIn({ super_user: true }));
    expect(superIds).toEqual(expect.arrayContaining([own.id, other.id]));
    expect(await ids(await signedIn({ dealerIds: [own.id] }))).toEqual([own.id]);
  });

  it('refuses an employer-only user', async () => {
    const company = await createCompany(app.database.db);
    const employer = await signedIn({ companyIds: [company.id] });
    expect(errorCode(await employer.request(DEALERS))).toBe('FORBIDDEN');
  });
});
