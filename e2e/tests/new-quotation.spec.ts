import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible } from './accessibility';
import { gql, superUserApi, openSignedIn } from './account-api';

// Issue 11's journey: a dealer makes a quotation for an employee and sees the result live; the
// server stores the same amounts the card showed.

/** The first employee of the demo seed (Brouwerij Zonnedal, a company the demo dealer may serve). */
const EMPLOYEE_ID = 1;

test('a dealer makes a quotation whose live result is the stored one', async ({
  page,
  playwright,
  baseURL,
}) => {
  await openSignedIn(page, 'dealer@demo.test', `/quotations/${EMPLOYEE_ID}/new`);
  await expect(page.getByRole('heading', { name: /^Nieuwe offerte voor/ })).toBeVisible();
  const save = page.getByRole('button', { name: 'Opslaan' });
  await expect(save).toBeDisabled();

  await page.getByRole('textbox', { name: 'Leverbaarheid' }).fill('Binnen 2 weken');
  await page.getByRole('radiogroup', { name: 'Fietstype' }).getByText('Elektrische fiets').click();
  await page.getByRole('combobox', { name: 'Fietsmerk' }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('spinbutton', { name: /^Prijs fiets/ }).fill('2499,95');
  await page.getByRole('spinbutton', { name: /^Prijs onderdelen/ }).fill('150,50');
  await page.getByRole('textbox', { name: 'Leverbaarheid' }).click();

  const leaseVat = page.getByTestId('result-lease_amount_vat');
  await expect(leaseVat).toHaveText(/^€\s[\d.]+,\d\d$/);
  await expect(page.getByTestId('result-total_vat_included')).toHaveText(/2\.650,45/);
  await expectAccessible(page);
  const shown = await leaseVat.textContent();

  await expect(save).toBeEnabled();
  await save.click();
  await expect(page).toHaveURL(/\/quotations\/1\/\d+\/\d+$/);
  const quotationId = Number(new URL(page.url()).pathname.split('/').pop());

  const api = await superUserApi(playwright, baseURL!);
  const { quotation } = await gql<{ quotation: { lease_amount_vat: number; total_vat_included: number } }>(
    api,
    'query($id: Int!) { quotation(id: $id) { lease_amount_vat total_vat_included } }',
    { id: quotationId },
  );
  expect(quotation.total_vat_included).toBe(265_045);
  const storedEuros = (quotation.lease_amount_vat / 100).toFixed(2).replace('.', ',');
  expect(shown).toContain(storedEuros);
});
