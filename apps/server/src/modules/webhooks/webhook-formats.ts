import type { OrderWebhookPayload } from './order-webhook-payload';

/** What the Webhooks tab's "send a test event" posts: recognisable as a test, about no order. */
export type WebhookTestPayload = {
  event: 'webhook.test';
  delivery_id: string;
  occurred_at: string;
  webhook_id: number;
};

export type WebhookPayload = OrderWebhookPayload | WebhookTestPayload;

export type WebhookFormat = { contentType: string; body(payload: WebhookPayload): string };

/**
 * How each row of webhook_formats (by code) turns a payload into a request body. A format is
 * code, so adding one means a row in the reference seed and an entry here.
 */
export const WEBHOOK_FORMATS: Readonly<Record<string, WebhookFormat>> = {
  JSON: { contentType: 'application/json', body: (payload) => JSON.stringify(payload) },
};
