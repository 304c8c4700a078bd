import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { DEFAULT_CALCULATION_SHEET } from '@spokes/domain/lease-calculation';
import type { QuotationFormData } from './new-quotation';

const sheet = DEFAULT_CALCULATION_SHEET;

/** The form query's answer: an employee of a company with three fields, the default sheet. */
export function formData(
  overrides: { ready?: boolean; drivers_license_date?: string | null } = {},
): QuotationFormData {
  return {
    employee: {
      id: 40,
      name: 'Sara Peeters',
      company_id: 7,
      company_name: 'Brouwerij Zonnedal',
      invoice_target_name: 'Lease Partners',
      street: 'Veldstraat 1',
      zip_code: '9000',
      city: 'Gent',
      date_of_birth: '1990-04-02',
      drivers_license_date:
        overrides.drivers_license_date === undefined ? '2010-06-01' : overrides.drivers_license_date,
      national_register: '90040212345',
    },
    dealer: { id: 3, name: 'Fietsen Janssens' },
    fields: [
      {
        id: 11,
        name: 'Fiets',
        description: null,
        index: 1,
        code: 'BIKE_DESCRIPTION',
        data_type: 'TEXT',
        values: [],
      },
      {
        id: 12,
        name: 'Prijs fiets',
        description: 'incl. btw',
        index: 2,
        code: 'BIKE_VALUE',
        data_type: 'NUMBER',
        values: [],
      },
      {
        id: 14,
        name: 'Prijs onderdelen',
        description: null,
        index: 4,
        code: 'LOOSE_PARTS_VALUE',
        data_type: 'NUMBER',
        values: [],
      },
    ],
    bike_types: [
      { id: 2, code: 'MECHANIC_BIKE', name: 'Fiets' },
      { id: 5, code: 'ELEC_BIKE', name: 'Elektrische fiets' },
      { id: 1, code: 'SPEED_PEDELEC', name: 'Speed pedelec' },
    ],
    bike_brands: [{ id: 9, name: 'Gazelle' }],
    sheet: {
      ready: overrides.ready ?? true,
      version: 2,
      parameters: {
        duration_months: sheet.durationMonths,
        yearly_interest_rate: sheet.yearlyInterestRate,
        residual_value_share: sheet.residualValueShare,
        insurance_yearly_share: sheet.insuranceYearlyShare,
        assistance_monthly_cents: sheet.assistanceMonthlyCents,
        maintenance_monthly: Object.entries(sheet.maintenanceMonthlyCents).map(([bike_type_code, cents]) => ({
          bike_type_code,
          cents,
        })),
        vat_rate: sheet.vatRate,
        warranty_grant_cents: sheet.warrantyGrantCents,
        min_investment_cents: sheet.minInvestmentCents,
        max_investment_cents: sheet.maxInvestmentCents,
        default_salary_swap_share: sheet.defaultSalarySwapShare,
      },
    },
    salary_swap_share: 0.8,
  };
}

/** Picks an option of the Ant Design select labelled `label`. */
export async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const selector = `.ant-select-item-option[title="${option}"]`;
  await waitFor(() => expect(document.querySelector(selector)).toBeTruthy());
  fireEvent.click(document.querySelector(selector)!);
}

/** Picks one of the bike-type buttons (one click, as a person does). */
export function pickBikeType(name: string) {
  const group = screen.getByRole('radiogroup', { name: 'newQuotation.bikeType' });
  fireEvent.click(within(group).getByRole('radio', { name }));
}
