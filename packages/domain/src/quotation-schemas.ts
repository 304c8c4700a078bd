import { z } from 'zod';
import { BACKOFFICE_DEALER_ID } from './codes';
import { errorTranslationKey } from './error-codes';
import { requiredId, requiredText } from './schemas';

// The new-quotation form (spec 02 section 5). Field values travel as text, as stored.
export const newQuotationSchema = z.object({
  deliverability: requiredText,
  bike_type_fk: requiredId,
  bike_brand_fk: requiredId,
  // The back office pseudo-dealer cannot sell a bike.
  dealer_fk: z
    .number({ error: errorTranslationKey('REQUIRED') })
    .int()
    .superRefine((id, ctx) => {
      if (id > 0) return;
      const code = id === BACKOFFICE_DEALER_ID ? 'INVALID_DEALER' : 'REQUIRED';
      ctx.addIssue({ code: 'custom', message: errorTranslationKey(code), params: { code }, input: id });
    }),
  employee_fk: requiredId,
  fields: z.array(z.object({ field_fk: requiredId, value: z.string().nullable() })),
});
export type NewQuotationValues = z.output<typeof newQuotationSchema>;
