import { eq } from 'drizzle-orm';
import type { TemplateSettingsValues } from '@spokes/domain/template-settings';
import type { Queryable } from '../../db/client';
import { languages, orderLogTypes, variants } from '../../db/schema/reference';
import { fail } from '../../errors';

/** BAD_INPUT naming each picked language, document type or variant that does not exist. */
export async function refuseUnknownReferences(tx: Queryable, values: TemplateSettingsValues): Promise<void> {
  const fields: Record<string, string> = {};
  if (!(await tx.$count(languages, eq(languages.id, values.language_fk)))) fields.language_fk = 'REQUIRED';
  if (!(await tx.$count(orderLogTypes, eq(orderLogTypes.id, values.order_log_type_fk))))
    fields.order_log_type_fk = 'REQUIRED';
  if (!(await tx.$count(variants, eq(variants.id, values.variant_fk)))) fields.variant_fk = 'REQUIRED';
  if (Object.keys(fields).length > 0) fail('BAD_INPUT', undefined, { fields });
}
