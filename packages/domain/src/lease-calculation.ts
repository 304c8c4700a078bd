import { bikeTypeById, type BikeTypeCode, type LanguageCode, type TotalFieldCode } from './codes';
import { errorMessage } from './errors';
import { formatMoney } from './format';
import { parseAmountToCents, roundHalfAwayFromZero } from './money';
import { invalid, valid, type Validated } from './validation-result';

// The lease calculation of shared/DOMAIN.md. All amounts are euro cents. Each named amount is
// rounded half away from zero once, at its end; an amount built on another named amount uses
// that amount as shown (rounded), so anyone can recompute a quotation from its printed figures.
// The monthly financing (PMT) is not a named amount and stays unrounded inside lease_amount.

export type CalculationSheet = {
  durationMonths: number;
  yearlyInterestRate: number;
  residualValueShare: number;
  insuranceYearlyShare: number;
  assistanceMonthlyCents: number;
  maintenanceMonthlyCents: Record<BikeTypeCode, number>;
  vatRate: number;
  warrantyGrantCents: number;
  minInvestmentCents: number;
  maxInvestmentCents: number;
  defaultSalarySwapShare: number;
  // By employee statute code; a statute not listed pays defaultSalarySwapShare.
  salarySwapShareByStatute: Record<string, number>;
};

export const DEFAULT_CALCULATION_SHEET: CalculationSheet = {
  durationMonths: 36,
  yearlyInterestRate: 0.05,
  residualValueShare: 0.16,
  insuranceYearlyShare: 0.04,
  assistanceMonthlyCents: 300,
  maintenanceMonthlyCents: { MECHANIC_BIKE: 800, ELEC_BIKE: 1200, SPEED_PEDELEC: 1500, 'E-STEP': 500 },
  vatRate: 0.21,
  warrantyGrantCents: 0,
  minInvestmentCents: 50_000,
  maxInvestmentCents: 1_200_000,
  defaultSalarySwapShare: 1,
  salarySwapShareByStatute: {},
};

export type LeaseAmounts = Partial<Record<TotalFieldCode | 'MAINTENANCE', number>>;

export type LeaseInput = {
  // Field values by field type code, in cents (see leaseAmountsFromFields).
  amounts: LeaseAmounts;
  bikeTypeId: number;
  // The employee statute's share; defaults to the sheet's default share.
  salarySwapShare?: number;
  // When the company has a MAINTENANCE field, its value is a yearly budget that replaces the
  // sheet's monthly amount for the bike type, even when left empty (0).
  companyHasMaintenanceField: boolean;
  language?: LanguageCode;
};

export type LeaseWarningCode = 'INVESTMENT_BELOW_MINIMUM' | 'INVESTMENT_ABOVE_MAXIMUM';

export type LeaseResult = {
  total_vat_included: number;
  total_vat_excluded: number;
  residual_value: number;
  lease_amount: number;
  lease_amount_vat: number;
  salary_swap: number;
  insurance_amount: number;
  maintenance_amount: number;
  assistance_amount: number;
  warranty_grant: number;
  warning_code: LeaseWarningCode | null;
  warning_message: string | null;
};

export function salarySwapShareFor(sheet: CalculationSheet, statuteCode: string | null | undefined): number {
  return (
    (statuteCode != null ? sheet.salarySwapShareByStatute[statuteCode] : undefined) ??
    sheet.defaultSalarySwapShare
  );
}

// Monthly payment of an annuity on principal P that leaves residual RV after n months.
export function monthlyFinancing(
  principal: number,
  residual: number,
  months: number,
  yearlyRate: number,
): number {
  const r = yearlyRate / 12;
  if (r === 0) return (principal - residual) / months;
  const growth = (1 + r) ** months;
  return ((principal - residual / growth) * r) / (1 - 1 / growth);
}

type LeaseWarning = { code: LeaseWarningCode; message: string };

// Formatting the limit and filling the text costs far more than the calculation itself, and the
// same few warnings (a limit of a sheet, in a language) come back all day.
const warnings = new Map<string, LeaseWarning>();

