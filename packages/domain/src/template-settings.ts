import { z } from 'zod';
import { requiredId, requiredText } from './schemas';

/**
 * The Templates tab's modal (spec 03 section 2.2): name, language, document type (order log
 * type) and variant, all required; the file travels beside it as an upload.
 */
export const templateSettingsSchema = z.object({
  name: requiredText,
  language_fk: requiredId,
  order_log_type_fk: requiredId,
  variant_fk: requiredId,
});
export type TemplateSettingsValues = z.output<typeof templateSettingsSchema>;
