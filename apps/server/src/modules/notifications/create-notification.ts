import type { Queryable } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { publish } from '../signals/events';

export const NOTIFICATION_ACTIONS = ['goToQuotation'] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

export type NotificationInput = {
  userId: number;
  /** A translation key whose text may hold <<placeholder>>s, filled from `params`. */
  message: string;
  params?: Record<string, string | number>;
  action?: NotificationAction;
  actionParams?: Record<string, string | number>;
};

/**
 * Stores a notification in the user's inbox and pushes it live. Call it with the transaction of
 * the change it reports: both the row and the push vanish if that change rolls back.
 */
export async function createNotification(tx: Queryable, input: NotificationInput) {
  const [notification] = await tx
    .insert(notifications)
    .values({
      user_fk: input.userId,
      message: input.message,
      params: input.params ?? {},
      action: input.action ?? null,
      action_params: input.actionParams ?? null,
    })
    .returning();
  await publish(tx, { topic: 'notificationCreated', userId: input.userId, notificationId: notification.id });
  return notification;
}
