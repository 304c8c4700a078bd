import { z } from 'zod';
import { bikeTypeById } from './codes';
import { errorTranslationKey, type ErrorCode } from './error-codes';
import { INPUT_MAX_LENGTH } from './input-limits';

/**
 * An employer's policy for its employees' quotations (issue 30), set on a company and inherited
 * by the companies below it unless they set their own. Amounts are cents. The bike value is the
 * total offer incl. VAT (bike + loose parts + clothing, `total_vat_included`): what the lease
 * finances, so value moved from the bike into parts still counts. The monthly lease is
 * `lease_amount_vat`, the lease incl. VAT the employer portal lists; the employee's salary swap
 * is a share of it that depends on the statute, so the same bike would fit for one employee and
 * not for another.
 */
export type EmployerPolicy = {
  /** null: every bike type. */
  allowed_bike_type_ids: number[] | null;
  /** null: no maximum. */
  max_bike_value: number | null;
  /** null: no maximum. */
  max_monthly_lease: number | null;
  /** A quotation that fits: approved by the policy, or left to the employer. */
  when_fits: PolicyWhenFits;
  /** A quotation that does not fit: refused by the policy, or left to the employer. */
  when_not_fits: PolicyWhenNotFits;
  /** What the dealer reads on an automatic refusal; required with `refuse`. */
  refusal_reason: string | null;
};

export const POLICY_WHEN_FITS = ['approve', 'ask'] as const;
export type PolicyWhenFits = (typeof POLICY_WHEN_FITS)[number];
export const POLICY_WHEN_NOT_FITS = ['refuse', 'ask'] as const;
export type PolicyWhenNotFits = (typeof POLICY_WHEN_NOT_FITS)[number];

/** What happens when the order reaches SEND_TO_DECIDER. */
export type PolicyOutcome = 'approve' | 'refuse' | 'ask';

const issue = (code: ErrorCode, path: string[]) => ({
  code: 'custom' as const,
  message: errorTranslationKey(code),
  params: { code },
  path,
});

const maxCents = z
  .number()
  .int({ error: errorTranslationKey('AMOUNT_INVALID') })
  .min(0, { error: errorTranslationKey('AMOUNT_INVALID') })
  .nullable();

/** The policy form: bike types known and not an empty list, amounts whole cents from 0, a reason with an automatic refusal. */
export const employerPolicySchema = z
  .object({
    allowed_bike_type_ids: z.array(z.number().int()).nullable(),
    max_bike_value: maxCents,
    max_monthly_lease: maxCents,
    when_fits: z.enum(POLICY_WHEN_FITS),
    when_not_fits: z.enum(POLICY_WHEN_NOT_FITS),
    refusal_reason: z
      .string()
      .max(INPUT_MAX_LENGTH.freeText, { error: errorTranslationKey('TOO_LONG') })
      .nullable()
      .transform((reason) => reason?.trim() || null),
  })
  .superRefine((policy, ctx) => {
    const types = policy.allowed_bike_type_ids;
    if (types?.length === 0) ctx.addIssue(issue('POLICY_BIKE_TYPE_REQUIRED', ['allowed_bike_type_ids']));
    if (types?.some((id) => !bikeTypeById(id)))
      ctx.addIssue(issue('POLICY_BIKE_TYPE_UNKNOWN', ['allowed_bike_type_ids']));
    if (policy.when_not_fits === 'refuse' && !policy.refusal_reason)
      ctx.addIssue(issue('REFUSAL_REASON_REQUIRED', ['refusal_reason']));
  })
  .transform((policy): EmployerPolicy => ({
    ...policy,
    allowed_bike_type_ids: policy.allowed_bike_type_ids && [...new Set(policy.allowed_bike_type_ids)].sort(),
  }));

/** The quotation as a policy reads it (cents). */
export type PolicyFacts = { bikeTypeId: number; bikeValue: number; monthlyLease: number };

/** Why a quotation does not fit; `key` is the translation key, `params` fill it (amounts in cents). */
export type PolicyMisfit =
  | {
      code: 'BIKE_TYPE_NOT_ALLOWED';
      key: 'employerPolicies.misfit.bikeTypeNotAllowed';
      params: { bikeTypeId: number };
    }
  | {
      code: 'BIKE_VALUE_ABOVE_MAX';
      key: 'employerPolicies.misfit.bikeValueAboveMax';
      params: { value: number; max: number };
    }
  | {
      code: 'MONTHLY_LEASE_ABOVE_MAX';
      key: 'employerPolicies.misfit.monthlyLeaseAboveMax';
      params: { value: number; max: number };
    };

export type PolicyFit = { fits: boolean; reasons: PolicyMisfit[] };

/** Whether the quotation fits the policy, with every reason it does not (empty when it fits). */
export function policyFit(policy: EmployerPolicy, facts: PolicyFacts): PolicyFit {
  const reasons: PolicyMisfit[] = [];
  if (policy.allowed_bike_type_ids && !policy.allowed_bike_type_ids.includes(facts.bikeTypeId))
    reasons.push({
      code: 'BIKE_TYPE_NOT_ALLOWED',
      key: 'employerPolicies.misfit.bikeTypeNotAllowed',
      params: { bikeTypeId: facts.bikeTypeId },
    });
  if (policy.max_bike_value !== null && facts.bikeValue > policy.max_bike_value)
    reasons.push({
      code: 'BIKE_VALUE_ABOVE_MAX',
      key: 'employerPolicies.misfit.bikeValueAboveMax',
      params: { value: facts.bikeValue, max: policy.max_bike_value },
    });
  if (policy.max_monthly_lease !== null && facts.monthlyLease > policy.max_monthly_lease)
    reasons.push({
      code: 'MONTHLY_LEASE_ABOVE_MAX',
      key: 'employerPolicies.misfit.monthlyLeaseAboveMax',
      params: { value: facts.monthlyLease, max: policy.max_monthly_lease },
    });
  return { fits: reasons.length === 0, reasons };
}

/** What the policy does with a quotation of this fit at SEND_TO_DECIDER; without a policy the employer decides. */
export function policyOutcome(policy: EmployerPolicy | null, fit: PolicyFit | null): PolicyOutcome {
  if (!policy || !fit) return 'ask';
  if (fit.fits) return policy.when_fits === 'approve' ? 'approve' : 'ask';
  return policy.when_not_fits === 'refuse' ? 'refuse' : 'ask';
}
