import { z } from 'zod';
import { BIKE_TYPE, type BikeTypeCode } from './codes';
import { errorTranslationKey, type ErrorCode } from './error-codes';
import type { CalculationSheet } from './lease-calculation';
import { LEASE_RESULT_ROWS } from './lease-result-rows';

// Calculation sheets with inheritance (DOMAIN.md "The lease calculation"): a company uses its
// own sheet, else its nearest ancestor's, else the global one (company_fk null).

// An amount on a sheet stays below EUR 1,000,000 (a typing slip of a few zeros is refused).
export const MAX_SHEET_CENTS = 100_000_000;

export type SheetOwner = { company_fk: number | null };

/**
 * The sheet a company computes with. `ancestry` is the company's id followed by its parent's,
 * grandparent's ... up to a root; `sheets` holds any sheets, those outside the chain are ignored.
 * Null only when neither the chain nor the global default has one.
 */
export function effectiveSheet<S extends SheetOwner>(
  ancestry: readonly number[],
  sheets: readonly S[],
): S | null {
  const byCompany = new Map<number | null, S>();
  for (const sheet of sheets) byCompany.set(sheet.company_fk, sheet);
  for (const companyId of ancestry) {
    const own = byCompany.get(companyId);
    if (own) return own;
  }
  return byCompany.get(null) ?? null;
}

// Each refusal's message is its error's translation key (schemas.ts), so the sheet form and the
// server's BAD_INPUT details say which parameter is wrong and why, in the user's language.
const issue = (code: ErrorCode) => ({ error: errorTranslationKey(code) });
const share = z
  .number(issue('SHEET_PERCENTAGE_INVALID'))
  .finite(issue('SHEET_PERCENTAGE_INVALID'))
  .min(0, issue('SHEET_PERCENTAGE_INVALID'))
  .max(1, issue('SHEET_PERCENTAGE_INVALID'));
const cents = z
  .number(issue('SHEET_AMOUNT_INVALID'))
  .int(issue('SHEET_AMOUNT_INVALID'))
  .min(0, issue('SHEET_AMOUNT_INVALID'))
  .max(MAX_SHEET_CENTS, issue('SHEET_AMOUNT_INVALID'));
const maintenance = z.object(
  Object.fromEntries(Object.keys(BIKE_TYPE).map((code) => [code, cents])) as Record<
    BikeTypeCode,
    typeof cents
  >,
);

// What a sheet must hold before quotations are computed with it. A sheet edited by hand (the
// settings issue) or stored by an older version may miss a parameter; such a sheet is not ready.
// Rates and shares are fractions (0.05 is 5 %), amounts cents.
export const calculationSheetSchema = z
  .object({
    durationMonths: z
      .number(issue('SHEET_DURATION_INVALID'))
      .int(issue('SHEET_DURATION_INVALID'))
      .min(1, issue('SHEET_DURATION_INVALID'))
      .max(120, issue('SHEET_DURATION_INVALID')),
    yearlyInterestRate: share,
    residualValueShare: share,
    insuranceYearlyShare: share,
    assistanceMonthlyCents: cents,
    maintenanceMonthlyCents: maintenance,
    vatRate: share,
    warrantyGrantCents: cents,
    minInvestmentCents: cents,
    maxInvestmentCents: cents,
    defaultSalarySwapShare: share,
    salarySwapShareByStatute: z.record(z.string(), share),
  })
  .refine((sheet) => sheet.minInvestmentCents <= sheet.maxInvestmentCents, {
    ...issue('SHEET_MIN_ABOVE_MAX'),
    params: { code: 'SHEET_MIN_ABOVE_MAX' },
    path: ['maxInvestmentCents'],
  });

export function isSheetReady(parameters: unknown): parameters is CalculationSheet {
  return calculationSheetSchema.safeParse(parameters).success;
}

/** Two sheets hold the same parameters (key order and a statute listed at the default aside: not). */
export function sameSheetParameters(a: CalculationSheet, b: CalculationSheet): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The sample quotation the sheet page previews a change with (decided in docs/decisions.md): an
 * electric bike of EUR 2,500 incl. VAT, nothing else, the sheet's maintenance for the bike type
 * and the default salary-swap share. Fixed, so two companies' previews compare.
 */
export const SHEET_PREVIEW_SAMPLE = {
  bikeValueCents: 250_000,
  bikeTypeCode: 'ELEC_BIKE' as const satisfies BikeTypeCode,
};

/**
 * The preview's rows: the monthly financing first, then the result's named amounts with the
 * labels the result card uses (lease-result-rows.ts).
 */
export const SHEET_PREVIEW_ROWS = [
  ['financing', 'calculationSheet.financing'],
  ...LEASE_RESULT_ROWS,
] as const;
export type SheetPreviewKey = (typeof SHEET_PREVIEW_ROWS)[number][0];
