import { expect } from '@playwright/test';
import { test } from './fixtures';
import { openSignedIn } from './account-api';
import { expectSignedInAs } from './helpers';

test('a super user reads the reference tabs and filters the webhook attempts in /settings', async ({
  page,
}) => {
  // Three tabs, a filter, a reload, RESET and paging: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await openSignedIn(page, 'super@demo.test', '/');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Instellingen' }).click();
  // The first tab is Dealers (spec 03 section 2.2).
  await expect(page).toHaveURL(/\/settings\/dealers$/);
  await expect(page.getByRole('heading', { name: 'Instellingen' })).toBeVisible();

  await page.getByRole('tab', { name: 'Order statusen' }).click();
  const rows = page.getByRole('row');
  // Highest index first: up arrows above 0, down arrows from 0.
  await expect(rows.nth(1)).toContainText('DELIVERED');
  await expect(rows.nth(1).getByRole('img', { name: 'Vooruit' })).toBeVisible();
  await expect(rows.last()).toContainText('REFUSED');
  await expect(rows.last().getByRole('img', { name: 'Achteruit' })).toBeVisible();

  await page.getByRole('tab', { name: 'Webhookpogingen' }).click();
  // Other journeys may add attempts: compare with the count before filtering, not a fixed one.
  await expect(page.getByTestId('list-count')).not.toHaveText('0 resultaten');
  const unfiltered = await page.getByTestId('list-count').textContent();
  await page
    .getByRole('columnheader', { name: /Resultaat/ })
    .getByRole('button')
    .last()
    .click();
  // A choice filter applies the radio picked at once.
  await page
    .getByRole('radiogroup', { name: /Resultaat/ })
    .getByRole('radio', { name: 'Niet ok' })
    .click();
  await expect(page).toHaveURL(/success=false/);
  await expect(page.getByTestId('list-count')).not.toHaveText(unfiltered ?? '');
  await expect(page.getByText(/^\d+ Niet ok$/).first()).toBeVisible();
  await expect(page.getByText(/^\d+ Ok$/)).toHaveCount(0);

  // A reload in the same tab keeps the filter; RESET on an empty result clears it.
  await page.goto('/settings/webhook-attempts');
  await expect(page).toHaveURL(/success=false/);
  await page.goto('/settings/webhook-attempts?success=false&quotation_number=nothing-like-this');
  // The chips' RESET and the empty state's both clear every filter.
  await page.getByRole('button', { name: 'RESET' }).first().click();
  await expect(page).toHaveURL(/\/settings\/webhook-attempts$/);
  await expect(page.getByTestId('list-count')).toHaveText(unfiltered ?? '');

  await page.getByRole('button', { name: 'Verstuurde data' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('"quotation_number"');
});

test('a super user reads who changed what in the change log, filtered by data', async ({ page }) => {
  await openSignedIn(page, 'super@demo.test', '/settings/audit-log');
  await expect(page.getByRole('heading', { name: 'Wijzigingslog' })).toBeVisible();
  await expect(page.getByTestId('list-count')).not.toHaveText('0 resultaten');
  await page
    .getByRole('columnheader', { name: /Gegevens/ })
    .getByRole('button')
    .last()
    .click();
  await page
    .getByRole('radiogroup', { name: /Gegevens/ })
    .getByRole('radio', { name: 'Berekeningsbladen' })
    .click();
  await expect(page).toHaveURL(/table=company_calculation_sheets/);
  await expect(page.getByRole('row').nth(1)).toContainText('durationMonths');
  await expect(page.getByRole('row').nth(1)).toContainText('Sam Super');
});

test('a dealer who opens /settings lands on the home page', async ({ page }) => {
  await openSignedIn(page, 'dealer@demo.test', '/');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Instellingen' })).toHaveCount(0);
  await page.goto('/settings/webhook-attempts');
  await expectSignedInAs(page, 'dealer@demo.test', '/');
});
