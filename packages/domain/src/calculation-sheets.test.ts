import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculationSheetSchema,
  effectiveSheet,
  isSheetReady,
  sameSheetParameters,
} from './calculation-sheets';
import { sheetPreviewAmounts } from './sheet-preview';
import { errorTranslationKey } from './error-codes';
import { issueCodes } from './schemas';
import { DEFAULT_CALCULATION_SHEET, type CalculationSheet } from './lease-calculation';

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

describe('calculation sheet schema', () => {
  const codesOf = (parameters: unknown) => {
    const parsed = calculationSheetSchema.safeParse(parameters);
    return parsed.success ? {} : issueCodes(parsed.error);
  };

  it('accepts the default sheet', () => {
    expect(codesOf(DEFAULT_CALCULATION_SHEET)).toEqual({});
  });

  it('names each wrong parameter with its error text (the code on the min-max check)', () => {
    expect(
      codesOf({
        ...DEFAULT_CALCULATION_SHEET,
        durationMonths: 0,
        yearlyInterestRate: 1.5,
        assistanceMonthlyCents: -1,
        maintenanceMonthlyCents: { ...DEFAULT_CALCULATION_SHEET.maintenanceMonthlyCents, ELEC_BIKE: 12.5 },
        salarySwapShareByStatute: { WORKER: -0.1 },
      }),
    ).toEqual({
      durationMonths: errorTranslationKey('SHEET_DURATION_INVALID'),
      yearlyInterestRate: errorTranslationKey('SHEET_PERCENTAGE_INVALID'),
      assistanceMonthlyCents: errorTranslationKey('SHEET_AMOUNT_INVALID'),
      'maintenanceMonthlyCents.ELEC_BIKE': errorTranslationKey('SHEET_AMOUNT_INVALID'),
      'salarySwapShareByStatute.WORKER': errorTranslationKey('SHEET_PERCENTAGE_INVALID'),
    });
  });

  it('refuses a minimum investment above the maximum, on the maximum', () => {
    expect(
      codesOf({ ...DEFAULT_CALCULATION_SHEET, minInvestmentCents: 2000, maxInvestmentCents: 1000 }),
    ).toEqual({ maxInvestmentCents: 'SHEET_MIN_ABOVE_MAX' });
  });

  it('compares parameters regardless of key order', () => {
    const reordered = Object.fromEntries(
      Object.entries(DEFAULT_CALCULATION_SHEET).reverse(),
    ) as CalculationSheet;
    expect(sameSheetParameters(DEFAULT_CALCULATION_SHEET, reordered)).toBe(true);
    expect(sameSheetParameters(DEFAULT_CALCULATION_SHEET, { ...reordered, vatRate: 0.06 })).toBe(false);
  });
});

describe('sheet preview sample', () => {
  it('computes the EUR 2,500 electric bike by hand', () => {
    // P = 250000 / 1.21 = 206611.57 -> 206612; RV = 206612 x 0.16 = 33057.92 -> 33058;
    // r = 0.05 / 12; PMT = (206612 - 33058 / (1 + r)^36) x r / (1 - (1 + r)^-36) = 5339.31...;
    // insurance 206612 x 0.04 / 12 = 688.71 -> 689; maintenance 1200; assistance 300;
    // lease = 5339.31 + 689 + 1200 + 300 = 7528.31 -> 7528; incl. VAT 9108.88 -> 9109; swap 9109.
    const r = 0.05 / 12;
    const growth = (1 + r) ** 36;
    const pmt = ((206612 - 33058 / growth) * r) / (1 - 1 / growth);
    expect(pmt).toBeCloseTo(5339.31, 1);
    expect(sheetPreviewAmounts(DEFAULT_CALCULATION_SHEET)).toEqual({
      financing: 7528 - 689 - 1200 - 300,
      warranty_grant: 0,
      total_vat_included: 250000,
      total_vat_excluded: 206612,
      residual_value: 33058,
      insurance_amount: 689,
      maintenance_amount: 1200,
      assistance_amount: 300,
      lease_amount: 7528,
      lease_amount_vat: 9109,
      salary_swap: 9109,
    });
  });
});
