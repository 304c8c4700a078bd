import { describe, expect, it } from 'vitest';
import { issueCodes } from './schemas';
import { employerPolicySchema, policyFit, policyOutcome, type EmployerPolicy } from './employer-policy';

const policy = (values: Partial<EmployerPolicy> = {}): EmployerPolicy => ({
  allowed_bike_type_ids: [2, 5],
  max_bike_value: 300_000,
  max_monthly_lease: 9_000,
  when_fits: 'approve',
  when_not_fits: 'refuse',
  refusal_reason: 'Buiten het fietsbeleid',
  ...values,
});

const errorsOf = (input: unknown) => {
  const parsed = employerPolicySchema.safeParse(input);
  return parsed.success ? {} : issueCodes(parsed.error);
};

describe('the employer policy form', () => {
  it('accepts a policy and sorts its bike types without repeats', () => {
    const parsed = employerPolicySchema.parse({ ...policy(), allowed_bike_type_ids: [5, 2, 5] });
    expect(parsed.allowed_bike_type_ids).toEqual([2, 5]);
  });

  it('reads no bike types, no maximum and a blank reason as "any", "none" and null', () => {
    const parsed = employerPolicySchema.parse({
      ...policy({ when_not_fits: 'ask' }),
      allowed_bike_type_ids: null,
      max_bike_value: null,
      max_monthly_lease: null,
      refusal_reason: '   ',
    });
    expect(parsed).toMatchObject({ allowed_bike_type_ids: null, max_bike_value: null, refusal_reason: null });
  });

  it('refuses negative and fractional amounts', () => {
    expect(errorsOf(policy({ max_bike_value: -1 }))).toEqual({ max_bike_value: 'errors.amountInvalid' });
    expect(errorsOf(policy({ max_monthly_lease: 10.5 }))).toEqual({
      max_monthly_lease: 'errors.amountInvalid',
    });
  });

  it('refuses an automatic refusal without a reason', () => {
    expect(errorsOf(policy({ refusal_reason: ' ' }))).toEqual({ refusal_reason: 'REFUSAL_REASON_REQUIRED' });
  });

  it('refuses an empty or unknown list of bike types', () => {
    expect(errorsOf(policy({ allowed_bike_type_ids: [] }))).toEqual({
      allowed_bike_type_ids: 'POLICY_BIKE_TYPE_REQUIRED',
    });
    expect(errorsOf(policy({ allowed_bike_type_ids: [2, 99] }))).toEqual({
      allowed_bike_type_ids: 'POLICY_BIKE_TYPE_UNKNOWN',
    });
  });
});

describe('whether a quotation fits a policy', () => {
  const facts = { bikeTypeId: 2, bikeValue: 250_000, monthlyLease: 8_500 };

  it('fits within every limit, the maximum itself included', () => {
    expect(policyFit(policy(), facts)).toEqual({ fits: true, reasons: [] });
    expect(policyFit(policy(), { ...facts, bikeValue: 300_000, monthlyLease: 9_000 }).fits).toBe(true);
  });

  it('gives every reason it does not fit, with the amounts', () => {
    const fit = policyFit(policy(), { bikeTypeId: 1, bikeValue: 300_001, monthlyLease: 12_000 });
    expect(fit.fits).toBe(false);
    expect(fit.reasons).toEqual([
      {
        code: 'BIKE_TYPE_NOT_ALLOWED',
        key: 'employerPolicies.misfit.bikeTypeNotAllowed',
        params: { bikeTypeId: 1 },
      },
      {
        code: 'BIKE_VALUE_ABOVE_MAX',
        key: 'employerPolicies.misfit.bikeValueAboveMax',
        params: { value: 300_001, max: 300_000 },
      },
      {
        code: 'MONTHLY_LEASE_ABOVE_MAX',
        key: 'employerPolicies.misfit.monthlyLeaseAboveMax',
        params: { value: 12_000, max: 9_000 },
      },
    ]);
  });

  it('checks nothing a policy leaves open', () => {
    const open = policy({ allowed_bike_type_ids: null, max_bike_value: null, max_monthly_lease: null });
    expect(policyFit(open, { bikeTypeId: 4, bikeValue: 10_000_000, monthlyLease: 100_000 }).fits).toBe(true);
  });

  it('approves, refuses or asks as the policy says, and asks without a policy', () => {
    const fits = policyFit(policy(), facts);
    const misfit = policyFit(policy(), { ...facts, bikeTypeId: 1 });
    expect(policyOutcome(policy(), fits)).toBe('approve');
    expect(policyOutcome(policy(), misfit)).toBe('refuse');
    expect(policyOutcome(policy({ when_fits: 'ask' }), fits)).toBe('ask');
    expect(policyOutcome(policy({ when_not_fits: 'ask' }), misfit)).toBe('ask');
    expect(policyOutcome(null, null)).toBe('ask');
  });
});
