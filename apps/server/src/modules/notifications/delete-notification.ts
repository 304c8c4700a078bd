import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { requireAccess } from '../access/access-table';

/** Deletes one of the viewer's notifications and returns it as it was; others' ids are NOT_FOUND. */
export async function deleteNotification(db: Queryable, viewer: Viewer, id: number) {
  await requireAccess(db, viewer, 'notification', id, 'write');
  const [row] = await db.delete(notifications).where(eq(notifications.id, id)).returning();
  return row ?? fail('NOT_FOUND');
}
