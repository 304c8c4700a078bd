import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';

export const DEMO_PASSWORD = 'Spokes!2026';

// The sign-in page and every home a journey lands on are checked for accessibility here; the
// journeys check the other screens they reach themselves, once each is shown.

/** Signs in through the page, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
}

export async function expectSignedInAs(page: Page, email: string, path: string) {
  await expect(page.getByTestId('viewer-identity')).toContainText(email, { timeout: 10_000 });
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expectAccessible(page);
}
