import { calculateLease, DEFAULT_CALCULATION_SHEET, type LeaseInput } from '@spokes/domain/lease-calculation';
import type { Row } from './table';

export const CALCULATION_GOAL = 500_000;
export const CALCULATION_TITLE = 'Lease calculation (packages/domain calculateLease, one core)';

/**
 * The lease calculation on one core (this thread): calculations per second over a spread of
 * prices, bike types and swap shares, best of five one-second rounds after a warm-up. Inputs are
 * made before timing; the results are summed and checked so the work cannot be optimised away.
 */
export function benchCalculation(): Row {
  const inputs: LeaseInput[] = Array.from({ length: 1024 }, (_, i) => ({
    amounts: { BIKE_VALUE: 40_000 + ((i * 7919) % 1_200_000), LOOSE_PARTS_VALUE: (i % 13) * 1_000 },
    bikeTypeId: [1, 2, 4, 5][i % 4],
    salarySwapShare: [1, 0.8, 0.5][i % 3],
    companyHasMaintenanceField: i % 5 === 0,
  }));
  let checksum = 0;
  const round = (milliseconds: number) => {
    let count = 0;
    const end = performance.now() + milliseconds;
    while (performance.now() < end) {
      for (let i = 0; i < 1024; i++)
        checksum += calculateLease(DEFAULT_CALCULATION_SHEET, inputs[i]).lease_amount;
      count += 1024;
    }
    return (count * 1000) / milliseconds;
  };
  round(500);
  const best = Math.max(...Array.from({ length: 5 }, () => round(1000)));
  if (!Number.isFinite(checksum)) throw new Error('the calculation gave no number');
  return {
    'calculations/s': Math.round(best).toLocaleString('en'),
    goal: `>= ${CALCULATION_GOAL.toLocaleString('en')}`,
    result: best >= CALCULATION_GOAL ? 'pass' : 'FAIL',
  };
}
