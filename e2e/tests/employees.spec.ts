import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { expectSignedInAs, signIn } from './helpers';

// Issue 11's journey: a dealer picks a company on the home page, reads its card, finds an
// employee, adds one with the company's extra field, and is asked before leaving unsaved work.

test('a dealer goes from the home page to a new employee of the chosen company', async ({ page }) => {
  await signIn(page, 'dealer@demo.test');
  await expectSignedInAs(page, 'dealer@demo.test', '/');

  await page.locator('#home-company').click();
  await page.locator('[data-testid^="company-"]').filter({ hasText: 'Stad Kortrijk' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Stad Kortrijk').first()).toBeVisible();
  await expectAccessible(page, 'company info');
  await dialog.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/\/employees\/\d+$/);
  await expect(page.getByRole('heading', { name: /Werknemers · Stad Kortrijk/ })).toBeVisible();
  await expect(page.getByText(/^\d+ werknemers$/)).toBeVisible();
  await expectAccessible(page);

  // The barcode tab: nothing typed is refused without a request.
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.getByText('No barcode entered')).toBeVisible();

  await page.getByRole('button', { name: 'Werknemer toevoegen' }).click();
  await expect(page).toHaveURL(/\/employee\/new\/\d+$/);
  const save = page.getByTestId('employee-save');
  await expect(save).toBeDisabled();
  const stamp = Date.now();
  await page.getByLabel('Voornaam').fill('Eva');
  await page.getByLabel('Achternaam').fill(`Test${stamp}`);
  await page.getByLabel('E-mail').fill(`eva.${stamp}@stad-kortrijk.test`);
  await page.getByLabel('Telefoon').fill('0470 12 34 56');
  await page.getByLabel('Statuut').click();
  await page.locator('.ant-select-item-option').first().click();
  await page.getByLabel('Straat').fill('Grote Markt');
  await page.getByLabel('Huisnummer').fill('1');
  await page.getByLabel('Postcode').fill('8500');
  await page.getByLabel('Gemeente').fill('Kortrijk');
  await page.getByLabel('Geboortedatum').fill('28/02/1990');
  await expect(save).toBeDisabled();
  await page.getByLabel('Dienst').fill('Bibliotheek');
  await expectAccessible(page, 'employee form');

  // Unsaved work: the menu link asks first, and staying keeps the form.
  await page.getByRole('link', { name: 'Mijn offertes' }).click();
  await expect(page.getByRole('dialog', { name: 'Wijzigingen verwerpen?' })).toBeVisible();
  await page.getByRole('button', { name: 'Blijven' }).click();
  await expect(page).toHaveURL(/\/employee\/new\/\d+$/);

  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Werknemer opgeslagen')).toBeVisible();
  await expect(page).toHaveURL(/\/employee\/\d+\/\d+$/);
  await expect(save).toBeDisabled();
  await expect(page.getByTestId('employee-to-quotations')).toBeEnabled();
});
