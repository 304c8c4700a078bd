import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createDealer } from '../../test/factories';
import { errorCode, type graphqlClient } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

const DEALERS = '{ dealers { id name active } }';

describe('dealers: the dealer picker', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
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
    const superIds = await ids(await signedIn(app, { super_user: true }));
    expect(superIds).toEqual(expect.arrayContaining([own.id, other.id]));
    expect(await ids(await signedIn(app, { dealerIds: [own.id] }))).toEqual([own.id]);
  });

  it('refuses an employer-only user', async () => {
    const company = await createCompany(app.database.db);
    const employer = await signedIn(app, { companyIds: [company.id] });
    expect(errorCode(await employer.request(DEALERS))).toBe('FORBIDDEN');
  });
});
