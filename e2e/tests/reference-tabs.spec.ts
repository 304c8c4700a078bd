import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { gql, openSignedIn, superUserApi } from './account-api';
import { expectAccessible } from './accessibility';
import { answerConfirmation, chooseOption, titled } from './helpers';

async function openDialog(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a super user creates a variant, renames and hides a brand, and creates a LIST field type', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const suffix = Date.now().toString(36).toUpperCase();
  // A retry in CI starts from the demo's Cortina too, named so and shown on the public website:
  // its first try may have renamed and hidden it, and the switch would then show it again.
  const api = await superUserApi(playwright, baseURL!);
  const { bikeBrands } = await gql<{ bikeBrands: { id: number; code: string }[] }>(
    api,
    '{ bikeBrands { id code } }',
  );
  const cortina = bikeBrands.find((brand) => brand.code === 'CORTINA');
  expect(cortina, 'the demo has the brand Cortina').toBeDefined();
  await gql(
    api,
    'mutation($id: Int!, $input: BikeBrandUpdateInput!) { updateBikeBrand(id: $id, input: $input) { id } }',
    { id: cortina!.id, input: { name: 'Cortina', hidden_public_website: false } },
  );
  await api.dispose();
  await openSignedIn(page, 'super@demo.test', '/');

  // Variants: the code is typed in capitals; a code in use is refused at the field.
  await page.goto('/settings/variants');
  let dialog = await openDialog(page, 'Nieuw');
  await dialog.getByLabel('Naam').fill('Leasing Plus');
  await dialog.getByLabel('Code').fill('fip');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Deze code is al in gebruik')).toBeVisible();
  await dialog.getByLabel('Code').fill(`plus_${suffix.toLowerCase()}`);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Wijzigingen opgeslagen!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Leasing Plus PLUS_${suffix}`) })).toBeVisible();
  // The demo companies use Standaard: its delete is refused with the reason.
  await page.getByRole('button', { name: 'Verwijderen Standaard' }).click();
  await answerConfirmation(page, 'Verwijderen');
  await expect(page.getByText(/Bewerking mislukt: Deze variant wordt gebruikt/)).toBeVisible();

  // Merken: rename a brand and hide it on the public website.
  await page.getByRole('tab', { name: 'Merken' }).click();
  dialog = await openDialog(page, 'Bewerken Cortina');
  await expect(dialog.getByLabel('Code')).toBeDisabled();
  await dialog.getByLabel('Naam').fill(`Cortina ${suffix}`);
  await dialog.getByRole('switch').click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  const brand = page.getByRole('row', { name: new RegExp(`Cortina ${suffix}`) });
  await expect(brand).toContainText('Verborgen');
  await expectAccessible(page);

  // Field Types: create only, a LIST type has multiple values.
  await page.getByRole('tab', { name: 'Field Types' }).click();
  await expect(page.getByRole('button', { name: /^Bewerken/ })).toHaveCount(0);
  dialog = await openDialog(page, 'Nieuw');
  await dialog.getByLabel('Naam').fill('Kleur');
  await dialog.getByLabel('Code').fill(`color_${suffix}`);
  await chooseOption(page, dialog.getByLabel('Data type'), titled('Lijst (met opties)'));
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  const fieldType = page.getByRole('row', { name: new RegExp(`COLOR_${suffix}`) });
  await expect(fieldType).toContainText('Lijst (met opties)');
  await expect(fieldType.getByRole('img', { name: 'Meerdere waarden' })).toBeVisible();
});
