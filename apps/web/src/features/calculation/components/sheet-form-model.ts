import { calculationSheetSchema } from '@spokes/domain/calculation-sheets';
import { BIKE_TYPES_IN_DISPLAY_ORDER, type BikeTypeCode } from '@spokes/domain/codes';
import type { CalculationSheet } from '@spokes/domain/lease-calculation';
import type { CalculationSheetInput, SheetStateFieldsFragment } from '../../../generated/graphql';

// The sheet page's form holds the parameters as a person reads them: rates and shares in per
// cent, amounts in euro. The domain's sheet holds fractions and cents; these convert both ways
// and check the result with the domain's schema, as the server does.

export const SHARE_FIELDS = [
  'yearlyInterestRate',
  'residualValueShare',
  'insuranceYearlyShare',
  'vatRate',
  'defaultSalarySwapShare',
] as const;
export const CENT_FIELDS = [
  'assistanceMonthlyCents',
  'warrantyGrantCents',
  'minInvestmentCents',
  'maxInvestmentCents',
] as const;

type ShareField = (typeof SHARE_FIELDS)[number];
type CentField = (typeof CENT_FIELDS)[number];

export type SheetFormValues = { durationMonths: number | null } & Record<ShareField, number | null> &
  Record<CentField, number | null> & {
    maintenanceMonthlyCents: Record<BikeTypeCode, number | null>;
    /** By statute code; null: the statute pays the default share. */
    salarySwapShareByStatute: Record<string, number | null>;
  };

type Parameters = NonNullable<SheetStateFieldsFragment['parameters']>;

// 5.25 % is 0.0525, without the float noise of 5.25 / 100 (0.052500000000000005).
const toPercent = (share: number) => Number((share * 100).toFixed(6));
const toShare = (percent: number) => Number((percent / 100).toFixed(8));
const toEuros = (cents: number) => cents / 100;
const toCents = (euros: number) => Math.round(euros * 100);

export function valuesOfParameters(
  parameters: Parameters,
  statutes: readonly { code: string }[],
): SheetFormValues {
  const byStatute = new Map(parameters.salary_swap_shares.map((row) => [row.statute_code, row.share]));
  const maintenance = new Map(parameters.maintenance_monthly.map((row) => [row.bike_type_code, row.cents]));
  return {
    durationMonths: parameters.duration_months,
    yearlyInterestRate: toPercent(parameters.yearly_interest_rate),
    residualValueShare: toPercent(parameters.residual_value_share),
    insuranceYearlyShare: toPercent(parameters.insurance_yearly_share),
    vatRate: toPercent(parameters.vat_rate),
    defaultSalarySwapShare: toPercent(parameters.default_salary_swap_share),
    assistanceMonthlyCents: toEuros(parameters.assistance_monthly_cents),
    warrantyGrantCents: toEuros(parameters.warranty_grant_cents),
    minInvestmentCents: toEuros(parameters.min_investment_cents),
    maxInvestmentCents: toEuros(parameters.max_investment_cents),
    maintenanceMonthlyCents: Object.fromEntries(
      BIKE_TYPES_IN_DISPLAY_ORDER.map(({ code }) => {
        const cents = maintenance.get(code);
        return [code, cents === undefined ? null : toEuros(cents)];
      }),
    ) as Record<BikeTypeCode, number | null>,
    salarySwapShareByStatute: Object.fromEntries([
      ...statutes.map(({ code }) => [code, null] as const),
      ...[...byStatute].map(([code, share]) => [code, toPercent(share)] as const),
    ]),
  };
}

const orUndefined = <T>(value: T | null, convert: (value: T) => number) =>
  value === null ? undefined : convert(value);

/** The form's values in the domain's shape, unchecked (an empty field is missing). */
export function sheetOfValues(values: SheetFormValues): unknown {
  return {
    durationMonths: values.durationMonths ?? undefined,
    ...Object.fromEntries(SHARE_FIELDS.map((field) => [field, orUndefined(values[field], toShare)])),
    ...Object.fromEntries(CENT_FIELDS.map((field) => [field, orUndefined(values[field], toCents)])),
    maintenanceMonthlyCents: Object.fromEntries(
      Object.entries(values.maintenanceMonthlyCents).map(([code, euros]) => [
        code,
        orUndefined(euros, toCents),
      ]),
    ),
    salarySwapShareByStatute: Object.fromEntries(
      Object.entries(values.salarySwapShareByStatute)
        .filter((entry): entry is [string, number] => entry[1] !== null)
        .map(([code, percent]) => [code, toShare(percent)]),
    ),
  };
}

export type SheetCheck =
  | { ok: true; sheet: CalculationSheet; errors: Record<string, never> }
  | { ok: false; sheet: null; errors: Record<string, string> };

/** The form's sheet checked with the domain's schema: the sheet, or each field's error key. */
export function checkSheet(values: SheetFormValues): SheetCheck {
  const parsed = calculationSheetSchema.safeParse(sheetOfValues(values));
  if (parsed.success) return { ok: true, sheet: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, sheet: null, errors };
}

/** The domain's sheet as the GraphQL input spells it. */
export function sheetInput(sheet: CalculationSheet): CalculationSheetInput {
  return {
    duration_months: sheet.durationMonths,
    yearly_interest_rate: sheet.yearlyInterestRate,
    residual_value_share: sheet.residualValueShare,
    insurance_yearly_share: sheet.insuranceYearlyShare,
    assistance_monthly_cents: sheet.assistanceMonthlyCents,
    maintenance_monthly: BIKE_TYPES_IN_DISPLAY_ORDER.map(({ code }) => ({
      bike_type_code: code,
      cents: sheet.maintenanceMonthlyCents[code],
    })),
    vat_rate: sheet.vatRate,
    warranty_grant_cents: sheet.warrantyGrantCents,
    min_investment_cents: sheet.minInvestmentCents,
    max_investment_cents: sheet.maxInvestmentCents,
    default_salary_swap_share: sheet.defaultSalarySwapShare,
    salary_swap_shares: Object.entries(sheet.salarySwapShareByStatute).map(([statute_code, share]) => ({
      statute_code,
      share,
    })),
  };
}
