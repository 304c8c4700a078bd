import type { LeaseResult } from './lease-calculation';

/**
 * The amounts of a calculation (spec 03 section 2.4) in the order a dealer explains them, the
 * monthly figures first, each with the translation key of its label. The result card, the
 * quotation PDF and the back office's explanation all read this list, so a label reads the same
 * on the screen and on paper.
 */
export const LEASE_RESULT_ROWS = [
  ['lease_amount', 'newQuotation.leaseAmount'],
  ['lease_amount_vat', 'newQuotation.leaseAmountVat'],
  ['salary_swap', 'newQuotation.salarySwap'],
  ['insurance_amount', 'newQuotation.insurance'],
  ['maintenance_amount', 'newQuotation.maintenance'],
  ['assistance_amount', 'newQuotation.assistance'],
  ['warranty_grant', 'newQuotation.warrantyGrant'],
  ['total_vat_excluded', 'newQuotation.totalVatExcluded'],
  ['total_vat_included', 'newQuotation.totalVatIncluded'],
  ['residual_value', 'newQuotation.residualValue'],
] as const satisfies readonly (readonly [keyof LeaseResult, string])[];

export type LeaseAmountKey = (typeof LEASE_RESULT_ROWS)[number][0];
