import type { OrderWebhookPayload } from './order-webhook-payload';

export type WebhookFormat = { contentType: string; body(payload: OrderWebhookPayload): string };

/**
 * How each row of webhook_formats (by code) turns a payload into a request body. A format is
 * code, so adding one means a row in the reference seed and an entry here.
 */
export const WEBHOOK_FORMATS: Readonly<Record<string, WebhookFormat>> = {
  JSON: { contentType: 'application/json', body: (payload) => JSON.stringify(payload) },
};
