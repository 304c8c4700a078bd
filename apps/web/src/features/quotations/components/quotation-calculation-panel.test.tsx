import { render, screen, within } from '@testing-library/react';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@spokes/domain/format';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { QuotationCalculationPanel } from './quotation-calculation-panel';
import { server } from '../../../test/quotation-overview-fixtures';

const amounts = [
  { key: 'lease_amount', stored: 7_891, recomputed: 7_891 },
  { key: 'salary_swap', stored: 9_548, recomputed: 9_548 },
];

function calculation(changes: Record<string, unknown> = {}) {
  return {
    quotation_id: 7,
    sheet_version: 3,
    sheet_source: 'COMPANY',
    sheet_company: { id: 5, name: 'Acme' },
    parameters: {
      duration_months: 36,
      yearly_interest_rate: 0.05,
      residual_value_share: 0.16,
      insurance_yearly_share: 0.04,
      assistance_monthly_cents: 300,
      maintenance_monthly: [{ bike_type_code: 'ELEC_BIKE', cents: 1200 }],
      vat_rate: 0.21,
      warranty_grant_cents: 0,
      min_investment_cents: 50_000,
      max_investment_cents: 1_200_000,
      default_salary_swap_share: 1,
    },
    salary_swap_by_statute: [{ statute_code: 'WORKER', statute_name: 'Arbeider', share: 0.5 }],
    bike_type_code: 'ELEC_BIKE',
    statute_code: 'WORKER',
    statute_name: 'Arbeider',
    salary_swap_share: 0.5,
    company_has_maintenance_field: false,
    fields: [
      { code: 'BIKE_VALUE', name: 'Waarde fiets', value: '2499.95' },
      { code: 'BIKE_DESCRIPTION', name: 'Beschrijving fiets', value: 'City 3' },
    ],
    input_amounts: [{ code: 'BIKE_VALUE', cents: 249_995 }],
    amounts,
    recomputable: true,
    matches: true,
    ...changes,
  };
}

function renderPanel(answer: Record<string, unknown>) {
  render(
    <Provider value={server({ QuotationCalculation: { quotationCalculation: answer } })}>
      <QuotationCalculationPanel quotationId={7} />
    </Provider>,
  );
}

describe('QuotationCalculationPanel', () => {
  it('explains the amounts: inputs, the sheet with its version and parameters, stored beside recomputed', async () => {
    renderPanel(calculation());
    expect(await screen.findByText('quotationCalculation.matches')).toBeTruthy();
    // Statutes and fields by the names the back office gave them, not their codes.
    expect(screen.getByText('Waarde fiets').closest('tr')?.textContent).toContain(formatMoney(249_995));
    expect(screen.getByText('Beschrijving fiets').closest('tr')?.textContent).toContain('City 3');
    expect(screen.getByText('employee.statute').closest('tr')?.textContent).toContain('Arbeider');
    expect(screen.queryByText('BIKE_VALUE')).toBeNull();
    expect(screen.getByText('quotationCalculation.sheet').closest('tr')?.textContent).toContain(
      'quotationCalculation.sheetOf · quotationCalculation.versionValue',
    );
    expect(screen.getByText('quotationCalculation.interestRate').closest('tr')?.textContent).toContain(
      '5\u00a0%',
    );
    const row = screen.getByText('newQuotation.salarySwap').closest('tr')!;
    // Stored and recomputed, both right-aligned in their own column.
    expect(within(row).getAllByText(/95,48/)).toHaveLength(2);
  });

  it('warns when a stored amount no longer follows from the inputs', async () => {
    renderPanel(
      calculation({
        matches: false,
        amounts: [amounts[0], { key: 'salary_swap', stored: 9_000, recomputed: 9_548 }],
      }),
    );
    expect(await screen.findByText('quotationCalculation.differs')).toBeTruthy();
    const row = screen.getByText('newQuotation.salarySwap').closest('tr')!;
    expect(row.textContent).toContain(formatMoney(9_000));
    expect(row.textContent).toContain(formatMoney(9_548));
  });

  it('says so when the stored inputs cannot be computed again', async () => {
    renderPanel(
      calculation({
        recomputable: false,
        matches: false,
        parameters: null,
        sheet_source: 'UNKNOWN',
        amounts: [{ key: 'lease_amount', stored: 7_891, recomputed: null }],
      }),
    );
    expect(await screen.findByText('quotationCalculation.notRecomputable')).toBeTruthy();
    expect(screen.queryByText('quotationCalculation.interestRate')).toBeNull();
  });
});
