import { z } from 'zod';
import { calculationSheetSchema } from './calculation-sheets';
import {
  calculateLease,
  type CalculationSheet,
  type LeaseInput,
  type LeaseResult,
} from './lease-calculation';
import { LEASE_RESULT_ROWS, type LeaseAmountKey } from './lease-result-rows';

// Why a quotation has its amounts (DOMAIN.md, "The lease calculation"): a quotation stores the
// sheet's parameters and the inputs it was computed with, so the back office can compute it
// again and see whether the stored amounts still follow from them.

const cents = z.number().int().min(0);

/** The stored inputs: the domain's LeaseInput (createQuotation and the demo seed add statuteCode and fields). */
const storedInputSchema = z.object({
  amounts: z.object({
    BIKE_VALUE: cents.optional(),
    LOOSE_PARTS_VALUE: cents.optional(),
    CLOTHING: cents.optional(),
    MAINTENANCE: cents.optional(),
  }),
  bikeTypeId: z.number().int(),
  salarySwapShare: z.number().min(0).max(1).optional(),
  companyHasMaintenanceField: z.boolean(),
});

export type LeaseExplanation = {
  /** The stored parameters and inputs as the calculation reads them; null when they do not read. */
  parameters: CalculationSheet | null;
  input: LeaseInput | null;
  /** The amounts computed again from them; null when the parameters or inputs are incomplete. */
  recomputed: LeaseResult | null;
  /** The amounts whose stored value differs from the recomputed one (empty when they match). */
  differences: LeaseAmountKey[];
};

export function explainLease(
  stored: { parameters: unknown; inputs: unknown } | null,
  amounts: Record<LeaseAmountKey, number>,
): LeaseExplanation {
  const parameters = calculationSheetSchema.safeParse(stored?.parameters);
  const input = storedInputSchema.safeParse(stored?.inputs);
  if (!parameters.success || !input.success)
    return {
      parameters: parameters.success ? parameters.data : null,
      input: input.success ? input.data : null,
      recomputed: null,
      differences: [],
    };
  const recomputed = calculateLease(parameters.data, input.data);
  const differences = LEASE_RESULT_ROWS.map(([key]) => key).filter((key) => recomputed[key] !== amounts[key]);
  return { parameters: parameters.data, input: input.data, recomputed, differences };
}
