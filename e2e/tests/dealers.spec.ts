import { expect } from '@playwright/test';
import { test } from './fixtures';
import { openSignedIn } from './account-api';
import { expectAccessible } from './accessibility';
import { answerConfirmation, forThisTry } from './helpers';

test('a super user keeps the dealers in /settings and edits a dealer info', async ({ page }) => {
  // A create, a toggle, two deletes and a dealer info save, with four screens checked.
  test.setTimeout(90_000);
  await openSignedIn(page, 'super@demo.test', '/settings');
  await expect(page).toHaveURL(/\/settings\/dealers$/);
  await expect(page.getByRole('button', { name: 'Fietsen Janssens', exact: true })).toBeVisible();
  await expectAccessible(page);

  const dealer = forThisTry('E2E Fietsen');
  await page.getByRole('button', { name: 'Nieuw' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Naam').fill(dealer);
  await modal.getByLabel('Telefoon').fill('12');
  await expect(modal.getByText('ongeldig tel nummer')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  await modal.getByLabel('Telefoon').fill('0470 12 34 56');
  await modal.getByLabel('Gemeente').fill('Gent');
  await modal.getByLabel('Postcode').fill('9000');
  await expectAccessible(page, 'dealer modal');
  await modal.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Wijzigingen doorgevoerd!').first()).toBeVisible();
  const row = page.getByRole('row', { name: dealer });
  await expect(row).toContainText('Gent');

  // Controlled by the server's answer: a click, then the tick once it is saved.
  await row.getByRole('checkbox', { name: `Enkel intern gebruik ${dealer}` }).click();
  await expect(row.getByRole('checkbox', { name: `Enkel intern gebruik ${dealer}` })).toBeChecked();

  await row.getByRole('button', { name: `Verwijderen ${dealer}` }).click();
  await answerConfirmation(page, 'Ja');
  await expect(page.getByRole('row', { name: dealer })).toHaveCount(0);

  // A dealer with quotations stays, with the spec's refusal.
  await page
    .getByRole('row', { name: /Fietsen Janssens/ })
    .getByRole('button', { name: 'Verwijderen Fietsen Janssens' })
    .click();
  await answerConfirmation(page, 'Ja');
  await expect(page.getByText('Deze dealer heeft offertes.')).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Dealerinfo' }).click();
  await expect(page).toHaveURL(/\/dealer-info-backoffice$/);
  await page.getByLabel('Kies een dealer').fill('Velo Leuven');
  await page.getByLabel('Kies een dealer').press('Enter');
  await expect(page.getByLabel('Winkelnaam (zoals op Google Maps)')).toHaveValue('Velo Leuven');
  await page.getByLabel('Officiële registratienaam').fill('Velo Leuven BV');
  await page.getByLabel('Telefoon backoffice').fill('016 12 34 56');
  await page.getByLabel('E-mail backoffice').fill('backoffice@veloleuven.test');
  await page.getByLabel('Telefoon klanten').fill('0470 99 88 77');
  await page.getByLabel('E-mail klanten').fill('klanten@veloleuven.test');
  await page.getByLabel('Straat', { exact: true }).fill('Bondgenotenlaan 1');
  await page.getByLabel('Postcode').fill('3000');
  await page.getByLabel('Gemeente', { exact: true }).fill('Leuven');
  await page.getByLabel('Website').fill('www.veloleuven.be');
  await page.getByLabel('Btw-nummer').fill('x');
  await expect(page.getByText('ongeldig vat nummer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  await page.getByLabel('Btw-nummer').fill('');
  await expectAccessible(page, 'dealer info, back office');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('update dealer bericht')).toBeVisible();
  // Saved: the phone as stored, and nothing left to cancel.
  await expect(page.getByLabel('Telefoon klanten')).toHaveValue('+32470998877');
  await expect(page.getByLabel('Website')).toHaveValue('https://www.veloleuven.be');
  await expect(page.getByRole('button', { name: 'Annuleren' })).toBeDisabled();
});

test('a dealer admin edits its own dealer info, the external column only', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'dealeradmin@demo.test', '/');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Dealerinfo' }).click();
  await expect(page).toHaveURL(/\/dealer-info$/);
  await expect(page.getByLabel('Officiële registratienaam')).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'In gebruik' })).toBeDisabled();
  await expectAccessible(page);

  // A retry runs on the same server, where the first try may have saved its city already: typed
  // again, the same city would change nothing, and leaving would not ask.
  const city = forThisTry('Gent-Zuid');
  await page.getByLabel('Gemeente', { exact: true }).fill(city);
  // Leaving with unsaved changes asks first.
  await page.getByRole('link', { name: 'Mijn offertes' }).click();
  await expect(
    page.getByText('Je wijzigingen zijn nog niet opgeslagen. Wil je deze pagina toch verlaten?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Blijven' }).click();
  await expect(page).toHaveURL(/\/dealer-info$/);

  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('update dealer bericht')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  await page.getByRole('link', { name: 'Mijn offertes' }).click();
  await expect(page).toHaveURL(/\/quotations$/);
  await page.goto('/dealer-info');
  await expect(page.getByLabel('Gemeente', { exact: true })).toHaveValue(city);
  // The back office's screen is not theirs.
  await page.goto('/dealer-info-backoffice');
  await expect(page).toHaveURL(/\/dealer-info$/);
});
