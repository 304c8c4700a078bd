import { and, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import type { Viewer } from '../access/viewer';
import { accessScope } from '../access/access-table';

/** Marks every unread notification of the viewer's inbox read at once; answers how many it marked. */
export async function markAllNotificationsRead(db: Queryable, viewer: Viewer): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(and(accessScope(viewer, 'notification', 'write'), isNull(notifications.read_at)))
    .returning({ id: notifications.id });
  return marked.length;
}
