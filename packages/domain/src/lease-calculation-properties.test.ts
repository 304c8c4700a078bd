import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CALCULATION_SHEET as sheet, calculateLease } from './lease-calculation';

describe('lease calculation properties', () => {
  it('gives whole cents that add up, for any prices (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.constantFrom(1, 2, 4, 5),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(0, 0.03, 0.05, 0.08),
        (bike, parts, bikeTypeId, share, rate) => {
          const result = calculateLease(
            { ...sheet, yearlyInterestRate: rate },
            {
              amounts: { BIKE_VALUE: bike, LOOSE_PARTS_VALUE: parts },
              bikeTypeId,
              salarySwapShare: share,
              companyHasMaintenanceField: false,
            },
          );
          for (const [key, value] of Object.entries(result)) {
            if (typeof value === 'number') expect(Number.isInteger(value), key).toBe(true);
          }
          expect(result.total_vat_included).toBe(bike + parts);
          expect(Math.abs(result.total_vat_excluded * 1.21 - result.total_vat_included)).toBeLessThanOrEqual(
            0.61,
          );
          expect(result.salary_swap).toBeLessThanOrEqual(result.lease_amount_vat);
          expect(result.lease_amount).toBeGreaterThanOrEqual(
            result.insurance_amount + result.maintenance_amount + result.assistance_amount,
          );
        },
      ),
    );
  });

  it('never lowers the lease when the price goes up (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (price, extra) => {
          const lease = (cents: number) =>
            calculateLease(sheet, {
              amounts: { BIKE_VALUE: cents },
              bikeTypeId: 5,
              companyHasMaintenanceField: false,
            }).lease_amount;
          expect(lease(price + extra)).toBeGreaterThanOrEqual(lease(price));
        },
      ),
    );
  });
});
