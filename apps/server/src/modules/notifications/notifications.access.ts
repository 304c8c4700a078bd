import { eq, type SQL } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications';
import type { Viewer } from '../auth/viewer';

/** An inbox is private: not even a super user reads or touches another user's notifications. */
export function notificationScope(viewer: Viewer): SQL {
  return eq(notifications.user_fk, viewer.userId);
}
