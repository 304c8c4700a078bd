import type { PolicyWhenFits, PolicyWhenNotFits } from '@spokes/domain/employer-policy';
import type { EmployerPolicyInput } from '../../../generated/graphql';

/** The policy as the form holds it: amounts in euro (a decimal comma on screen), bike types as a choice and a list. */
export type PolicyFormValues = {
  bike_types: 'all' | 'some';
  allowed_bike_type_ids: number[];
  max_bike_value: number | null;
  max_monthly_lease: number | null;
  when_fits: PolicyWhenFits;
  when_not_fits: PolicyWhenNotFits;
  refusal_reason: string;
};

type StoredPolicy = {
  allowed_bike_type_ids?: readonly number[] | null;
  max_bike_value?: number | null;
  max_monthly_lease?: number | null;
  when_fits: PolicyWhenFits;
  when_not_fits: PolicyWhenNotFits;
  refusal_reason?: string | null;
};

const euro = (cents: number | null | undefined) => (cents == null ? null : cents / 100);
const cents = (amount: number | null | undefined) => (amount == null ? null : Math.round(amount * 100));

/** A new policy starts with no limit and leaves every decision to the employer. */
export const EMPTY_POLICY: PolicyFormValues = {
  bike_types: 'all',
  allowed_bike_type_ids: [],
  max_bike_value: null,
  max_monthly_lease: null,
  when_fits: 'ask',
  when_not_fits: 'ask',
  refusal_reason: '',
};

/** The form's values of a stored policy (the company's own or the one it inherits), or the empty policy. */
export function valuesOfPolicy(policy: StoredPolicy | null | undefined): PolicyFormValues {
  if (!policy) return EMPTY_POLICY;
  return {
    bike_types: policy.allowed_bike_type_ids ? 'some' : 'all',
    allowed_bike_type_ids: [...(policy.allowed_bike_type_ids ?? [])],
    max_bike_value: euro(policy.max_bike_value),
    max_monthly_lease: euro(policy.max_monthly_lease),
    when_fits: policy.when_fits,
    when_not_fits: policy.when_not_fits,
    refusal_reason: policy.refusal_reason ?? '',
  };
}

/** What the server receives: cents, null for "every bike type" and "no maximum". */
export function inputOfValues(values: Partial<PolicyFormValues>): EmployerPolicyInput {
  const all = { ...EMPTY_POLICY, ...values };
  return {
    allowed_bike_type_ids: all.bike_types === 'all' ? null : (all.allowed_bike_type_ids ?? []),
    max_bike_value: cents(all.max_bike_value),
    max_monthly_lease: cents(all.max_monthly_lease),
    when_fits: all.when_fits,
    when_not_fits: all.when_not_fits,
    refusal_reason: all.refusal_reason?.trim() || null,
  };
}
