import { bikeTypeById, languageById, QUOTATION_SOURCE } from '@spokes/domain/codes';
import { calculateLease } from '@spokes/domain/lease-calculation';
import { leaseInputFromForm, quotationFieldIssues } from '@spokes/domain/quotation-form';
import { isTestDealer, missingEmployeeFields } from '@spokes/domain/quotation-rules';
import { usesPartnerPortal } from '@spokes/domain/partner-portal';
import { newQuotationSchema } from '@spokes/domain/quotation-schemas';
import { issueCodes } from '@spokes/domain/schemas';
import type { Db } from '../../db/client';
import { quotationFields, quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import type { Viewer } from '../auth/viewer';
import { getQuotationForm } from '../calculation/get-quotation-form';
import { publish } from '../realtime/events';
import { getQuotation, type QuotationOverview } from './get-quotation';

export type NewQuotationInput = {
  employee_fk: number;
  dealer_fk: number;
  deliverability: string;
  bike_type_fk: number;
  bike_brand_fk: number;
  fields: { field_fk: number; value: string | null }[];
};

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
  const parsed = newQuotationSchema.safeParse(input);
  if (!parsed.success) {
    const fields = issueCodes(parsed.error);
    if (fields.dealer_fk === 'INVALID_DEALER') fail('INVALID_DEALER');
    fail('BAD_INPUT', 'invalid quotation', { fields });
  }
  const values = parsed.data;
  return db.transaction(async (tx) => {
    const form = await getQuotationForm(tx, viewer, {
      employeeId: values.employee_fk,
      dealerId: values.dealer_fk,
    });
    const { employee, sheet } = form;
    if (usesPartnerPortal(employee.company)) fail('PARTNER_PORTAL_COMPANY');
    const bikeType = bikeTypeById(values.bike_type_fk);
    if (!bikeType) fail('BAD_INPUT', 'unknown bike type', { fields: { bike_type_fk: 'REQUIRED' } });
    if (!form.bikeBrands.some((brand) => brand.id === values.bike_brand_fk)) fail('BIKE_BRAND_INVALID');
    if (!sheet.ready || !sheet.sheet || !sheet.parameters) fail('CALCULATION_SHEET_MISSING');
    const fieldIssues = quotationFieldIssues(form.fields, values.fields);
    const [firstIssue] = Object.values(fieldIssues);
    if (firstIssue) fail(firstIssue, 'invalid field value', { fields: fieldIssues });
    const missing = missingEmployeeFields(employee, {
      bikeTypeId: bikeType.id,
      invoiceTargetName: employee.company.invoiceTarget.name,
    });
    if (missing) {
      fail(missing.error, undefined, {
        missing_fields: missing.fields,
        employee_id: employee.id,
        company_id: employee.company_fk,
      });
    }

    const language = languageById(employee.company.language_fk);
    const statuteCode = employee.employeeStatute?.code ?? null;
    const inputs = leaseInputFromForm(form.fields, values.fields, {
      bikeTypeId: bikeType.id,
      salarySwapShare: form.salarySwapShare,
      language,
    });
    // quotationFieldIssues has read every number already, so the input always exists here.
    if (!inputs) fail('AMOUNT_INVALID');
    const { warning_code: _code, ...amounts } = calculateLease(sheet.parameters, inputs);
    // Every company field gets a row, empty when not filled in, so the quotation can be duplicated.
    const stored = form.fields.map((field) => {
      const value = values.fields.find((given) => given.field_fk === field.id)?.value?.trim();
      return { field, value: value ? value : null };
    });
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
          sheet_id: sheet.sheet.id,
          version: sheet.sheet.version,
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
