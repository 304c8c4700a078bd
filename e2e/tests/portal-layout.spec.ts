import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { openSignedIn } from './account-api';
import { expectSignedInAs } from './helpers';

/** The employer portal's frame: its side menu with the Inbox entry, and no dealer top bar. */
async function expectPortalLayout(page: Page, selectedEntry: string) {
  await expect(page.getByRole('menuitem', { name: /Inbox/ })).toBeVisible();
  // The entry's name, then the Inbox's unread count when it has one.
  await expect(page.locator('.ant-menu-item-selected')).toHaveText(
    new RegExp(`^${selectedEntry}(\\d+\\+?)?$`),
  );
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
}

test('an employer-only user opening the dealer addresses of my account and user management stays in the portal', async ({
  page,
}) => {
  await openSignedIn(page, 'employeradmin@demo.test', '/my-account');
  await expect(page).toHaveURL((url) => url.pathname === '/employersportal/my-account');
  await expect(page.getByRole('heading', { name: 'Mijn account' })).toBeVisible();
  await expectPortalLayout(page, 'Mijn account');

  await page.goto('/dealer-management');
  await expect(page).toHaveURL((url) => url.pathname === '/employersportal/user-management');
  await expect(page.getByRole('tab')).toHaveText(['Bedrijfsgebruikers']);
  await expectPortalLayout(page, 'Gebruikersbeheer');
  await expect(page).toHaveTitle('Gebruikersbeheer · Spokes');
  // No way out to a back office it has no access to.
  await expect(page.getByRole('menuitem', { name: /Backoffice/ })).toHaveCount(0);
});

test('a super user in the portal goes back to the back office from the side menu', async ({ page }) => {
  await openSignedIn(page, 'super@demo.test', '/');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Werkgeversportaal' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/employersportal');
  await expectPortalLayout(page, 'Inbox');

  await page.getByRole('menuitem', { name: 'Backoffice' }).click();
  await expectSignedInAs(page, 'super@demo.test', '/');
  // The back office's top bar has an inbox of its own (issue 30), not the portal's entries.
  await expect(page.getByRole('menuitem', { name: /Kostenplaatsen/ })).toHaveCount(0);
});
