import { describe, expect, it } from 'vitest';
import { calculateLease, DEFAULT_CALCULATION_SHEET } from './lease-calculation';
import { explainLease } from './lease-explanation';

const input = { amounts: { BIKE_VALUE: 249_995 }, bikeTypeId: 5, companyHasMaintenanceField: false };
const stored = calculateLease(DEFAULT_CALCULATION_SHEET, input);

describe('explainLease', () => {
  it('computes the stored inputs again with the stored parameters and finds the same amounts', () => {
    const explanation = explainLease({ parameters: DEFAULT_CALCULATION_SHEET, inputs: input }, stored);
    expect(explanation.recomputed).toEqual(stored);
    expect(explanation.differences).toEqual([]);
  });

  it('names the amounts that no longer follow from the inputs', () => {
    const changed = { ...stored, lease_amount: stored.lease_amount + 1, residual_value: 0 };
    expect(
      explainLease({ parameters: DEFAULT_CALCULATION_SHEET, inputs: input }, changed).differences,
    ).toEqual(['lease_amount', 'residual_value']);
  });

  it('cannot recompute without complete parameters or readable inputs', () => {
    expect(explainLease(null, stored).recomputed).toBeNull();
    const partial = explainLease({ parameters: { durationMonths: 48 }, inputs: input }, stored);
    expect(partial).toMatchObject({ parameters: null, recomputed: null, differences: [] });
    expect(partial.input).toEqual(input);
    expect(explainLease({ parameters: DEFAULT_CALCULATION_SHEET, inputs: {} }, stored).recomputed).toBeNull();
  });
});
