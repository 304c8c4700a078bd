import { BIKE_TYPE, TOTAL_FIELD_CODES, type TotalFieldCode } from './codes';

// Rules of a new quotation that the browser checks as well; no zod here, so the new-quotation
// screen does not download the schemas (quotation-schemas.ts holds the form's schema).

export function isTotalFieldCode(code: string | null | undefined): code is TotalFieldCode {
  return (TOTAL_FIELD_CODES as readonly (string | null | undefined)[]).includes(code);
}

type EmployeeData = Partial<
  Record<
    'street' | 'zip_code' | 'city' | 'date_of_birth' | 'drivers_license_date' | 'national_register',
    string | null
  >
>;

const ALD_FIELDS = ['street', 'zip_code', 'date_of_birth', 'city'] as const;
const SPEED_PEDELEC_FIELDS = [
  'street',
  'zip_code',
  'city',
  'drivers_license_date',
  'national_register',
] as const;

// The leasing party formerly called ALD needs the employee's address and birth date.
export function isAldInvoiceTarget(invoiceTargetName: string | null | undefined): boolean {
  return /axus/i.test(invoiceTargetName ?? '');
}

// What the employee record lacks before a quotation can be made for this bike and leasing
// party; the first failing rule is reported, with the missing field names.
export function missingEmployeeFields(
  employee: EmployeeData,
  context: { bikeTypeId: number | null | undefined; invoiceTargetName: string | null | undefined },
): { error: 'ALD_FIELDS_MISSING' | 'SPEED_PEDELEC_FIELDS_MISSING'; fields: string[] } | null {
  const missing = (fields: readonly (keyof EmployeeData)[]) =>
    fields.filter((field) => !employee[field]?.trim());
  if (isAldInvoiceTarget(context.invoiceTargetName)) {
    const fields = missing(ALD_FIELDS);
    if (fields.length > 0) return { error: 'ALD_FIELDS_MISSING', fields };
  }
  if (context.bikeTypeId === BIKE_TYPE.SPEED_PEDELEC.id) {
    const fields = missing(SPEED_PEDELEC_FIELDS);
    if (fields.length > 0) return { error: 'SPEED_PEDELEC_FIELDS_MISSING', fields };
  }
  return null;
}

/**
 * Spec 02 "Quotation card": a quotation is a test when its dealer is named like the internal
 * dealers or its name holds the product's name. Internal dealers are those marked
 * internal_use_only (the BACKOFFICE pseudo-dealer among them); the product is Spokes.
 */
export function isTestDealer(dealer: { name: string; internal_use_only: boolean }): boolean {
  return dealer.internal_use_only || /spokes/i.test(dealer.name);
}

/**
 * The duplication check (spec 02 section 4): a copy keeps the source's field values, so every
 * field the company has now must have a value row on the source quotation ('Kan niet dupliceren.').
 */
export function mayDuplicateQuotation(
  companyFieldIds: readonly number[],
  quotationFieldIds: readonly number[],
): boolean {
  const present = new Set(quotationFieldIds);
  return companyFieldIds.every((id) => present.has(id));
}
