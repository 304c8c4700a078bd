import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { outboxMessages, type OutboxChannel, type OutboxState } from '../../db/schema/outbox';
import { fail } from '../../errors';
import { escapeLike } from '../reference-data/list-reference';

export type OutboxFilter = {
  channel?: OutboxChannel | null;
  state?: OutboxState | null;
  /** Part of the address or phone number, any case. */
  recipient?: string | null;
};

export const OUTBOX_MAX_PAGE_SIZE = 100;

/** The outbox, newest first, a page at a time (page 1 is the first). */
export async function listOutboxMessages(
  db: Queryable,
  options: { page: number; size: number; filter?: OutboxFilter | null },
) {
  if (options.page < 1) fail('PAGE_TOO_LOW');
  if (options.size < 1 || options.size > OUTBOX_MAX_PAGE_SIZE) fail('BAD_INPUT', 'size must be 1 to 100');
  const { channel, state, recipient } = options.filter ?? {};
  const term = recipient?.trim();
  const where = and(
    channel ? eq(outboxMessages.channel, channel) : undefined,
    state ? eq(outboxMessages.state, state) : undefined,
    term ? ilike(outboxMessages.recipient, `%${escapeLike(term)}%`) : undefined,
  );
  const data = await db
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.created_at), desc(outboxMessages.id))
    .limit(options.size)
    .offset((options.page - 1) * options.size);
  const [{ total }] = await db.select({ total: count() }).from(outboxMessages).where(where);
  return { data, total };
}

export async function getOutboxMessage(db: Queryable, id: number) {
  const [message] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return message ?? fail('NOT_FOUND');
}
