import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { invoiceTargets } from '../../db/schema/companies';
import { dealStatuses } from '../../db/schema/reference';
import { webhookFormats, webhooks } from '../../db/schema/webhooks';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { webhookColumns } from './webhook-record';

/**
 * The Webhooks tab: every webhook, or one invoice target's, by invoice target name then id, with
 * the names of what it points at. A leasing party has a handful, so the list is not paged.
 */
export async function listWebhooks(
  db: Queryable,
  viewer: Viewer,
  options: { invoice_target_id?: number | null },
) {
  requireSuperUser(viewer);
  return db
    .select({
      ...webhookColumns,
      invoice_target_name: invoiceTargets.name,
      webhook_format_name: webhookFormats.name,
      deal_status_name: dealStatuses.name,
    })
    .from(webhooks)
    .innerJoin(invoiceTargets, eq(invoiceTargets.id, webhooks.invoice_target_fk))
    .innerJoin(webhookFormats, eq(webhookFormats.id, webhooks.webhook_format_fk))
    .leftJoin(dealStatuses, eq(dealStatuses.id, webhooks.deal_status_fk))
    .where(options.invoice_target_id ? eq(webhooks.invoice_target_fk, options.invoice_target_id) : undefined)
    .orderBy(asc(invoiceTargets.name), asc(webhooks.id));
}

export type WebhookListRow = Awaited<ReturnType<typeof listWebhooks>>[number];

/** The choices of the Webhooks tab's form besides invoice targets and order statuses. */
export async function webhookOptions(db: Queryable, viewer: Viewer) {
  requireSuperUser(viewer);
  const [formats, deal_statuses] = await Promise.all([
    db.select().from(webhookFormats).orderBy(asc(webhookFormats.id)),
    db.select().from(dealStatuses).orderBy(asc(dealStatuses.id)),
  ]);
  return { formats, deal_statuses };
}
