import { ORDER_STATUS, type OrderStatusCode } from './codes';

/** Spec 01 section 2: a webhook attempt counts as OK only with status code 200 (not 201, not 204). */
export const WEBHOOK_OK_STATUS = 200;

export function isWebhookAttemptOk(statusCode: number | null | undefined): boolean {
  return statusCode === WEBHOOK_OK_STATUS;
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
