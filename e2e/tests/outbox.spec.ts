import { expect } from '@playwright/test';
import { test } from './fixtures';
import { openSignedIn } from './account-api';
import { expectAccessible } from './accessibility';
import { expectSignedInAs } from './helpers';

test('a forgotten password mail shows up in the super user outbox and opens', async ({ page }) => {
  // Someone asks for a reset link on the sign-in page: no transport is configured, so it is kept.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
  await page.getByLabel('E-mailadres').fill('employer@demo.test');
  await page.getByRole('button', { name: 'Link versturen' }).click();
  await expect(page.getByText('password reset mail sent')).toBeVisible();
  await expectAccessible(page);

  await openSignedIn(page, 'super@demo.test', '/');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/outbox$/);

  // The recipient filter sits in its column's header.
  await page.getByRole('img', { name: 'Zoek op ontvanger' }).click();
  const search = page.getByPlaceholder('Zoek op ontvanger');
  await search.fill('employer@demo');
  await search.press('Enter');
  const row = page.getByRole('row', { name: /employer@demo\.test/ }).first();
  await expect(row).toContainText('Stel je wachtwoord opnieuw in');
  await expect(row).toContainText('E-mail');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expectAccessible(page);

  await row.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('employer@demo.test');
  await expect(drawer).toContainText('password-reset (NL)');
  // The HTML body runs in an iframe with an empty sandbox: shown, but without scripts.
  const frame = drawer.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(
    drawer.frameLocator('iframe').getByRole('link', { name: 'Kies een nieuw wachtwoord' }),
  ).toBeVisible();
  await drawer.getByRole('tab', { name: 'Tekst' }).click();
  await expect(drawer.getByTestId('message-text')).toContainText('/action?mode=resetPassword&oobCode=');
  await expectAccessible(page, 'outbox message drawer');
  // A kept mail was not refused: nothing to send again.
  await expect(drawer.getByRole('button', { name: 'Opnieuw versturen' })).toHaveCount(0);
});

test('a dealer who opens /outbox lands on the home page, without an outbox entry', async ({ page }) => {
  await openSignedIn(page, 'dealer@demo.test', '/');
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Mijn account' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Outbox' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/outbox');
  await expectSignedInAs(page, 'dealer@demo.test', '/');
});
