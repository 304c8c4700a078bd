import { ORDER_STATUS, type OrderStatusCode } from './codes';

/** Spec 01 section 2: a webhook attempt counts as OK only with status code 200 (not 201, not 204). */
export const WEBHOOK_OK_STATUS = 200;

export function isWebhookAttemptOk(statusCode: number | null | undefined): boolean {
  return statusCode === WEBHOOK_OK_STATUS;
}

/**
 * Any 2xx means the receiver took the event: the delivery ends, also on a 201 or 204 that the
 * attempts list does not call OK (issue 21: a receiver answering 201 got the same event 7 times).
 */
export function isWebhookAttemptAccepted(statusCode: number | null | undefined): boolean {
  return typeof statusCode === 'number' && statusCode >= 200 && statusCode < 300;
}

/** How the attempts lists show an answer: OK (200), accepted (another 2xx) or failed. */
export type WebhookAttemptResult = 'ok' | 'accepted' | 'failed';

export function webhookAttemptResult(statusCode: number | null | undefined): WebhookAttemptResult {
  if (isWebhookAttemptOk(statusCode)) return 'ok';
  return isWebhookAttemptAccepted(statusCode) ? 'accepted' : 'failed';
}

/**
 * A webhook's `filter` is a comma-separated list of order status codes ("APPROVED, DELIVERED"),
 * any case. An empty filter matches every status except TESTPURPOSES: test orders reach a
 * leasing party only when its filter names them. A code that is no status matches nothing.
 */
export function webhookFilterMatches(
  filter: string | null | undefined,
  orderStatus: OrderStatusCode,
): boolean {
  const codes = (filter ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code.length > 0);
  if (codes.length === 0) return orderStatus !== ORDER_STATUS.TESTPURPOSES.code;
  return codes.includes(orderStatus);
}
