import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import type { Viewer } from '../access/viewer';
import { accessScope } from '../access/access-table';

export const NOTIFICATIONS_MAX_LIMIT = 200;

/** The viewer's own notifications, newest first, with how many are still unread. */
export async function listNotifications(db: Queryable, viewer: Viewer, options: { limit: number }) {
  const limit = Math.min(Math.max(options.limit, 1), NOTIFICATIONS_MAX_LIMIT);
  const data = await db
    .select()
    .from(notifications)
    .where(accessScope(viewer, 'notification', 'read'))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(limit);
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(accessScope(viewer, 'notification', 'read'), isNull(notifications.read_at)));
  return { data, unreadCount: unread };
}

export async function findNotification(db: Queryable, viewer: Viewer, id: number) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), accessScope(viewer, 'notification', 'read')));
  return row ?? null;
}
