import { expect } from '@playwright/test';
import { test } from './fixtures';
import { acceptInvitation, createDealerUser, superUserApi, uniqueEmail } from './account-api';
import { expectSignedInAs, signIn } from './helpers';

const password = 'Taalkeuze!2027';

test('a language chosen in my account applies at once, without a reload, and stays after one', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await superUserApi(playwright, baseURL!);
  const email = uniqueEmail('language');
  await createDealerUser(api, email);
  await acceptInvitation(api, email, password);
  await api.dispose();

  await signIn(page, email, password);
  await expectSignedInAs(page, email, '/');
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { name: 'Mijn account' })).toBeVisible();
  await expect(page).toHaveTitle('Mijn account · Spokes');

  // A mark on this window: a reload would wipe it.
  await page.evaluate(() => Object.assign(window, { languageJourney: 'same page' }));
  const languages = page.getByRole('radiogroup', { name: 'Taal' });
  await languages.getByText('Français').click();

  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  await expect(page).toHaveTitle('Mon compte · Spokes');
  await expect(page.getByText('La langue a été modifiée.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Changer le mot de passe' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => (window as { languageJourney?: string }).languageJourney)).toBe(
    'same page',
  );

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  await expect(
    page.getByRole('radiogroup', { name: 'Langue' }).getByRole('radio', { name: 'Français' }),
  ).toBeChecked();
});
