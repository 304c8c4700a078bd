import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema/outbox';
import { enqueue, requeueDeadJob } from '../../jobs/queue';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { DELIVER_OUTBOX_MESSAGE } from './deliver-outbox-message';
import { getOutboxMessage } from './list-outbox-messages';
import { shownOutboxMessage, type OutboxChannels } from './outbox-secrets';

/**
 * Queues a dead or refused message for delivery again, with a fresh set of attempts. Any other
 * message is answered as it is: a sent mail is never sent again, a queued one is on its way.
 */
export async function retryOutboxMessage(
  db: Db,
  viewer: Viewer,
  options: { id: number; config: OutboxChannels },
) {
  requireSuperUser(viewer);
  const { id } = options;
  const row = await db.transaction(async (tx) => {
    const [revived] = await tx
      .update(outboxMessages)
      .set({ state: 'queued' })
      .where(and(eq(outboxMessages.id, id), inArray(outboxMessages.state, ['dead', 'failed'])))
      .returning();
    if (!revived) return getOutboxMessage(tx, id);
    // Its job died with it and is revived under the same key; a job that is gone is made anew.
    if (!(await requeueDeadJob(tx, revived.job_key))) {
      await enqueue(tx, { name: DELIVER_OUTBOX_MESSAGE, payload: { id }, key: revived.job_key });
    }
    return revived;
  });
  return shownOutboxMessage(row, options.config);
}
