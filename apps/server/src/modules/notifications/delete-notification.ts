import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { fail } from '../../errors';
import type { Viewer } from '../auth/viewer';
import { notificationScope } from './notifications.access';

/** Deletes one of the viewer's notifications and returns it as it was; others' ids are NOT_FOUND. */
export async function deleteNotification(db: Queryable, viewer: Viewer, id: number) {
  const [row] = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), notificationScope(viewer)))
    .returning();
  return row ?? fail('NOT_FOUND');
}
