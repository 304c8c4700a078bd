import { WEBHOOK_ATTEMPTS_PAGE_SIZE } from '@spokes/domain/limits';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { quotations } from '../../db/schema/quotations';
import { webhookAttempts } from '../../db/schema/webhooks';
import { fail } from '../../errors';

export const WEBHOOK_ATTEMPTS_MAX_PAGE_SIZE = 100;

export type PageOptions = { page: number; size?: number | null };

/** Every webhook attempt, newest first, a page at a time (page 1 is the first). */
export function listWebhookAttempts(db: Queryable, options: PageOptions) {
  return pageOfAttempts(db, undefined, options);
}

/**
 * The attempts for one quotation's order, newest first, five to a page by default (spec 01
 * section 2). Matched by quotation number, so attempts outlive a deleted order.
 */
export async function listWebhookAttemptsByQuotationId(
  db: Queryable,
  options: PageOptions & { quotation_id: number },
) {
  const [quotation] = await db
    .select({ number: quotations.quotation_number })
    .from(quotations)
    .where(eq(quotations.id, options.quotation_id));
  if (!quotation) fail('NOT_FOUND');
  return pageOfAttempts(db, eq(webhookAttempts.quotation_number, quotation.number), options);
}

async function pageOfAttempts(db: Queryable, where: SQL | undefined, options: PageOptions) {
  const size = options.size ?? WEBHOOK_ATTEMPTS_PAGE_SIZE;
  if (options.page < 1) fail('PAGE_TOO_LOW');
  if (size < 1 || size > WEBHOOK_ATTEMPTS_MAX_PAGE_SIZE) fail('BAD_INPUT', 'size must be 1 to 100');
  const data = await db
    .select()
    .from(webhookAttempts)
    .where(where)
    .orderBy(desc(webhookAttempts.date), desc(webhookAttempts.id))
    .limit(size)
    .offset((options.page - 1) * size);
  const [{ total }] = await db.select({ total: count() }).from(webhookAttempts).where(where);
  return { data, total };
}
