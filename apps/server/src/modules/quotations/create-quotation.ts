import { QUOTATION_SOURCE } from '@spokes/domain/codes';
import { isTestDealer } from '@spokes/domain/quotation-rules';
import type { Db } from '../../db/client';
import { quotationFields, quotations } from '../../db/schema/quotations';
import type { Viewer } from '../access/viewer';
import { publish } from '../signals/events';
import { calculateNewQuotation, type NewQuotationInput } from './calculate-new-quotation';
import { getQuotation, type QuotationOverview } from './get-quotation';

/**
 * "Save" on the new-quotation screen (spec 02 section 5): checks the form as the screen does,
 * computes the amounts here with the company's effective sheet (the browser's figures are never
 * taken), and stores the quotation with its inputs, sheet and field values in one transaction.
 */
export async function createQuotation(
  db: Db,
  viewer: Viewer,
  input: NewQuotationInput,
): Promise<QuotationOverview> {
  return db.transaction(async (tx) => {
    const { values, form, bikeType, sheet, inputs, amounts, stored } = await calculateNewQuotation(
      tx,
      viewer,
      input,
    );
    const { employee } = form;
    const statuteCode = employee.employeeStatute?.code ?? null;
    const [created] = await tx
      .insert(quotations)
      .values({
        dealer_fk: form.dealer.id,
        company_fk: employee.company_fk,
        employee_fk: employee.id,
        bike_type_fk: bikeType.id,
        bike_brand_fk: values.bike_brand_fk,
        deliverability: values.deliverability,
        quotation_source: QUOTATION_SOURCE,
        test: isTestDealer(form.dealer),
        calculation_sheet: {
          sheet_id: sheet.id,
          version: sheet.version,
          parameters: sheet.parameters,
          inputs: {
            ...inputs,
            statuteCode,
            fields: Object.fromEntries(stored.map(({ field, value }) => [field.code, value])),
          },
        },
        ...amounts,
      })
      .returning({ id: quotations.id });
    if (stored.length > 0) {
      await tx
        .insert(quotationFields)
        .values(stored.map(({ field, value }) => ({ quotation_fk: created.id, field_fk: field.id, value })));
    }
    await publish(tx, { topic: 'quotationCreated', quotationId: created.id });
    return getQuotation(tx, viewer, { id: created.id });
  });
}
