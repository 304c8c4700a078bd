import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { publish } from '../signals/events';

export const DECISION_AWAITED = 'notifications.quotationAwaitsDecision';
const NO_LONGER_AWAITED = 'notifications.quotationNoLongerAwaitsDecision';

/**
 * The order left the statuses that wait for the employer (a decision, or a step taken by the
 * back office): the inboxes' "awaits your decision" of the quotation would now mislead, so they
 * say it no longer waits and count as read, in the step's transaction, and open inboxes reload.
 */
export async function resolveDecisionAwaited(tx: Tx, quotationId: number) {
  const resolved = await tx
    .update(notifications)
    .set({ message: NO_LONGER_AWAITED, read_at: sql`coalesce(${notifications.read_at}, now())` })
    .where(
      and(
        eq(notifications.message, DECISION_AWAITED),
        sql`${notifications.action_params} ->> 'quotationId' = ${String(quotationId)}`,
      ),
    )
    .returning({ id: notifications.id, userId: notifications.user_fk });
  for (const notification of resolved)
    await publish(tx, {
      topic: 'notificationUpdated',
      userId: notification.userId,
      notificationId: notification.id,
    });
}
