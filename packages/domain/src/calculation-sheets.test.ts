import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveSheet, isSheetReady } from './calculation-sheets';
import { DEFAULT_CALCULATION_SHEET } from './lease-calculation';

const sheet = (company_fk: number | null) => ({ company_fk, label: `sheet of ${company_fk}` });

describe('effective calculation sheet', () => {
  // Company 30 below 20 below root 10.
  const ancestry = [30, 20, 10];

  it("takes the company's own sheet first", () => {
    expect(effectiveSheet(ancestry, [sheet(null), sheet(10), sheet(30)])?.company_fk).toBe(30);
  });

  it("falls back to the nearest ancestor's sheet, not a farther one", () => {
    expect(effectiveSheet(ancestry, [sheet(10), sheet(null), sheet(20)])?.company_fk).toBe(20);
  });

  it('uses the global sheet when no company of the chain has one', () => {
    expect(effectiveSheet(ancestry, [sheet(99), sheet(null)])?.company_fk).toBeNull();
  });

  it('answers null without any sheet for the chain', () => {
    expect(effectiveSheet(ancestry, [sheet(99)])).toBeNull();
  });

  it('always answers the first company of the chain that has a sheet (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 8 }),
        fc.uniqueArray(fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }), { maxLength: 12 }),
        (chain, owners) => {
          const found = effectiveSheet(chain, owners.map(sheet));
          const expected =
            chain.find((id) => owners.includes(id)) ?? (owners.includes(null) ? null : undefined);
          if (expected === undefined) expect(found).toBeNull();
          else expect(found?.company_fk).toBe(expected);
        },
      ),
    );
  });
});

describe('sheet readiness', () => {
  it('accepts the default sheet', () => {
    expect(isSheetReady(DEFAULT_CALCULATION_SHEET)).toBe(true);
  });

  it('refuses a sheet that misses a parameter or holds an impossible one', () => {
    const { vatRate: _vat, ...withoutVat } = DEFAULT_CALCULATION_SHEET;
    expect(isSheetReady(withoutVat)).toBe(false);
    expect(isSheetReady({ ...DEFAULT_CALCULATION_SHEET, durationMonths: 0 })).toBe(false);
    expect(isSheetReady({ ...DEFAULT_CALCULATION_SHEET, residualValueShare: 1.5 })).toBe(false);
    expect(
      isSheetReady({ ...DEFAULT_CALCULATION_SHEET, minInvestmentCents: 2_000_000, maxInvestmentCents: 1 }),
    ).toBe(false);
    expect(
      isSheetReady({
        ...DEFAULT_CALCULATION_SHEET,
        maintenanceMonthlyCents: { MECHANIC_BIKE: 800 },
      }),
    ).toBe(false);
    expect(isSheetReady(null)).toBe(false);
  });
});
