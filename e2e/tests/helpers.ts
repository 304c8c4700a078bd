import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Spokes!2026';

/** Signs in through the page, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
}

export async function expectSignedInAs(page: Page, email: string, path: string) {
  await expect(page.getByTestId('viewer-identity')).toContainText(email, { timeout: 10_000 });
  await expect(page).toHaveURL((url) => url.pathname === path);
}
