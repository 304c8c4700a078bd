import {
  BACKOFFICE_DEALER_ID,
  isLanguageCode,
  type BikeTypeCode,
  type DataTypeCode,
} from '@spokes/domain/codes';
import { calculateLease, type CalculationSheet, type LeaseResult } from '@spokes/domain/lease-calculation';
import {
  leaseInputFromForm,
  type QuotationFieldValue,
  totalOfferCents,
  type QuotationFormField,
} from '@spokes/domain/quotation-form';
import { missingEmployeeFields } from '@spokes/domain/quotation-rules';
import type { NewQuotationInput, QuotationFormQuery } from '../../../generated/graphql';
import {
  fieldValues as companyFieldValues,
  type FieldControlValue,
} from '../../../lib/calculation/field-values';

export type QuotationFormData = QuotationFormQuery['quotationForm'];

export type NewQuotationValues = {
  deliverability?: string;
  bike_type_fk?: number;
  bike_brand_fk?: number;
  fields?: Record<string, FieldControlValue>;
};

/** The sheet of the form query in the domain's shape; the statute's share comes resolved beside it. */
export function sheetOf(form: QuotationFormData): CalculationSheet | null {
  const parameters = form.sheet.ready ? form.sheet.parameters : null;
  if (!parameters) return null;
  return {
    durationMonths: parameters.duration_months,
    yearlyInterestRate: parameters.yearly_interest_rate,
    residualValueShare: parameters.residual_value_share,
    insuranceYearlyShare: parameters.insurance_yearly_share,
    assistanceMonthlyCents: parameters.assistance_monthly_cents,
    maintenanceMonthlyCents: Object.fromEntries(
      parameters.maintenance_monthly.map((row) => [row.bike_type_code, row.cents]),
    ) as Record<BikeTypeCode, number>,
    vatRate: parameters.vat_rate,
    warrantyGrantCents: parameters.warranty_grant_cents,
    minInvestmentCents: parameters.min_investment_cents,
    maxInvestmentCents: parameters.max_investment_cents,
    defaultSalarySwapShare: parameters.default_salary_swap_share,
    salarySwapShareByStatute: {},
  };
}

export function formFields(form: QuotationFormData): QuotationFormField[] {
  return form.fields.map((field) => ({
    id: field.id,
    code: field.code,
    dataType: field.data_type as DataTypeCode,
    values: field.values,
  }));
}

export function fieldValues(form: QuotationFormData, values: NewQuotationValues): QuotationFieldValue[] {
  return companyFieldValues(form.fields, values.fields);
}

/** The result card's figures, computed here with the domain's calculation as the server will. */
export function liveResult(
  form: QuotationFormData,
  values: NewQuotationValues,
  language: string,
): LeaseResult | null {
  const sheet = sheetOf(form);
  if (!sheet || values.bike_type_fk == null) return null;
  // Without a price the figures are the sheet's fixed costs and a minimum warning: no quotation yet.
  if (!((totalOffer(form, values) ?? 0) > 0)) return null;
  const input = leaseInputFromForm(formFields(form), fieldValues(form, values), {
    bikeTypeId: values.bike_type_fk,
    salarySwapShare: form.salary_swap_share,
    language: isLanguageCode(language) ? language : 'nl',
  });
  return input && calculateLease(sheet, input);
}

export function totalOffer(form: QuotationFormData, values: NewQuotationValues): number | null {
  return totalOfferCents(formFields(form), fieldValues(form, values));
}

/** What the employee record lacks for this bike type and leasing party (Axus, speed pedelec). */
export function employeeProblem(form: QuotationFormData, bikeTypeId: number | undefined) {
  return missingEmployeeFields(form.employee, {
    bikeTypeId,
    invoiceTargetName: form.employee.invoice_target_name,
  });
}

/** What keeps Save disabled: one of the spec's conditions, or an employee field a rule needs. */
export type SaveNeed =
  | { kind: 'deliverability' | 'bikeType' | 'bikeBrand' | 'dealer' | 'sheet' }
  | { kind: 'employee'; field: string };

/**
 * Save is enabled when the spec's conditions hold (deliverability, bike type, bike brand, a
 * valid dealer, a ready sheet) and the employee record satisfies the Axus and speed-pedelec
 * rules; this lists the ones that do not, in the form's order.
 */
export function saveNeeds(form: QuotationFormData, values: NewQuotationValues): SaveNeed[] {
  const needs: SaveNeed[] = [];
  if (!values.deliverability?.trim()) needs.push({ kind: 'deliverability' });
  if (values.bike_type_fk == null) needs.push({ kind: 'bikeType' });
  if (!form.bike_brands.some((brand) => brand.id === values.bike_brand_fk)) needs.push({ kind: 'bikeBrand' });
  if (form.dealer.id === BACKOFFICE_DEALER_ID) needs.push({ kind: 'dealer' });
  if (!form.sheet.ready) needs.push({ kind: 'sheet' });
  for (const field of employeeProblem(form, values.bike_type_fk)?.fields ?? [])
    needs.push({ kind: 'employee', field });
  return needs;
}

/** The form's starting values: the dealer's brand when it sells only one. */
export function initialValues(form: QuotationFormData): NewQuotationValues {
  return form.bike_brands.length === 1 ? { bike_brand_fk: form.bike_brands[0].id } : {};
}

export function newQuotationInput(form: QuotationFormData, values: NewQuotationValues): NewQuotationInput {
  return {
    employee_fk: form.employee.id,
    dealer_fk: form.dealer.id,
    deliverability: values.deliverability?.trim() ?? '',
    bike_type_fk: values.bike_type_fk ?? 0,
    bike_brand_fk: values.bike_brand_fk ?? 0,
    fields: fieldValues(form, values),
  };
}
