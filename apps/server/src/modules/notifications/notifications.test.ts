import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { createUser } from '../../test/factories';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { signedInUser } from '../../test/signed-in';
import { subscriptionClient, waitUntil } from '../../test/subscription-client';
import { appSuite } from '../../test/app-suite';
import { createNotification } from './create-notification';

const MESSAGE = 'notifications.quotationAwaitsDecision';
const LIST =
  '{ notifications { unreadCount data { id message params { name value } action actionParams { name value } readAt } } }';
const MARK_READ = 'mutation($id: Int!) { markNotificationRead(id: $id) { id readAt } }';
const DELETE = 'mutation($id: Int!) { deleteNotification(id: $id) { id } }';

type List = { notifications: { unreadCount: number; data: { id: number; readAt: string | null }[] } };

describe('the notification inbox', () => {
  const suite = appSuite();

  const notify = (userId: number, quotationNumber = 'Q000001') =>
    suite.app.database.db.transaction((tx) =>
      createNotification(tx, {
        userId,
        message: MESSAGE,
        params: { quotationNumber, employeeName: 'An Peeters' },
        action: 'goToQuotation',
        actionParams: { quotationId: 7, employeeName: 'An Peeters' },
      }),
    );

  it('lists only the own notifications, newest first, with the unread count', async () => {
    const { user, client } = await signedInUser(suite.app, { companyIds: [] });
    const other = await createUser(suite.app.database.db);
    const older = await notify(user.id, 'Q000001');
    await suite.app.database.db
      .update(notifications)
      .set({ created_at: new Date('2026-01-01T09:00:00Z'), read_at: new Date('2026-01-02T09:00:00Z') })
      .where(eq(notifications.id, older.id));
    const newer = await notify(user.id, 'Q000002');
    await notify(other.id);

    const { body } = await client.request(LIST);
    expect(body.data).toEqual({
      notifications: {
        unreadCount: 1,
        data: [
          {
            id: newer.id,
            message: MESSAGE,
            params: [
              { name: 'employeeName', value: 'An Peeters' },
              { name: 'quotationNumber', value: 'Q000002' },
            ],
            action: 'goToQuotation',
            actionParams: [
              { name: 'employeeName', value: 'An Peeters' },
              { name: 'quotationId', value: '7' },
            ],
            readAt: null,
          },
          expect.objectContaining({ id: older.id, readAt: '2026-01-02T09:00:00.000Z' }),
        ],
      },
    });
  });

  it('marks an own notification read once and keeps the first reading time', async () => {
    const { user, client } = await signedInUser(suite.app);
    const notification = await notify(user.id);
    const first = await client.request<{ markNotificationRead: { readAt: string } }>(MARK_READ, {
      id: notification.id,
    });
    const again = await client.request<{ markNotificationRead: { readAt: string } }>(MARK_READ, {
      id: notification.id,
    });
    expect(first.body.data?.markNotificationRead.readAt).toEqual(expect.any(String));
    expect(again.body.data?.markNotificationRead.readAt).toBe(first.body.data?.markNotificationRead.readAt);
    expect((await client.request<List>(LIST)).body.data?.notifications.unreadCount).toBe(0);
  });

  it('deletes an own notification', async () => {
    const { user, client } = await signedInUser(suite.app);
    const notification = await notify(user.id);
    expect((await client.request(DELETE, { id: notification.id })).body.data).toEqual({
      deleteNotification: { id: notification.id },
    });
    expect((await client.request<List>(LIST)).body.data?.notifications.data).toEqual([]);
  });

  it.each([
    ['a dealer', { dealerIds: [] as number[] }],
    ['an employer', { companyIds: [] as number[] }],
    ['a super user', { super_user: true }],
    ['an admin', { admin: true }],
  ])(
    "answers NOT_FOUND to %s touching another user's notification, and leaves it alone",
    async (_role, options) => {
      const owner = await createUser(suite.app.database.db);
      const notification = await notify(owner.id);
      const { client } = await signedInUser(suite.app, options);

      expect(errorCode(await client.request(MARK_READ, { id: notification.id }))).toBe('NOT_FOUND');
      expect(errorCode(await client.request(DELETE, { id: notification.id }))).toBe('NOT_FOUND');
      expect(errorCode(await client.request(MARK_READ, { id: 2_000_000_000 }))).toBe('NOT_FOUND');
      const [row] = await suite.app.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.id, notification.id));
      expect(row.read_at).toBeNull();
    },
  );

  it("marks all of the own inbox read at once, keeping earlier reading times, and no one else's", async () => {
    const { user, client } = await signedInUser(suite.app, { super_user: true });
    const other = await createUser(suite.app.database.db);
    const read = await notify(user.id, 'Q000010');
    const readAt = new Date('2026-01-02T09:00:00Z');
    await suite.app.database.db
      .update(notifications)
      .set({ read_at: readAt })
      .where(eq(notifications.id, read.id));
    await notify(user.id, 'Q000011');
    await notify(user.id, 'Q000012');
    const othersNote = await notify(other.id);

    const { body } = await client.request<{ markAllNotificationsRead: number }>(
      'mutation { markAllNotificationsRead }',
    );
    expect(body.data?.markAllNotificationsRead).toBe(2);
    const list = (await client.request<List>(LIST)).body.data!.notifications;
    expect(list.unreadCount).toBe(0);
    expect(list.data.find((row) => row.id === read.id)?.readAt).toBe(readAt.toISOString());
    const [untouched] = await suite.app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, othersNote.id));
    expect(untouched.read_at).toBeNull();
    expect(errorCode(await graphqlClient(suite.app).request('mutation { markAllNotificationsRead }'))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('refuses the inbox without a session', async () => {
    const client = graphqlClient(suite.app);
    expect(errorCode(await client.request(LIST))).toBe('UNAUTHENTICATED');
    expect(errorCode(await client.request(DELETE, { id: 1 }))).toBe('UNAUTHENTICATED');
  });

  it('pushes a new notification live to its user only, and nothing of a rolled-back one', async () => {
    const baseUrl = await suite.app.listen(0, '127.0.0.1');
    const other = await createUser(suite.app.database.db);
    const { user, client } = await signedInUser(suite.app);
    const ws = subscriptionClient(baseUrl, client.cookie);
    const before = suite.app.pubsub.listenerCount();
    const subscription = ws.subscribe<{ notificationCreated: { id: number; message: string } }>(
      'subscription { notificationCreated { id message } }',
    );
    await waitUntil(() => suite.app.pubsub.listenerCount() > before);

    await expect(
      suite.app.database.db.transaction(async (tx) => {
        await createNotification(tx, { userId: user.id, message: MESSAGE });
        throw new Error('the change that caused it failed');
      }),
    ).rejects.toThrow('failed');
    await notify(other.id);
    const mine = await notify(user.id);

    expect((await subscription.next()).data).toEqual({
      notificationCreated: { id: mine.id, message: MESSAGE },
    });
    expect((await client.request<List>(LIST)).body.data?.notifications.data.map((n) => n.id)).toEqual([
      mine.id,
    ]);
    await ws.dispose();
  });
});
