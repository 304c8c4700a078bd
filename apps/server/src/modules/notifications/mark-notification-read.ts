import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { requireAccess } from '../access/access-table';

/** Consulting a notification reads it; the first reading time is kept. Others' ids are NOT_FOUND. */
export async function markNotificationRead(db: Queryable, viewer: Viewer, id: number) {
  await requireAccess(db, viewer, 'notification', id, 'write');
  const [row] = await db
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, now())` })
    .where(eq(notifications.id, id))
    .returning();
  return row ?? fail('NOT_FOUND');
}
