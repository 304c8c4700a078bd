import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/outbox';
import { createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { createWorld, newEmail, UPDATE_USER } from '../../test/users-test-support';

describe('an admin who changes a user’s e-mail', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let world: Awaited<ReturnType<typeof createWorld>>;
  beforeAll(async () => {
    app = await createTestApp();
    world = await createWorld(app);
  });
  afterAll(() => app.close());

  const mailsTo = (recipient: string) =>
    app.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

  const colleague = () =>
    createUser(app.database.db, {
      first_name: 'Greta',
      last_name: 'Graf',
      language: 'de',
      dealerIds: [world.dealer.id],
    });

  it('sends a notice to the old address, in the user’s language, through the job queue', async () => {
    const user = await colleague();
    const changed = await world.dealerAdmin.client.request(UPDATE_USER, {
      id: user.id,
      input: { email: newEmail('moved') },
    });
    expect(changed.body.errors).toBeUndefined();

    const [notice] = await mailsTo(user.email);
    expect(notice).toMatchObject({
      template: 'email-changed',
      language: 'de',
      subject: 'Die E-Mail-Adresse Ihres Spokes-Kontos wurde geändert',
      state: 'queued',
    });
    expect(notice.text).toContain('Hallo Greta');
    await app.worker.drain();
    expect((await mailsTo(user.email))[0].state).toBe('stored');
  });

  it('sends nothing when the address stays, whatever its case', async () => {
    const user = await colleague();
    const changed = await world.dealerAdmin.client.request(UPDATE_USER, {
      id: user.id,
      input: { last_name: 'Anders', email: user.email.toUpperCase() },
    });
    expect(changed.body.errors).toBeUndefined();
    expect(await mailsTo(user.email)).toEqual([]);
  });
});
