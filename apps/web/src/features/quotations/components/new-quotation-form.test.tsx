import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@spokes/domain/format';
import { calculateLease, DEFAULT_CALCULATION_SHEET as sheet } from '@spokes/domain/lease-calculation';
import { i18n } from '../../../lib/i18n/i18n';
import { NewQuotationForm } from './new-quotation-form';
import { choose, formData, pickBikeType } from './new-quotation-fixtures';
import { server } from '../../../test/quotation-overview-fixtures';

function renderForm(form = formData()) {
  const onSave = vi.fn();
  // The result card's PDF asks the server; these tests never press it.
  render(
    <Provider value={server({})}>
      <MemoryRouter>
        <App>
          <NewQuotationForm form={form} saving={false} onSave={onSave} />
        </App>
      </MemoryRouter>
    </Provider>,
  );
  return onSave;
}

const typeAmount = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('spinbutton', { name: new RegExp(`^${label}`) }), { target: { value } });
const fillDeliverability = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'newQuotation.deliverability' }), {
    target: { value },
  });
const saveButton = () => screen.getByRole('button', { name: 'newQuotation.save' }) as HTMLButtonElement;

beforeAll(() => {
  i18n.addResourceBundle('nl', 'translation', { 'common.stillNeeded': 'Nog: {{fields}}' });
});

describe('the new-quotation form', () => {
  it('updates the result card and the total offer live as the dealer types', async () => {
    renderForm();
    expect(screen.getByText('newQuotation.resultEmpty')).toBeTruthy();
    pickBikeType('Elektrische fiets');
    typeAmount('Prijs fiets', '2000');
    typeAmount('Prijs onderdelen', '150,50');
    const expected = calculateLease(sheet, {
      amounts: { BIKE_VALUE: 200_000, LOOSE_PARTS_VALUE: 15_050 },
      bikeTypeId: 5,
      salarySwapShare: 0.8,
      companyHasMaintenanceField: false,
    });
    await waitFor(() =>
      expect(screen.getByTestId('result-lease_amount_vat').textContent).toBe(
        formatMoney(expected.lease_amount_vat),
      ),
    );
    expect(screen.getByTestId('result-salary_swap').textContent).toBe(formatMoney(expected.salary_swap));
    expect(screen.getByTestId('result-total_vat_included').textContent).toBe(formatMoney(215_050));
    expect(document.querySelector('.ant-statistic-content')?.textContent).toBe(formatMoney(215_050));
  });

  it('enables Save only with deliverability, bike type and brand, and saves the typed values', async () => {
    const onSave = renderForm();
    expect(saveButton().disabled).toBe(true);
    fillDeliverability('Binnen 2 weken');
    expect(saveButton().disabled).toBe(true);
    // The brand is the dealer's only one, chosen already.
    pickBikeType('Fiets');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    typeAmount('Prijs fiets', '999,99');
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({
      deliverability: 'Binnen 2 weken',
      bike_type_fk: 2,
      bike_brand_fk: 9,
      fields: { '12': 999.99 },
    });
  });

  it('names what a speed pedelec needs from the employee, links to the employee and keeps Save disabled', async () => {
    renderForm(formData({ drivers_license_date: null }));
    fillDeliverability('Op voorraad');
    await choose('newQuotation.bikeBrand', 'Gazelle');
    pickBikeType('Speed pedelec');
    expect(await screen.findByText('errors.speedPedelecFieldsMissing')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'newQuotation.completeEmployee' });
    expect(link.getAttribute('href')).toBe('/employee/40/7');
    expect(saveButton().disabled).toBe(true);
  });

  it('keeps Save disabled and says so when the sheet is not ready', async () => {
    renderForm(formData({ ready: false }));
    fillDeliverability('Op voorraad');
    pickBikeType('Fiets');
    await choose('newQuotation.bikeBrand', 'Gazelle');
    expect(screen.getByText('errors.calculationSheetMissing')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('newQuotation.resultEmpty')).toBeTruthy();
  });

  it('shows no amounts and no minimum warning until a price is typed', async () => {
    renderForm();
    pickBikeType('Elektrische fiets');
    expect(screen.getByText('newQuotation.resultEmpty')).toBeTruthy();
    expect(screen.queryByTestId('result-lease_amount')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    typeAmount('Prijs fiets', '0');
    expect(screen.queryByTestId('result-lease_amount')).toBeNull();
    typeAmount('Prijs fiets', '1500');
    await waitFor(() => expect(screen.getByTestId('result-lease_amount')).toBeTruthy());
  });

  it('says what keeps Save disabled, and starts from the only brand of the dealer', async () => {
    renderForm();
    const note = () => screen.queryByTestId('quotation-still-needed')?.textContent;
    // The fixture's dealer sells one brand: it is chosen already.
    expect(note()).toBe('Nog: newQuotation.deliverability, newQuotation.bikeType');
    expect(saveButton().getAttribute('aria-describedby')).toBe('quotation-still-needed');
    fillDeliverability('Op voorraad');
    pickBikeType('Fiets');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(note()).toBeUndefined();
  });
});
