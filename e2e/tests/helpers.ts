import { expect, test, type Locator, type Page } from '@playwright/test';
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

/**
 * Picks an option of an Ant Design select (typing `search` first into one that is searched). A
 * click on an option while the list is still sliding in is lost, and a click on the field while
 * the list of the field before is still sliding out can be too: the list stays open, or never
 * opens, with nothing chosen, and a save then sends nothing. Opens and picks again until the
 * field shows a value.
 */
export async function chooseOption(
  page: Page,
  field: Locator,
  option: (list: Locator) => Locator,
  search?: string,
) {
  const list = page.locator('.ant-select-dropdown:visible');
  const content = field.locator('xpath=ancestor::*[contains(@class, "ant-select-content")][1]');
  await expect(async () => {
    if ((await list.count()) === 0) {
      await field.click();
      if (search) await field.fill(search);
    }
    await option(list).click({ timeout: 2_000 });
    await expect(content).toHaveClass(/ant-select-content-has-value/, { timeout: 2_000 });
  }).toPass();
}

/**
 * Answers the open Ant Design confirmation with `answer`. A click while it is still zooming in is
 * lost and leaves it open: clicks again until it has closed. A button still busy with the answer
 * ignores the clicks after the first.
 */
export async function answerConfirmation(page: Page, answer: string) {
  const open = page.locator('.ant-popconfirm:visible');
  await expect(open).toHaveCount(1);
  await expect(async () => {
    const button = open.getByRole('button', { name: answer, exact: true });
    if ((await button.count()) > 0) await button.click({ timeout: 2_000 });
    await expect(open).toHaveCount(0, { timeout: 2_000 });
  }).toPass();
}

/** The option of a select's list with this title (its text). */
export const titled = (title: string) => (list: Locator) =>
  list.locator(`.ant-select-item-option[title="${title}"]`);

/** The first option of a select's list. */
export const firstOption = (list: Locator) => list.locator('.ant-select-item-option').first();

/**
 * The name of something a journey creates, told apart on a retry: the retry runs on the same
 * server, where a first try that failed half-way left what it had made.
 */
export function forThisTry(name: string) {
  const { retry } = test.info();
  return retry === 0 ? name : `${name} ${retry + 1}`;
}
