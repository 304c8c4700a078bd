import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CALCULATION_SHEET,
  calculateLease,
  leaseAmountsFromFields,
  monthlyFinancing,
  salarySwapShareFor,
  type CalculationSheet,
} from './lease-calculation';

const NBSP = '\u00a0';
const sheet = DEFAULT_CALCULATION_SHEET;

describe('lease calculation, worked by hand', () => {
  it('example 1: no interest (r = 0), mechanic bike of EUR 1,210.00', () => {
    // total_vat_included = 121000 cents
    // total_vat_excluded = 121000 / 1.21 = 100000
    // residual_value     = 100000 x 0.16 = 16000
    // PMT (r = 0)        = (100000 - 16000) / 36 = 84000 / 36 = 2333.333...
    // insurance_amount   = 100000 x 0.04 / 12 = 4000 / 12 = 333.333... -> 333
    // maintenance_amount = sheet, mechanic bike = 800; assistance_amount = 300
    // lease_amount       = 2333.333 + 333 + 800 + 300 = 3766.333 -> 3766
    // lease_amount_vat   = 3766 x 1.21 = 4556.86 -> 4557
    // salary_swap        = 4557 x 100 % = 4557
    const result = calculateLease(
      { ...sheet, yearlyInterestRate: 0 },
      { amounts: { BIKE_VALUE: 121000 }, bikeTypeId: 2, companyHasMaintenanceField: false },
    );
    expect(result).toEqual({
      total_vat_included: 121000,
      total_vat_excluded: 100000,
      residual_value: 16000,
      lease_amount: 3766,
      lease_amount_vat: 4557,
      salary_swap: 4557,
      insurance_amount: 333,
      maintenance_amount: 800,
      assistance_amount: 300,
      warranty_grant: 0,
      warning_code: null,
      warning_message: null,
    });
  });

  it('example 2: default sheet (5 %), electric bike with parts and clothing, half salary swap', () => {
    // total_vat_included = 200000 + 29950 + 12050 = 242000
    // total_vat_excluded = 242000 / 1.21 = 200000
    // residual_value     = 200000 x 0.16 = 32000
    // r = 0.05 / 12 = 0.00416667; (1 + r)^36 = 1.16147223; 1 / 1.16147223 = 0.86097624
    // RV / (1 + r)^36    = 32000 / 1.16147223 = 27551.2398
    // r / (1 - 0.86097624) = 0.00416667 / 0.13902376 = 0.02997090
    // PMT                = (200000 - 27551.2398) x 0.02997090 = 172448.7602 x 0.02997090 = 5168.4440
    // insurance_amount   = 200000 x 0.04 / 12 = 666.667 -> 667
    // maintenance_amount = sheet, electric bike = 1200; assistance_amount = 300
    // lease_amount       = 5168.4440 + 667 + 1200 + 300 = 7335.4440 -> 7335
    // lease_amount_vat   = 7335 x 1.21 = 8875.35 -> 8875
    // salary_swap        = 8875 x 0.5 = 4437.5 -> 4438 (half away from zero)
    const result = calculateLease(sheet, {
      amounts: { BIKE_VALUE: 200000, LOOSE_PARTS_VALUE: 29950, CLOTHING: 12050 },
      bikeTypeId: 5,
      salarySwapShare: 0.5,
      companyHasMaintenanceField: false,
    });
    expect(result).toMatchObject({
      total_vat_included: 242000,
      total_vat_excluded: 200000,
      residual_value: 32000,
      insurance_amount: 667,
      maintenance_amount: 1200,
      assistance_amount: 300,
      lease_amount: 7335,
      lease_amount_vat: 8875,
      salary_swap: 4438,
      warning_message: null,
    });
  });

  it('example 3: speed pedelec with a company maintenance budget and a warranty grant', () => {
    // total_vat_included = 544500
    // total_vat_excluded = 544500 / 1.21 = 450000
    // residual_value     = 450000 x 0.16 = 72000
    // RV / (1 + r)^36    = 72000 / 1.16147223 = 61990.2896
    // PMT                = (450000 - 61990.2896) x 0.02997090 = 388009.7104 x 0.02997090 = 11628.9991
    // insurance_amount   = 450000 x 0.04 / 12 = 1500
    // maintenance_amount = MAINTENANCE field, yearly 240.00 -> 24000 / 12 = 2000
    //                      (not the sheet's 1500 for a speed pedelec)
    // lease_amount       = 11628.9991 + 1500 + 2000 + 300 = 15428.9991 -> 15429
    // lease_amount_vat   = 15429 x 1.21 = 18669.09 -> 18669
    // salary_swap        = 18669 x 100 % = 18669; warranty_grant from the sheet = 5000
    const result = calculateLease(
      { ...sheet, warrantyGrantCents: 5000 },
      {
        amounts: { BIKE_VALUE: 544500, MAINTENANCE: 24000 },
        bikeTypeId: 1,
        companyHasMaintenanceField: true,
      },
    );
    expect(result).toMatchObject({
      total_vat_excluded: 450000,
      residual_value: 72000,
      insurance_amount: 1500,
      maintenance_amount: 2000,
      lease_amount: 15429,
      lease_amount_vat: 18669,
      salary_swap: 18669,
      warranty_grant: 5000,
    });
  });

  it('example 4: a price that does not divide evenly rounds each named amount once', () => {
    // total_vat_included = 100000; total_vat_excluded = 100000 / 1.21 = 82644.628 -> 82645
    // residual_value     = 82645 x 0.16 = 13223.2 -> 13223 (from the shown 82645)
    // insurance_amount   = 82645 x 0.04 / 12 = 275.483 -> 275
    // e-step maintenance = 500
    const result = calculateLease(sheet, {
      amounts: { BIKE_VALUE: 100000 },
      bikeTypeId: 4,
      companyHasMaintenanceField: false,
    });
    expect(result).toMatchObject({
      total_vat_excluded: 82645,
      residual_value: 13223,
      insurance_amount: 275,
      maintenance_amount: 500,
    });
  });

  it('counts an empty company maintenance field as 0, not as the sheet amount', () => {
    const result = calculateLease(sheet, {
      amounts: { BIKE_VALUE: 121000 },
      bikeTypeId: 5,
      companyHasMaintenanceField: true,
    });
    expect(result.maintenance_amount).toBe(0);
  });
});

