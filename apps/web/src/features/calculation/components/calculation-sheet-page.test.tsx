import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SHEET_PREVIEW_ROWS } from '@spokes/domain/calculation-sheets';
import { sheetPreviewAmounts } from '@spokes/domain/sheet-preview';
import { formatMoney } from '@spokes/domain/format';
import { DEFAULT_CALCULATION_SHEET, type CalculationSheet } from '@spokes/domain/lease-calculation';
import type { CalculationSheetInput } from '../../../generated/graphql';
import { answeringClient, type SentOperation } from '../../../test/answering-client';
import { renderSignedIn, superUserViewer } from '../../../test/render-signed-in';
import { CalculationSheetPage } from './calculation-sheet-page';
import { sheetInput } from './sheet-form-model';

const state = {
  __typename: 'CompanySheetState',
  company_id: 7,
  company: { id: 7, name: 'Acme' },
  own: true,
  source: 'OWN',
  source_company: { id: 7, name: 'Acme' },
  sheet_id: 70,
  version: 3,
  ready: true,
  equals_inherited: false,
  can_generate: false,
  inherited_from: null,
  parameters: {
    ...sheetInput(DEFAULT_CALCULATION_SHEET),
    salary_swap_shares: [],
  },
  statutes: [
    { code: 'WORKER', name: 'Arbeider' },
    { code: 'EMPLOYEE', name: 'Bediende' },
  ],
};

function sheetOf(input: CalculationSheetInput): CalculationSheet {
  return {
    durationMonths: input.duration_months,
    yearlyInterestRate: input.yearly_interest_rate,
    residualValueShare: input.residual_value_share,
    insuranceYearlyShare: input.insurance_yearly_share,
    assistanceMonthlyCents: input.assistance_monthly_cents,
    maintenanceMonthlyCents: Object.fromEntries(
      input.maintenance_monthly.map((row) => [row.bike_type_code, row.cents]),
    ) as CalculationSheet['maintenanceMonthlyCents'],
    vatRate: input.vat_rate,
    warrantyGrantCents: input.warranty_grant_cents,
    minInvestmentCents: input.min_investment_cents,
    maxInvestmentCents: input.max_investment_cents,
    defaultSalarySwapShare: input.default_salary_swap_share,
    salarySwapShareByStatute: Object.fromEntries(
      input.salary_swap_shares.map((row) => [row.statute_code, row.share]),
    ),
  };
}

// The server's preview, computed here with the same domain calculation.
function answer(operation: SentOperation) {
  if (operation.operationName === 'CompanySheetState') return { data: { companySheetState: state } };
  if (operation.operationName === 'CalculationSheetPreview') {
    const current = sheetPreviewAmounts(DEFAULT_CALCULATION_SHEET);
    const edited = sheetPreviewAmounts(sheetOf(operation.variables.parameters as CalculationSheetInput));
    return {
      data: {
        calculationSheetPreview: {
          bike_value_cents: 250_000,
          bike_type_code: 'ELEC_BIKE',
          current_version: 3,
          rows: SHEET_PREVIEW_ROWS.map(([key]) => ({ key, current: current[key], edited: edited[key] })),
        },
      },
    };
  }
  throw new Error(`unexpected ${operation.operationName}`);
}

const sent: SentOperation[] = [];

function renderPage() {
  const client = answeringClient((operation) => {
    sent.push(operation);
    return answer(operation);
  });
  return renderSignedIn(
    client,
    superUserViewer(),
    '/settings/companies/7/calculation-sheet',
    <Route path="/settings/companies/:companyId/calculation-sheet" element={<CalculationSheetPage />} />,
  );
}

const leaseCells = async () => {
  const preview = await screen.findByTestId('sheet-preview');
  const label = await within(preview).findByText('newQuotation.leaseAmount');
  return within(label.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('the calculation sheet page', () => {
  it('shows the sample quotation before and after a change, side by side, and enables Save', async () => {
    const user = userEvent.setup();
    renderPage();
    const before = formatMoney(sheetPreviewAmounts(DEFAULT_CALCULATION_SHEET).lease_amount);
    await waitFor(async () =>
      expect(await leaseCells()).toEqual(['newQuotation.leaseAmount', before, before]),
    );
    const save = screen.getByRole('button', { name: 'calculationSheet.save' });
    expect(save).toHaveProperty('disabled', true);

    const duration = screen.getByLabelText('calculationSheet.durationMonths');
    await user.clear(duration);
    await user.type(duration, '48');

    const after = formatMoney(
      sheetPreviewAmounts({ ...DEFAULT_CALCULATION_SHEET, durationMonths: 48 }).lease_amount,
    );
    expect(after).not.toBe(before);
    await waitFor(
      async () => {
        expect(await leaseCells()).toEqual(['newQuotation.leaseAmount', before, after]);
      },
      { timeout: 3000 },
    );
    const previewed = sent.filter((operation) => operation.operationName === 'CalculationSheetPreview');
    expect(previewed.at(-1)?.variables).toMatchObject({ company_id: 7, parameters: { duration_months: 48 } });
    expect(save).toHaveProperty('disabled', false);
  });

  it('shows the domain error of a wrong parameter and no preview for it', async () => {
    const user = userEvent.setup();
    renderPage();
    const vat = await screen.findByLabelText('calculationSheet.vatRate');
    await user.clear(vat);
    await user.type(vat, '121');
    expect(await screen.findByText('errors.sheetPercentageInvalid')).toBeTruthy();
    expect(await screen.findByText('calculationSheet.previewInvalid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'calculationSheet.save' })).toHaveProperty('disabled', true);
  });
});
