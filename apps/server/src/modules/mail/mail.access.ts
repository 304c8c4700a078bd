import { and, eq, ilike, type SQL } from 'drizzle-orm';
import { containing } from '../../db/list';
import { outboxMessages, type OutboxChannel, type OutboxState } from '../../db/schema/outbox';

export type OutboxFilter = {
  channel?: OutboxChannel | null;
  state?: OutboxState | null;
  /** Part of the address or phone number, any case. */
  recipient?: string | null;
};

/** The outbox is the super users' alone, so its where-clause is only the filter's. */
export function outboxWhere(filter: OutboxFilter | null | undefined): SQL | undefined {
  const { channel, state, recipient } = filter ?? {};
  const term = recipient?.trim();
  return and(
    channel ? eq(outboxMessages.channel, channel) : undefined,
    state ? eq(outboxMessages.state, state) : undefined,
    term ? ilike(outboxMessages.recipient, containing(term)) : undefined,
  );
}
