import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { outboxMessages } from '../../db/schema/outbox';
import { enqueue } from '../../jobs/queue';
import { DELIVER_OUTBOX_MESSAGE } from './deliver-outbox-message';

export type NewOutboxMessage = Pick<
  typeof outboxMessages.$inferInsert,
  | 'channel'
  | 'recipient'
  | 'subject'
  | 'text'
  | 'html'
  | 'unredacted'
  | 'attachments'
  | 'template'
  | 'language'
> & {
  /** The caller's idempotency key: the same key again keeps the first message. */
  key?: string;
};

/**
 * Writes the message and its delivery job in the caller's transaction: both exist after the
 * commit, neither after a rollback.
 */
export async function storeOutboxMessage(tx: Queryable, message: NewOutboxMessage): Promise<{ id: number }> {
  const { key, ...values } = message;
  const jobKey = `${values.channel}:${key ?? randomUUID()}`;
  const [inserted] = await tx
    .insert(outboxMessages)
    .values({ ...values, job_key: jobKey })
    .onConflictDoNothing({ target: outboxMessages.job_key })
    .returning({ id: outboxMessages.id });
  if (!inserted) {
    const [existing] = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.job_key, jobKey));
    return existing;
  }
  await enqueue(tx, { name: DELIVER_OUTBOX_MESSAGE, payload: { id: inserted.id }, key: jobKey });
  return inserted;
}
