import { isWebhookAttemptAccepted } from '@spokes/domain/webhooks';
import { and, between, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { webhookAttempts, webhookFormats, webhooks } from '../../db/schema/webhooks';
import { PermanentJobError, type Job, type JobHandlers } from '../../jobs/worker';
import { publish } from '../signals/events';
import { isOrderWebhookPayload, type OrderWebhookPayload } from './order-webhook-payload';
import { postWebhook } from './post-webhook';
import { WEBHOOK_FORMATS } from './webhook-formats';

export const DELIVER_WEBHOOK = 'webhook.deliver';
/** A receiver that has not answered within this time counts as failed, and the job retries. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The payload of a delivery job: which webhook, for which order, and the body to send. */
export type WebhookDeliveryJob = {
  webhookId: number;
  orderId: number | null;
  /** When this delivery (or re-trigger) was asked for: an accepted (2xx) attempt since then ends it. */
  requestedAt: string;
  data: OrderWebhookPayload;
};

export type WebhookDeliveryDependencies = {
  database: Pick<Database, 'db'>;
  timeoutMs?: number;
};

export function webhookJobHandlers(deps: WebhookDeliveryDependencies): JobHandlers {
  return { [DELIVER_WEBHOOK]: (job) => deliverWebhook(deps, job) };
}

/**
 * POSTs one delivery to the webhook's current url and records the attempt, whatever happens.
 * Any 2xx ends the delivery (the receiver took the event, though the list calls only 200 OK);
 * anything else throws, so the queue retries with backoff until its attempts run out. A rerun
 * after a crash that follows a recorded 2xx sends nothing; a crash between the receiver's answer
 * and the record sends again, with the same delivery id.
 */
export async function deliverWebhook(deps: WebhookDeliveryDependencies, job: Job): Promise<void> {
  const { db } = deps.database;
  const delivery = readDeliveryJob(job.payload);
  const [webhook] = await db
    .select({ id: webhooks.id, url: webhooks.url, format: webhookFormats.code })
    .from(webhooks)
    .innerJoin(webhookFormats, eq(webhookFormats.id, webhooks.webhook_format_fk))
    .where(eq(webhooks.id, delivery.webhookId));
  // A deleted webhook is a leasing party that no longer wants to hear: nothing left to do.
  if (!webhook) return;
  const attemptsOfDelivery = and(
    eq(webhookAttempts.quotation_number, delivery.data.quotation_number),
    sql`${webhookAttempts.data}->>'delivery_id' = ${delivery.data.delivery_id}`,
  );
  const [delivered] = await db
    .select({ n: count() })
    .from(webhookAttempts)
    .where(
      and(
        attemptsOfDelivery,
        between(webhookAttempts.status_code, 200, 299),
        gte(webhookAttempts.date, new Date(delivery.requestedAt)),
      ),
    );
  if (delivered.n > 0) return;

  const format = WEBHOOK_FORMATS[webhook.format];
  if (!format) throw new PermanentJobError(`webhook format ${webhook.format} is not implemented`);
  const [previous] = await db.select({ n: count() }).from(webhookAttempts).where(attemptsOfDelivery);
  const attempt = previous.n + 1;
  const date = new Date();
  const outcome = await postWebhook(webhook.url, {
    contentType: format.contentType,
    body: format.body(delivery.data),
    headers: { 'x-spokes-delivery': delivery.data.delivery_id, 'x-spokes-attempt': String(attempt) },
    timeoutMs: deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
  });
  const [recorded] = await db
    .insert(webhookAttempts)
    .values({
      webhook_fk: webhook.id,
      // The order may have been deleted since the change was queued; the attempt stays readable.
      order_fk:
        delivery.orderId === null
          ? null
          : sql`(select ${orders.id} from ${orders} where ${orders.id} = ${delivery.orderId})`,
      attempt,
      status_code: outcome.statusCode,
      date,
      url: webhook.url,
      quotation_number: delivery.data.quotation_number,
      data: delivery.data,
      response: outcome.response,
    })
    .returning({ id: webhookAttempts.id, orderId: webhookAttempts.order_fk });
  // The order's overview (its attempts panel) hears of the new call as a change of the order.
  await publish(db, {
    topic: 'webhookAttemptCreated',
    webhookAttemptId: recorded.id,
    orderId: recorded.orderId,
  });
  if (outcome.permanent) throw new PermanentJobError(outcome.response);
  if (!isWebhookAttemptAccepted(outcome.statusCode)) {
    throw new Error(`webhook ${webhook.id} answered ${outcome.statusCode ?? 'nothing'}: ${outcome.response}`);
  }
}

function readDeliveryJob(payload: Record<string, unknown>): WebhookDeliveryJob {
  const { webhookId, orderId, requestedAt, data } = payload;
  if (
    typeof webhookId !== 'number' ||
    (typeof orderId !== 'number' && orderId !== null) ||
    typeof requestedAt !== 'string' ||
    !isOrderWebhookPayload(data)
  ) {
    throw new PermanentJobError('malformed webhook delivery job');
  }
  return { webhookId, orderId, requestedAt, data };
}
