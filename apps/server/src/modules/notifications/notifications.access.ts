import { and, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';

/** An inbox is private: not even a super user reads or touches another user's notifications. */
export function notificationScope(viewer: Viewer): SQL {
  return eq(notifications.user_fk, viewer.userId);
}

/** One of the viewer's notifications; another user's answers NOT_FOUND like a missing one. */
export async function requireNotificationAccess(db: Queryable, viewer: Viewer, notificationId: number) {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), notificationScope(viewer)));
  return row ?? fail('NOT_FOUND');
}
