import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/users';
import { createDealer, createUser } from '../../test/factories';
import { signedIn, signedInAs } from '../../test/signed-in';
import { appSuite } from '../../test/app-suite';
import { publish } from '../signals/events';

const ME = '{ me { id language dealerIds } }';

describe('the session cache of the request path', () => {
  const suite = appSuite();
  const db = () => suite.app.database.db;

  it('answers from memory, and drops a session when any instance announces its end', async () => {
    const user = await createUser(db());
    const client = await signedInAs(suite.app, user);
    expect((await client.request(ME)).body.data).toEqual({
      me: { id: user.id, language: 'nl', dealerIds: [] },
    });
    const [session] = await db().select().from(sessions).where(eq(sessions.user_id, user.id));

    // Deleted behind the cache's back (no instance said so): it still answers from memory.
    await db().delete(sessions).where(eq(sessions.id, session.id));
    expect((await client.request(ME)).body.data?.me).toMatchObject({ id: user.id });

    // What another instance's sign-out sends: heard through the database, it ends the session here.
    await db().transaction((tx) => publish(tx, { topic: 'sessionEnded', sessionId: session.id }));
    let answer = (await client.request(ME)).body;
    for (let tries = 0; answer.data && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = (await client.request(ME)).body;
    }
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a kept cookie on the very next request after its sign-out', async () => {
    const user = await createUser(db());
    const client = await signedInAs(suite.app, user);
    await client.request(ME);
    const kept = client.cookie;

    await client.request('mutation { signOut }');
    client.cookie = kept;

    expect((await client.request(ME)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("shows a changed language and changed dealers on the user's next request", async () => {
    const [dealer, other] = [await createDealer(db()), await createDealer(db())];
    const user = await createUser(db(), { dealerIds: [dealer.id], first_name: 'Dana', last_name: 'Dealer' });
    const client = await signedInAs(suite.app, user);
    await client.request(ME);

    await client.request('mutation { updateMyLanguage(language: "fr") { id } }');
    const admin = await signedIn(suite.app, { super_user: true, admin: true, backoffice: true });
    const changed = await admin.request(
      'mutation ($id: Int!, $dealers: [Int!]) { updateUser(id: $id, input: { dealerIds: $dealers }) { id } }',
      { id: user.id, dealers: [other.id] },
    );
    expect(changed.body.errors).toBeUndefined();

    expect((await client.request(ME)).body.data).toEqual({
      me: { id: user.id, language: 'fr', dealerIds: [other.id] },
    });
  });
});
