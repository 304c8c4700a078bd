import { z } from 'zod';
import { capped, requiredId, validated } from './schemas';
import { validateWebhookFilter, validateWebhookUrl } from './webhooks';

// The Webhooks tab's form (beyond the spec's tab list): where to post, for which invoice target,
// in which format, for which order statuses and (optionally) deal status.
export const webhookSettingsSchema = z.object({
  url: capped('freeText', validated(validateWebhookUrl)),
  invoice_target_fk: requiredId,
  webhook_format_fk: requiredId,
  filter: capped('freeText', validated(validateWebhookFilter)),
  deal_status_fk: requiredId.nullish().transform((id) => id ?? null),
});
export type WebhookSettingsValues = z.output<typeof webhookSettingsSchema>;

/** The filter as the form holds it, a list of status codes, checked as the saved text is. */
export const webhookFilterListSchema = z.preprocess(
  (codes) => (Array.isArray(codes) ? codes.join(', ') : codes),
  webhookSettingsSchema.shape.filter,
);
