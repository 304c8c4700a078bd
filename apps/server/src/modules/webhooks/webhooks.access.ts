import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import { normalizeQuotationNumber } from '@spokes/domain/quotation-number';
import { WEBHOOK_OK_STATUS } from '@spokes/domain/webhooks';
import { webhookAttempts } from '../../db/schema/webhooks';

export type WebhookAttemptFilter = {
  /** true: answered 200; false: any other answer or none. */
  success?: boolean | null;
  /** The quotation number, however it is typed (normalizeQuotationNumber). */
  quotation_number?: string | null;
};

/** Webhook attempts are the super users' alone, so the where-clause is only the filter's. */
export function webhookAttemptWhere(filter: WebhookAttemptFilter | null | undefined): SQL | undefined {
  const { success, quotation_number } = filter ?? {};
  const number = normalizeQuotationNumber(quotation_number);
  const ok = eq(webhookAttempts.status_code, WEBHOOK_OK_STATUS);
  return and(
    success === true ? ok : undefined,
    success === false
      ? or(isNull(webhookAttempts.status_code), ne(webhookAttempts.status_code, WEBHOOK_OK_STATUS))
      : undefined,
    number ? eq(webhookAttempts.quotation_number, number) : undefined,
  );
}
