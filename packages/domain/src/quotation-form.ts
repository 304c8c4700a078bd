import { TOTAL_FIELD_CODES, type DataTypeCode, type LanguageCode } from './codes';
import type { ErrorCode } from './error-codes';
import { INPUT_MAX_LENGTH } from './input-limits';
import { leaseAmountsFromFields, type LeaseInput } from './lease-calculation';
import { parseAmountToCents, sumCents } from './money';

// The company's quotation fields as the new-quotation form and createQuotation read them. The
// browser computes the live result and the server the stored one with the same functions here.

export type QuotationFormField = {
  id: number;
  /** The field type code (BIKE_VALUE ...); codes made by super users carry no calculation meaning. */
  code: string;
  dataType: DataTypeCode;
  /** The options of a LIST field. */
  values: readonly string[];
};

export type QuotationFieldValue = { field_fk: number; value: string | null };

// A LIST field is multi-value; its choices are stored as one text, a JSON array, so a choice
// may itself hold a comma.
export function encodeListValue(choices: readonly string[]): string | null {
  return choices.length === 0 ? null : JSON.stringify(choices);
}

export function decodeListValue(text: string | null | undefined): string[] | null {
  if (text == null || text.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

function fieldValueIssue(field: QuotationFormField, value: string | null): ErrorCode | null {
  if (value == null || value.trim() === '') return null;
  if (value.length > INPUT_MAX_LENGTH.freeText) return 'TOO_LONG';
  switch (field.dataType) {
    case 'TEXT':
      return null;
    case 'NUMBER': {
      const parsed = parseAmountToCents(value);
      return parsed.ok ? null : 'AMOUNT_INVALID';
    }
    case 'LIST': {
      const choices = decodeListValue(value);
      return choices?.every((choice) => field.values.includes(choice)) ? null : 'FIELD_VALUE_INVALID';
    }
  }
}

/**
 * What is wrong with the submitted field values, by field id: a value for a field the company
 * does not have or a field given twice, a number that is not an amount (minimum 0, 2 decimals), a LIST choice that is
 * not among the field's values. Empty values are allowed (a number counts as 0).
 */
export function quotationFieldIssues(
  fields: readonly QuotationFormField[],
  submitted: readonly QuotationFieldValue[],
): Record<number, ErrorCode> {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const issues: Record<number, ErrorCode> = {};
  const seen = new Set<number>();
  for (const { field_fk, value } of submitted) {
    const field = byId.get(field_fk);
    const issue = field && !seen.has(field_fk) ? fieldValueIssue(field, value) : 'FIELD_VALUE_INVALID';
    seen.add(field_fk);
    if (issue) issues[field_fk] = issue;
  }
  return issues;
}

function amountsOf(fields: readonly QuotationFormField[], submitted: readonly QuotationFieldValue[]) {
  const codeOf = new Map(fields.map((field) => [field.id, field.code]));
  return leaseAmountsFromFields(
    submitted.map(({ field_fk, value }) => ({ code: codeOf.get(field_fk), value })),
  );
}

/** The total offer (spec 02 section 5): BIKE_VALUE + LOOSE_PARTS_VALUE + CLOTHING; null while one does not read. */
export function totalOfferCents(
  fields: readonly QuotationFormField[],
  submitted: readonly QuotationFieldValue[],
): number | null {
  const amounts = amountsOf(fields, submitted);
  return amounts.ok ? sumCents(TOTAL_FIELD_CODES.map((code) => amounts.value[code])) : null;
}

/**
 * The calculation's input from the form. Null while a number field does not read as an amount;
 * the browser then shows no result and the server has refused the values already.
 */
export function leaseInputFromForm(
  fields: readonly QuotationFormField[],
  submitted: readonly QuotationFieldValue[],
  context: { bikeTypeId: number; salarySwapShare: number; language: LanguageCode },
): LeaseInput | null {
  const amounts = amountsOf(fields, submitted);
  if (!amounts.ok) return null;
  return {
    amounts: amounts.value,
    bikeTypeId: context.bikeTypeId,
    salarySwapShare: context.salarySwapShare,
    companyHasMaintenanceField: fields.some((field) => field.code === 'MAINTENANCE'),
    language: context.language,
  };
}
