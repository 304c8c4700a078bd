import { WEBHOOK_ATTEMPTS_PAGE_SIZE } from '@spokes/domain/limits';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { listPage, type ListDefinition, type PageRequest } from '../../db/list';
import { quotations } from '../../db/schema/quotations';
import { webhookAttempts } from '../../db/schema/webhooks';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { webhookAttemptWhere, type WebhookAttemptFilter } from './webhooks.access';

/** Five to a page by default (spec 01 section 9), newest first. */
export const webhookAttemptList: ListDefinition<'date' | 'status_code' | 'quotation_number'> = {
  defaultSize: WEBHOOK_ATTEMPTS_PAGE_SIZE,
  maxSize: 100,
  sortable: {
    date: webhookAttempts.date,
    status_code: webhookAttempts.status_code,
    quotation_number: webhookAttempts.quotation_number,
  },
  defaultSort: { field: 'date', direction: 'desc' },
  tieBreaker: webhookAttempts.id,
};

/** Every webhook attempt, filtered on success and quotation number (the settings tab). */
export async function listWebhookAttempts(
  db: Queryable,
  viewer: Viewer,
  options: PageRequest & { filter?: WebhookAttemptFilter | null },
) {
  requireSuperUser(viewer);
  return listPage(db, {
    table: webhookAttempts,
    where: webhookAttemptWhere(options.filter),
    list: webhookAttemptList,
    request: options,
  });
}

/**
 * The attempts for one quotation's order (the order overview). Matched by quotation number, so
 * attempts outlive a deleted order.
 */
export async function listWebhookAttemptsByQuotationId(
  db: Queryable,
  viewer: Viewer,
  options: PageRequest & { quotation_id: number },
) {
  requireSuperUser(viewer);
  const [quotation] = await db
    .select({ number: quotations.quotation_number })
    .from(quotations)
    .where(eq(quotations.id, options.quotation_id));
  if (!quotation) fail('NOT_FOUND');
  return listPage(db, {
    table: webhookAttempts,
    where: eq(webhookAttempts.quotation_number, quotation.number),
    list: webhookAttemptList,
    request: options,
  });
}
