import { randomUUID } from 'node:crypto';
import { orderStatusById } from '@spokes/domain/codes';
import { webhookFilterMatches } from '@spokes/domain/webhooks';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/rows';
import { companies } from '../../db/schema/companies';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { webhooks } from '../../db/schema/webhooks';
import { enqueue } from '../../jobs/queue';
import { DELIVER_WEBHOOK, type WebhookDeliveryJob } from './deliver-webhook';
import { orderWebhookPayload } from './order-webhook-payload';

/**
 * Queues a delivery to every webhook of the order's invoice target that matches the order now:
 * its filter lists the order's status (see webhookFilterMatches) and its deal status, when set,
 * equals the order's. Call it inside the transaction of the order change, after the change is
 * written: the jobs exist only if that transaction commits. A second call in the same
 * transaction queues nothing more (the job key holds the transaction id). Answers how many.
 */
export async function enqueueOrderWebhooks(tx: Queryable, orderId: number): Promise<number> {
  const [order] = await tx
    .select({
      id: orders.id,
      order_status_fk: orders.order_status_fk,
      deal_status_fk: orders.deal_status_fk,
      deal_id_v2: orders.deal_id_v2,
      quotation_number: quotations.quotation_number,
      invoice_target_fk: companies.invoice_target_fk,
    })
    .from(orders)
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .innerJoin(companies, eq(companies.id, quotations.company_fk))
    .where(eq(orders.id, orderId));
  const status = order && orderStatusById(order.order_status_fk);
  if (!order || !status) return 0;

  const candidates = await tx
    .select()
    .from(webhooks)
    .where(
      and(
        eq(webhooks.invoice_target_fk, order.invoice_target_fk),
        order.deal_status_fk === null
          ? isNull(webhooks.deal_status_fk)
          : or(isNull(webhooks.deal_status_fk), eq(webhooks.deal_status_fk, order.deal_status_fk)),
      ),
    );
  const matching = candidates.filter((webhook) => webhookFilterMatches(webhook.filter, status.code));
  if (matching.length === 0) return 0;

  const rows = await queryRows<{ xid: string }>(tx, sql`select pg_current_xact_id()::text as xid`);
  const at = new Date();
  for (const webhook of matching) {
    const job: WebhookDeliveryJob = {
      webhookId: webhook.id,
      orderId: order.id,
      requestedAt: at.toISOString(),
      data: orderWebhookPayload(order, { id: randomUUID(), at }),
    };
    await enqueue(tx, {
      name: DELIVER_WEBHOOK,
      key: `webhook:${webhook.id}:order:${order.id}:tx:${rows[0].xid}`,
      payload: job,
    });
  }
  return matching.length;
}
