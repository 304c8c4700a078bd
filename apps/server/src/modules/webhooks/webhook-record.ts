import { issueCodes } from '@spokes/domain/schemas';
import { webhookSettingsSchema, type WebhookSettingsValues } from '@spokes/domain/webhook-schemas';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { invoiceTargets } from '../../db/schema/companies';
import { dealStatuses } from '../../db/schema/reference';
import { webhookFormats, webhooks } from '../../db/schema/webhooks';
import { fail } from '../../errors';

/** The webhooks table's columns, as the Webhooks tab reads them and the audit log keeps them. */
export const webhookColumns = {
  id: webhooks.id,
  url: webhooks.url,
  invoice_target_fk: webhooks.invoice_target_fk,
  webhook_format_fk: webhooks.webhook_format_fk,
  filter: webhooks.filter,
  deal_status_fk: webhooks.deal_status_fk,
};

export type WebhookRecord = typeof webhooks.$inferSelect;

/** The webhook locked for a change, or NOT_FOUND. */
export async function lockWebhook(tx: Queryable, id: number): Promise<WebhookRecord> {
  const [row] = await tx.select(webhookColumns).from(webhooks).where(eq(webhooks.id, id)).for('update');
  if (!row) fail('NOT_FOUND');
  return row;
}

/**
 * The form's input read through the domain's schema (BAD_INPUT with each wrong field's code),
 * with the invoice target, format and deal status it names checked to exist (BAD_INPUT too:
 * a picker offered only existing ones, so a missing one is a stale or forged request).
 */
export async function parseWebhookInput(tx: Queryable, input: unknown): Promise<WebhookSettingsValues> {
  const parsed = webhookSettingsSchema.safeParse(input);
  if (!parsed.success) fail('BAD_INPUT', undefined, { fields: issueCodes(parsed.error) });
  const values = parsed.data;
  const missing: Record<string, string> = {};
  const exists = async (
    table: typeof invoiceTargets | typeof webhookFormats | typeof dealStatuses,
    id: number,
  ) => (await tx.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
  if (!(await exists(invoiceTargets, values.invoice_target_fk))) missing.invoice_target_fk = 'NOT_FOUND';
  if (!(await exists(webhookFormats, values.webhook_format_fk))) missing.webhook_format_fk = 'NOT_FOUND';
  if (values.deal_status_fk !== null && !(await exists(dealStatuses, values.deal_status_fk)))
    missing.deal_status_fk = 'NOT_FOUND';
  if (Object.keys(missing).length > 0) fail('BAD_INPUT', undefined, { fields: missing });
  return values;
}
