import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookAttempts, webhooks } from '../../db/schema/webhooks';
import { fail } from '../../errors';
import { enqueue } from '../../jobs/queue';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { DELIVER_WEBHOOK, type WebhookDeliveryJob } from './deliver-webhook';
import { isOrderWebhookPayload } from './order-webhook-payload';

/**
 * Sends an attempt's data again, as a new attempt of the same delivery, to the webhook's
 * current url (a corrected url is the usual reason to re-trigger). Even a delivery that once
 * got its 200 is sent again: that is what a re-trigger is for. Pressed twice before the
 * worker ran, it still sends once.
 */
export async function retriggerWebhook(db: Db, viewer: Viewer, attemptId: number): Promise<boolean> {
  requireSuperUser(viewer);
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select({
        webhookId: webhooks.id,
        orderId: webhookAttempts.order_fk,
        data: webhookAttempts.data,
      })
      .from(webhookAttempts)
      .innerJoin(webhooks, eq(webhooks.id, webhookAttempts.webhook_fk))
      .where(eq(webhookAttempts.id, attemptId));
    if (!attempt || !isOrderWebhookPayload(attempt.data)) fail('NOT_FOUND');
    const deliveryId = attempt.data.delivery_id;
    const [sent] = await tx
      .select({ n: count() })
      .from(webhookAttempts)
      .where(
        and(
          eq(webhookAttempts.quotation_number, attempt.data.quotation_number),
          sql`${webhookAttempts.data}->>'delivery_id' = ${deliveryId}`,
        ),
      );
    const job: WebhookDeliveryJob = {
      webhookId: attempt.webhookId,
      orderId: attempt.orderId,
      requestedAt: new Date().toISOString(),
      data: attempt.data,
    };
    await enqueue(tx, {
      name: DELIVER_WEBHOOK,
      key: `webhook:${attempt.webhookId}:delivery:${deliveryId}:after:${sent.n}`,
      payload: job,
    });
    return true;
  });
}
