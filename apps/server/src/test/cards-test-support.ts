import { fields } from '../db/schema/fields';
import { quotationFields } from '../db/schema/quotations';
import type { TestApp } from './overview-test-support';

/** A quotation field of the company (a bike description unless another field type is given). */
export async function companyField(
  app: TestApp,
  companyId: number,
  values: { name?: string; fieldTypeId?: number; index?: number } = {},
) {
  const [field] = await app.database.db
    .insert(fields)
    .values({
      company_fk: companyId,
      field_type_fk: values.fieldTypeId ?? 1,
      name: values.name ?? 'Beschrijving fiets',
      index: values.index ?? 1,
    })
    .returning();
  return field;
}

/** The quotation's value of a field, stored as text as the new-quotation form sends it. */
export async function fieldValue(app: TestApp, quotationId: number, fieldId: number, value: string | null) {
  await app.database.db
    .insert(quotationFields)
    .values({ quotation_fk: quotationId, field_fk: fieldId, value });
}
