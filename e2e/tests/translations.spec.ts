import { expect } from '@playwright/test';
import { test } from './fixtures';
import { gql, openSignedIn, superUserApi } from './account-api';

test('a text edited in Taal shows in a dealer browser that is already open, without a reload', async ({
  newPage,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A retry in CI starts from the shipped text too, not from the one its first try saved.
  const api = await superUserApi(playwright, baseURL!);
  await gql(api, 'mutation { resetTranslation(key: "menu.myQuotations", language: "nl") { key } }');
  await api.dispose();
  const dealer = await newPage();
  const editor = await newPage();

  await openSignedIn(dealer, 'dealer@demo.test', '/');
  const topBar = dealer.getByRole('link', { name: 'Mijn offertes' });
  await expect(topBar).toBeVisible();
  // Marks the page: a reload would lose it, so the new text must come without one.
  await dealer.evaluate(() => ((window as unknown as { untouched: boolean }).untouched = true));

  await openSignedIn(editor, 'super@demo.test', '/settings/translations?key=menu.myQuotations');
  await expect(editor.getByRole('heading', { name: 'Taal' })).toBeVisible();
  await editor.getByRole('button', { name: 'Vertaling bewerken menu.myQuotations' }).click();
  const dialog = editor.getByRole('dialog', { name: 'Vertaling bewerken' });
  await dialog.getByLabel('NL').fill('Mijn lopende offertes');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(editor.getByText('Succesvol bewaard')).toBeVisible();
  await expect(editor.getByRole('row', { name: /menu\.myQuotations/ })).toContainText('Aangepast');

  await expect(dealer.getByRole('link', { name: 'Mijn lopende offertes' })).toBeVisible();
  expect(await dealer.evaluate(() => (window as unknown as { untouched?: boolean }).untouched)).toBe(true);

  // The shipped text comes back the same way, for the journeys that read it. A click on the dialog
  // still zooming in is lost (CI: the dialog open, the edited text kept): clicked again until the
  // dealer reads the shipped text; restoring twice restores once.
  const restoring = editor.getByRole('dialog', { name: 'Vertaling bewerken' });
  await expect(async () => {
    if ((await restoring.count()) === 0)
      await editor.getByRole('button', { name: 'Vertaling bewerken menu.myQuotations' }).click();
    await restoring.getByRole('button', { name: 'Standaardtekst herstellen' }).click({ timeout: 2_000 });
    await expect(dealer.getByRole('link', { name: 'Mijn offertes' })).toBeVisible({ timeout: 5_000 });
  }).toPass();
});
