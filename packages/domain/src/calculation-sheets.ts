import { z } from 'zod';
import { BIKE_TYPE, type BikeTypeCode } from './codes';
import type { CalculationSheet } from './lease-calculation';

// Calculation sheets with inheritance (DOMAIN.md "The lease calculation"): a company uses its
// own sheet, else its nearest ancestor's, else the global one (company_fk null).

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

const share = z.number().finite().min(0).max(1);
const cents = z.number().int().min(0);
const maintenance = z.object(
  Object.fromEntries(Object.keys(BIKE_TYPE).map((code) => [code, cents])) as Record<
    BikeTypeCode,
    typeof cents
  >,
);

// What a sheet must hold before quotations are computed with it. A sheet edited by hand (the
// settings issue) or stored by an older version may miss a parameter; such a sheet is not ready.
export const calculationSheetSchema = z
  .object({
    durationMonths: z.number().int().min(1).max(120),
    yearlyInterestRate: z.number().finite().min(0).max(1),
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
  .refine((sheet) => sheet.minInvestmentCents <= sheet.maxInvestmentCents);

export function isSheetReady(parameters: unknown): parameters is CalculationSheet {
  return calculationSheetSchema.safeParse(parameters).success;
}