function warningFor(code: LeaseWarningCode, language: LanguageCode, limitCents: number): LeaseWarning {
  const key = `${code}:${language}:${limitCents}`;
  let warning = warnings.get(key);
  if (!warning) {
    const limit = formatMoney(limitCents);
    warning = { code, message: errorMessage(code, language, { min: limit, max: limit }) };
    warnings.set(key, warning);
  }
  return warning;
}

/** The warning of an investment (total excl. VAT, cents) outside the sheet's limits, in `language`. */
export function leaseWarning(
  sheet: Pick<CalculationSheet, 'minInvestmentCents' | 'maxInvestmentCents'>,
  investment: number,
  language: LanguageCode,
): LeaseWarning | null {
  if (investment < sheet.minInvestmentCents)
    return warningFor('INVESTMENT_BELOW_MINIMUM', language, sheet.minInvestmentCents);
  if (investment > sheet.maxInvestmentCents)
    return warningFor('INVESTMENT_ABOVE_MAXIMUM', language, sheet.maxInvestmentCents);
  return null;
}

export function calculateLease(sheet: CalculationSheet, input: LeaseInput): LeaseResult {
  const round = roundHalfAwayFromZero;
  const { amounts } = input;
  const vatFactor = 1 + sheet.vatRate;

  const total_vat_included =
    (amounts.BIKE_VALUE ?? 0) + (amounts.LOOSE_PARTS_VALUE ?? 0) + (amounts.CLOTHING ?? 0);
  const total_vat_excluded = round(total_vat_included / vatFactor);
  const residual_value = round(total_vat_excluded * sheet.residualValueShare);
  const financing = monthlyFinancing(
    total_vat_excluded,
    residual_value,
    sheet.durationMonths,
    sheet.yearlyInterestRate,
  );
  const insurance_amount = round((total_vat_excluded * sheet.insuranceYearlyShare) / 12);
  const bikeType = bikeTypeById(input.bikeTypeId);
  const maintenance_amount = input.companyHasMaintenanceField
    ? round((amounts.MAINTENANCE ?? 0) / 12)
    : bikeType
      ? sheet.maintenanceMonthlyCents[bikeType.code]
      : 0;
  const assistance_amount = sheet.assistanceMonthlyCents;
  const lease_amount = round(financing + insurance_amount + maintenance_amount + assistance_amount);
  const lease_amount_vat = round(lease_amount * vatFactor);
  const salary_swap = round(lease_amount_vat * (input.salarySwapShare ?? sheet.defaultSalarySwapShare));
  const warning = leaseWarning(sheet, total_vat_excluded, input.language ?? 'nl');

  return {
    total_vat_included,
    total_vat_excluded,
    residual_value,
    lease_amount,
    lease_amount_vat,
    salary_swap,
    insurance_amount,
    maintenance_amount,
    assistance_amount,
    warranty_grant: sheet.warrantyGrantCents,
    warning_code: warning?.code ?? null,
    warning_message: warning?.message ?? null,
  };
}

const AMOUNT_CODES: readonly string[] = ['BIKE_VALUE', 'LOOSE_PARTS_VALUE', 'CLOTHING', 'MAINTENANCE'];

// Quotation field values are stored as text; the numeric ones are read into cents. Empty
// values count as 0; any other unreadable value refuses the whole set.
export function leaseAmountsFromFields(
  fields: readonly { code: string | null | undefined; value: string | null | undefined }[],
): Validated<'AMOUNT_INVALID', LeaseAmounts> {
  const amounts: LeaseAmounts = {};
  for (const { code, value } of fields) {
    if (code == null || !AMOUNT_CODES.includes(code) || (value ?? '').trim() === '') continue;
    const parsed = parseAmountToCents(value);
    if (!parsed.ok) return invalid('AMOUNT_INVALID');
    const key = code as keyof LeaseAmounts;
    amounts[key] = (amounts[key] ?? 0) + parsed.value;
  }
  return valid(amounts);
}
