import { bikeTypeById, languageById } from '@spokes/domain/codes';
import { calculateLease } from '@spokes/domain/lease-calculation';
import { leaseInputFromForm, quotationFieldIssues } from '@spokes/domain/quotation-form';
import { usesPartnerPortal } from '@spokes/domain/partner-portal';
import { missingEmployeeFields } from '@spokes/domain/quotation-rules';
import { newQuotationSchema } from '@spokes/domain/quotation-schemas';
import { issueCodes } from '@spokes/domain/schemas';
import type { Queryable } from '../../db/client';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { getQuotationForm } from '../calculation/get-quotation-form';

export type NewQuotationInput = {
  employee_fk: number;
  dealer_fk: number;
  deliverability: string;
  bike_type_fk: number;
  bike_brand_fk: number;
  fields: { field_fk: number; value: string | null }[];
};

/**
 * A new quotation checked and computed as "Save" does (spec 02 section 5), without storing it:
 * the domain's form schema (BAD_INPUT with `details.fields`), the dealer, the employee (NOT_FOUND
 * out of scope) of a company not on a partner portal, the bike type, a brand of that dealer, a
 * ready sheet, the field values, the Axus and speed-pedelec rules; then the amounts with the company's effective sheet. The browser's
 * figures are never taken: saving and the result card's PDF both compute here.
 */
export async function calculateNewQuotation(db: Queryable, viewer: Viewer, input: NewQuotationInput) {
  const parsed = newQuotationSchema.safeParse(input);
  if (!parsed.success) {
    const fields = issueCodes(parsed.error);
    if (fields.dealer_fk === 'INVALID_DEALER') fail('INVALID_DEALER');
    fail('BAD_INPUT', 'invalid quotation', { fields });
  }
  const values = parsed.data;
  const form = await getQuotationForm(db, viewer, {
    employeeId: values.employee_fk,
    dealerId: values.dealer_fk,
  });
  const { employee, sheet } = form;
  if (usesPartnerPortal(employee.company)) fail('PARTNER_PORTAL_COMPANY');
  const bikeType = bikeTypeById(values.bike_type_fk);
  if (!bikeType) fail('BAD_INPUT', 'unknown bike type', { fields: { bike_type_fk: 'REQUIRED' } });
  const bikeBrand = form.bikeBrands.find((brand) => brand.id === values.bike_brand_fk);
  if (!bikeBrand) fail('BIKE_BRAND_INVALID');
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

  const inputs = leaseInputFromForm(form.fields, values.fields, {
    bikeTypeId: bikeType.id,
    salarySwapShare: form.salarySwapShare,
    language: languageById(employee.company.language_fk),
  });
  // quotationFieldIssues has read every number already, so the input always exists here.
  if (!inputs) fail('AMOUNT_INVALID');
  const { warning_code: _code, ...amounts } = calculateLease(sheet.parameters, inputs);
  // Every company field gets a row, empty when not filled in, so the quotation can be duplicated.
  const stored = form.fields.map((field) => {
    const value = values.fields.find((given) => given.field_fk === field.id)?.value?.trim();
    return { field, value: value ? value : null };
  });
  return {
    values,
    form,
    bikeType,
    bikeBrand,
    sheet: { ...sheet.sheet, parameters: sheet.parameters },
    inputs,
    amounts,
    stored,
  };
}
