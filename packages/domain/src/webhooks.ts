import { ORDER_STATUS, type OrderStatusCode } from './codes';
import { invalid, valid, type Validated } from './validation-result';

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

/** The codes a webhook's `filter` names, trimmed and upper-cased, in the order written. */
export function webhookFilterCodes(filter: string | null | undefined): string[] {
  return (filter ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code.length > 0);
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
  const codes = webhookFilterCodes(filter);
  if (codes.length === 0) return orderStatus !== ORDER_STATUS.TESTPURPOSES.code;
  return codes.includes(orderStatus);
}

/**
 * A filter as the Webhooks tab saves it: known status codes only, each once, joined by ", ";
 * empty becomes null (every status but TESTPURPOSES).
 */
export function validateWebhookFilter(
  value: string | null | undefined,
): Validated<'WEBHOOK_FILTER_INVALID', string | null> {
  const codes = [...new Set(webhookFilterCodes(value))];
  if (codes.some((code) => !(code in ORDER_STATUS))) return invalid('WEBHOOK_FILTER_INVALID');
  return valid(codes.length === 0 ? null : codes.join(', '));
}

/** A webhook's address: an absolute http or https url (the receiver is called with a POST). */
export function validateWebhookUrl(value: string): Validated<'REQUIRED' | 'WEBHOOK_URL_INVALID'> {
  const typed = value.trim();
  if (typed === '') return invalid('REQUIRED');
  if (!URL.canParse(typed)) return invalid('WEBHOOK_URL_INVALID');
  const { protocol, hostname } = new URL(typed);
  const http = protocol === 'http:' || protocol === 'https:';
  return http && hostname !== '' && !/\s/.test(typed) ? valid(typed) : invalid('WEBHOOK_URL_INVALID');
}
