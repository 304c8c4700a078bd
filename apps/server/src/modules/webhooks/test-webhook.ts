import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { webhookFormats, webhooks } from '../../db/schema/webhooks';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { WEBHOOK_TIMEOUT_MS } from './deliver-webhook';
import { postWebhook } from './post-webhook';
import { WEBHOOK_FORMATS, type WebhookTestPayload } from './webhook-formats';

export type WebhookTestResult = {
  url: string;
  /** null: no answer (timeout, refused, bad url). */
  status_code: number | null;
  /** The answer's body (cut at the attempts' limit), or why there was none. */
  response: string;
  duration_ms: number;
};

/**
 * "Send a test event": posts a test payload in the webhook's format to its url, through the
 * same port and timeout as a delivery, and answers what came back. It is not an attempt: no
 * order, nothing to re-trigger, and the attempts list stays the history of real deliveries
 * (docs/decisions.md). Waits for the answer, at most the delivery timeout.
 */
export async function sendTestWebhook(
  db: Queryable,
  viewer: Viewer,
  options: { id: number; timeoutMs?: number },
): Promise<WebhookTestResult> {
  requireSuperUser(viewer);
  const [webhook] = await db
    .select({ id: webhooks.id, url: webhooks.url, format: webhookFormats.code })
    .from(webhooks)
    .innerJoin(webhookFormats, eq(webhookFormats.id, webhooks.webhook_format_fk))
    .where(eq(webhooks.id, options.id));
  if (!webhook) fail('NOT_FOUND');
  const format = WEBHOOK_FORMATS[webhook.format];
  if (!format) fail('SOMETHING_WENT_WRONG', `webhook format ${webhook.format} is not implemented`);
  const payload: WebhookTestPayload = {
    event: 'webhook.test',
    delivery_id: randomUUID(),
    occurred_at: new Date().toISOString(),
    webhook_id: webhook.id,
  };
  const started = performance.now();
  const outcome = await postWebhook(webhook.url, {
    contentType: format.contentType,
    body: format.body(payload),
    headers: { 'x-spokes-delivery': payload.delivery_id, 'x-spokes-test': 'true' },
    timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
  });
  return {
    url: webhook.url,
    status_code: outcome.statusCode,
    response: outcome.response,
    duration_ms: Math.round(performance.now() - started),
  };
}