describe('investment limits', () => {
  it('warns below the minimum investment', () => {
    // 48400 / 1.21 = 40000 < 50000
    const result = calculateLease(sheet, {
      amounts: { BIKE_VALUE: 48400 },
      bikeTypeId: 2,
      companyHasMaintenanceField: false,
    });
    expect(result.warning_code).toBe('INVESTMENT_BELOW_MINIMUM');
    expect(result.warning_message).toBe(`De investering ligt onder het minimum van €${NBSP}500,00`);
  });

  it('warns above the maximum, in the requested language', () => {
    // 1452121 / 1.21 = 1200100 > 1200000
    const result = calculateLease(sheet, {
      amounts: { BIKE_VALUE: 1452121 },
      bikeTypeId: 2,
      companyHasMaintenanceField: false,
      language: 'en',
    });
    expect(result.warning_code).toBe('INVESTMENT_ABOVE_MAXIMUM');
    expect(result.warning_message).toBe(`The investment is above the maximum of €${NBSP}12.000,00`);
  });

  it("names each sheet's own limit, in each language, however often it is asked", () => {
    const below = (minInvestmentCents: number, language: 'nl' | 'fr') =>
      calculateLease(
        { ...sheet, minInvestmentCents },
        { amounts: { BIKE_VALUE: 48400 }, bikeTypeId: 2, companyHasMaintenanceField: false, language },
      ).warning_message;
    expect(below(50_000, 'nl')).toBe(`De investering ligt onder het minimum van €${NBSP}500,00`);
    expect(below(45_000, 'nl')).toBe(`De investering ligt onder het minimum van €${NBSP}450,00`);
    expect(below(50_000, 'fr')).not.toBe(below(50_000, 'nl'));
    expect(below(50_000, 'nl')).toBe(`De investering ligt onder het minimum van €${NBSP}500,00`);
  });

  it('accepts the limits themselves', () => {
    const at = (cents: number) =>
      calculateLease(sheet, {
        amounts: { BIKE_VALUE: cents },
        bikeTypeId: 2,
        companyHasMaintenanceField: false,
      });
    expect(at(60500).warning_code).toBeNull(); // 60500 / 1.21 = 50000
    expect(at(1452000).warning_code).toBeNull(); // 1452000 / 1.21 = 1200000
  });
});

describe('parts of the calculation', () => {
  it('pays off principal minus residual over n months', () => {
    expect(monthlyFinancing(120000, 0, 12, 0)).toBe(10000);
    // one month at 12 %/year: (1000 - 0) x 0.01 / (1 - 1/1.01) = 1010
    expect(monthlyFinancing(1000, 0, 1, 0.12)).toBeCloseTo(1010, 9);
  });

  it('takes the salary swap share of the statute, else the default', () => {
    const withStatutes: CalculationSheet = { ...sheet, salarySwapShareByStatute: { WORKER: 0.8 } };
    expect(salarySwapShareFor(withStatutes, 'WORKER')).toBe(0.8);
    expect(salarySwapShareFor(withStatutes, 'CLERK')).toBe(1);
    expect(salarySwapShareFor(withStatutes, null)).toBe(1);
  });

  it('reads the amounts of the quotation fields', () => {
    expect(
      leaseAmountsFromFields([
        { code: 'BIKE_DESCRIPTION', value: 'Stadsfiets' },
        { code: 'BIKE_VALUE', value: '1.999,99' },
        { code: 'CLOTHING', value: '' },
        { code: 'MAINTENANCE', value: '120.5' },
      ]),
    ).toEqual({ ok: true, value: { BIKE_VALUE: 199999, MAINTENANCE: 12050 } });
    expect(leaseAmountsFromFields([{ code: 'BIKE_VALUE', value: 'duur' }])).toEqual({
      ok: false,
      error: 'AMOUNT_INVALID',
    });
  });
});
