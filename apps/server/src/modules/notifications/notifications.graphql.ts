import { builder } from '../../graphql/builder';
import type { notifications } from '../../db/schema/notifications';
import { Param, toParams } from '../realtime/realtime.graphql';
import { subscriberOf } from '../realtime/realtime.graphql';
import { visibleEvents } from '../realtime/visible-events';
import { NOTIFICATION_ACTIONS, type NotificationAction } from './create-notification';
import { deleteNotification } from './delete-notification';
import { findNotification, listNotifications } from './list-notifications';
import { markAllNotificationsRead } from './mark-all-notifications-read';
import { markNotificationRead } from './mark-notification-read';

type NotificationRow = typeof notifications.$inferSelect;

const NotificationActionEnum = builder.enumType('NotificationAction', { values: NOTIFICATION_ACTIONS });

const Notification = builder.objectRef<NotificationRow>('Notification').implement({
  description: 'An inbox entry of the signed-in user (spec 03, Notification).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    message: t.exposeString('message', {
      description: 'A translation key; its text may hold <<placeholder>>s.',
    }),
    params: t.field({ type: [Param], resolve: (row) => toParams(row.params) }),
    action: t.field({
      type: NotificationActionEnum,
      nullable: true,
      resolve: (row) => (row.action as NotificationAction | null) ?? null,
    }),
    actionParams: t.field({ type: [Param], resolve: (row) => toParams(row.action_params) }),
    createdAt: t.expose('created_at', { type: 'DateTime' }),
    readAt: t.expose('read_at', { type: 'DateTime', nullable: true }),
  }),
});

const NotificationList = builder
  .objectRef<{ data: NotificationRow[]; unreadCount: number }>('NotificationList')
  .implement({
    fields: (t) => ({
      data: t.field({ type: [Notification], resolve: (list) => list.data }),
      unreadCount: t.exposeInt('unreadCount'),
    }),
  });

builder.queryField('notifications', (t) =>
  t.field({
    type: NotificationList,
    authScopes: { signedIn: true },
    args: { limit: t.arg.int({ defaultValue: 100 }) },
    resolve: (_root, args, ctx) => listNotifications(ctx.db, ctx.viewer!, { limit: args.limit ?? 100 }),
  }),
);

builder.mutationFields((t) => ({
  markNotificationRead: t.field({
    type: Notification,
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => markNotificationRead(ctx.db, ctx.viewer!, args.id),
  }),
  markAllNotificationsRead: t.int({
    description: "Reads every unread notification of the viewer's own inbox; answers how many.",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => markAllNotificationsRead(ctx.db, ctx.viewer!),
  }),
  deleteNotification: t.field({
    type: Notification,
    description: 'Returns the notification as it was before it was deleted.',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteNotification(ctx.db, ctx.viewer!, args.id),
  }),
}));

/** A personal inbox event, answered with the notification as its subscriber may read it. */
function inboxSubscription(topic: 'notificationCreated' | 'notificationUpdated', description?: string) {
  builder.subscriptionField(topic, (t) =>
    t.field({
      type: Notification,
      description,
      authScopes: { signedIn: true },
      subscribe: (_root, _args, ctx) =>
        visibleEvents(
          { viewer: subscriberOf(ctx), listen: ctx.pubsub.listenPersonal(topic, ctx.viewer!.userId) },
          (viewer, event) => findNotification(ctx.db, viewer, event.notificationId),
        ),
      resolve: (row) => row,
    }),
  );
}

inboxSubscription('notificationCreated');
inboxSubscription(
  'notificationUpdated',
  'A notification of the inbox changed: its quotation no longer awaits a decision.',
);
