import { expect } from '@playwright/test';
import { test } from './fixtures';
import { openSignedIn } from './account-api';
import { answerConfirmation, chooseOption, firstOption, titled } from './helpers';

test('a super user creates a company in /settings with a cost centre and finds it again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const name = `E2E Bedrijf ${Date.now()}`;
  await openSignedIn(page, 'super@demo.test', '/settings/companies');
  await page.getByRole('button', { name: 'Nieuw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw bedrijf' });
  await expect(dialog.getByRole('tab', { name: 'Algemeen' })).toBeVisible();

  // Save without the required fields: the spec's message at the fields.
  await dialog.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(dialog.getByText('Gelieve de verplichte velden in te vullen.').first()).toBeVisible();

  await dialog.getByLabel('Naam', { exact: true }).fill(name);
  await chooseOption(page, dialog.getByLabel('Facturatiepartij'), firstOption);
  await chooseOption(page, dialog.getByLabel('Template variant'), titled('Standaard'));
  // Each field's message goes once it has a value.
  await expect(dialog.getByText('Gelieve de verplichte velden in te vullen.')).toHaveCount(0);

  // The default fields are there before the first save.
  await dialog.getByRole('tab', { name: 'Velden', exact: true }).click();
  await expect(dialog.getByText('Catalogusprijs van de fiets inclusief btw, zonder korting.')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Kostenplaatsen' }).click();
  await dialog.getByRole('button', { name: /Nieuwe kostenplaats/ }).click();
  const prompt = page.getByRole('dialog').filter({ hasText: 'Nieuwe kostenplaats' }).last();
  await prompt.getByLabel('Kostenplaats', { exact: true }).fill('Logistiek');
  await prompt.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Logistiek')).toBeVisible();

  await dialog.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Bedrijfsgegevens aangemaakt')).toBeVisible();
  const saved = page.getByRole('dialog', { name: `Bedrijf ${name}` });
  await expect(saved.getByText(/^[0-9A-F]{10}$/)).toBeVisible();
  await saved.getByRole('tab', { name: 'Kostenplaatsen' }).click();
  await expect(saved.getByText('Logistiek')).toBeVisible();
  await saved.getByRole('button', { name: 'Annuleren' }).click();

  // The picker finds it; a company without employees or quotations can be deleted.
  await page.getByRole('combobox', { name: 'Kies een bedrijf om te bewerken' }).fill(name);
  await page
    .getByTestId(/^company-\d+$/)
    .filter({ hasText: name })
    .first()
    .click();
  const reopened = page.getByRole('dialog', { name: `Bedrijf ${name}` });
  await reopened.getByRole('button', { name: 'Bedrijf verwijderen' }).click();
  await answerConfirmation(page, 'Bedrijf verwijderen');
  await expect(page.getByText('Bedrijf verwijderd')).toBeVisible();
});

test('a super user opens a demo company and reads its info in the editor', async ({ page }) => {
  await openSignedIn(page, 'super@demo.test', '/settings/companies');
  await page.getByRole('combobox', { name: 'Kies een bedrijf om te bewerken' }).fill('Brouwerij Zonnedal');
  await page
    .getByTestId(/^company-\d+$/)
    .filter({ hasText: /^Brouwerij Zonnedal/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Bedrijf Brouwerij Zonnedal' });
  // The rich-text editor shows the stored info (it once threw on a recreated editor).
  await expect(dialog.getByRole('textbox', { name: 'Info' })).toContainText('Welkom bij het fietsplan van');
  await expect(dialog.getByRole('button', { name: 'Geschiedenis' })).toBeVisible();
});
