import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/outbox';
import { createUser } from '../../test/factories';
import { usersSuite, newEmail, UPDATE_USER } from '../../test/users-test-support';

describe('an admin who changes a user’s e-mail', () => {
  const suite = usersSuite();

  const mailsTo = (recipient: string) =>
    suite.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

  const colleague = () =>
    createUser(suite.app.database.db, {
      first_name: 'Greta',
      last_name: 'Graf',
      language: 'de',
      dealerIds: [suite.world.dealer.id],
    });

  it('sends a notice to the old address, in the user’s language, through the job queue', async () => {
    const user = await colleague();
    const changed = await suite.world.dealerAdmin.client.request(UPDATE_USER, {
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
    await suite.app.worker.drain();
    expect((await mailsTo(user.email))[0].state).toBe('stored');
  });

  it('sends nothing when the address stays, whatever its case', async () => {
    const user = await colleague();
    const changed = await suite.world.dealerAdmin.client.request(UPDATE_USER, {
      id: user.id,
      input: { last_name: 'Anders', email: user.email.toUpperCase() },
    });
    expect(changed.body.errors).toBeUndefined();
    expect(await mailsTo(user.email)).toEqual([]);
  });
});
