import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { listPage, type ListDefinition, type PageRequest } from '../../db/list';
import { outboxMessages } from '../../db/schema/outbox';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { outboxWhere, type OutboxFilter } from './mail.access';
import { shownOutboxMessage, type OutboxChannels } from './outbox-secrets';

export const outboxList: ListDefinition<'created_at' | 'sent_at' | 'recipient'> = {
  defaultSize: 20,
  maxSize: 100,
  sortable: {
    created_at: outboxMessages.created_at,
    sent_at: outboxMessages.sent_at,
    recipient: outboxMessages.recipient,
  },
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: outboxMessages.id,
};

/** The outbox, newest first unless sorted otherwise, a page at a time. */
export async function listOutboxMessages(
  db: Queryable,
  viewer: Viewer,
  options: PageRequest & { filter?: OutboxFilter | null; config: OutboxChannels },
) {
  requireSuperUser(viewer);
  const page = await listPage(db, {
    table: outboxMessages,
    where: outboxWhere(options.filter),
    list: outboxList,
    request: options,
  });
  return { ...page, items: page.items.map((row) => shownOutboxMessage(row, options.config)) };
}

/** One message opened from the outbox by a super user. */
export async function viewOutboxMessage(
  db: Queryable,
  viewer: Viewer,
  options: { id: number; config: OutboxChannels },
) {
  requireSuperUser(viewer);
  return shownOutboxMessage(await getOutboxMessage(db, options.id), options.config);
}

/** The lookup behind the outbox and a retry, which check the viewer themselves. */
export async function getOutboxMessage(db: Queryable, id: number) {
  const [message] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return message ?? fail('NOT_FOUND');
}
