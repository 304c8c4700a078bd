import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { openSignedIn } from './account-api';
import { expectAccessible } from './accessibility';
import { answerConfirmation, forThisTry } from './helpers';

/** Whether the chart's canvas has anything drawn on it. */
function drawn(canvas: Locator) {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context || element.width === 0) return false;
    return context.getImageData(0, 0, element.width, element.height).data.some((value) => value !== 0);
  });
}

function panel(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

test('an employer opens the dashboard: three charts drawn, each bar or slice leading to the filtered list', async ({
  page,
}) => {
  await openSignedIn(page, 'employeradmin@demo.test', '/employersportal');
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/employersportal\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The demo employer has several companies: the companies pie shows beside the other two.
  for (const title of ['Offertes per orderstatus', 'Offertes per fietstype', 'Offertes per bedrijf']) {
    const chart = panel(page, title).getByRole('img', { name: title });
    await expect(chart).toBeVisible();
    await expect.poll(() => drawn(chart)).toBe(true);
  }
  await expectAccessible(page);

  // NEW and TESTPURPOSES are never counted.
  const statuses = panel(page, 'Offertes per orderstatus').getByRole('link');
  const statusNames = await statuses.allInnerTexts();
  expect(statusNames.length).toBeGreaterThan(0);
  for (const name of statusNames) expect(name).not.toMatch(/^(Nieuw|Test):/);

  const bikeType = panel(page, 'Offertes per fietstype').getByRole('link').first();
  await expect(bikeType).toHaveAttribute('href', /^\/employersportal\/quotations\?bike_type_id=\d+$/);
  const company = panel(page, 'Offertes per bedrijf').getByRole('link').first();
  await expect(company).toHaveAttribute('href', /^\/employersportal\/quotations\?company_id=\d+$/);
  await statuses.first().click();
  await expect(page).toHaveURL(/\/employersportal\/quotations\?order_status_id=\d+$/);
});

test('an employer creates, renames and deletes a cost centre; one in use cannot be deleted', async ({
  page,
}) => {
  await openSignedIn(page, 'employeradmin@demo.test', '/employersportal');
  await page.getByRole('menuitem', { name: 'Kostenplaatsen' }).click();
  await expect(page).toHaveURL(/\/employersportal\/costcenters$/);
  await expect(page.getByRole('heading', { name: 'Kostenplaatsen' })).toBeVisible();
  // The first of the employer's companies is chosen: its cost centres are listed.
  await expect(page.getByRole('combobox', { name: 'Bedrijf' })).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expectAccessible(page);

  // The seeded cost centres are used by quotations: their delete is disabled and says why.
  const seeded = (await rows.first().locator('td').first().innerText()).trim();
  const blocked = page.getByRole('button', { name: `Verwijderen ${seeded}` });
  await expect(blocked).toBeDisabled();
  await blocked.locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Offertes gebruiken deze kostenplaats');

  const marketing = forThisTry('E2E Marketing');
  const communication = forThisTry('E2E Communicatie');
  const prompt = page.getByRole('dialog');
  await page.getByRole('button', { name: /Nieuw$/ }).click();
  await expect(prompt.getByLabel('Naam')).toBeFocused();
  await expectAccessible(page);
  await prompt.getByLabel('Naam').fill(marketing);
  await prompt.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Kostenplaats aangemaakt')).toBeVisible();
  await expect(page.getByRole('cell', { name: marketing, exact: true })).toBeVisible();

  // A name the company has, whatever its case, is refused: the prompt stays open and says why.
  await page.getByRole('button', { name: /Nieuw$/ }).click();
  await prompt.getByLabel('Naam').fill(marketing.toLowerCase());
  await prompt.getByRole('button', { name: 'Opslaan' }).click();
  const taken = 'Dit bedrijf heeft al een kostenplaats met deze naam';
  await expect(page.getByText(`Kan kostenplaats niet aanmaken: ${taken}`)).toBeVisible();
  await expect(prompt.getByText(taken)).toBeVisible();
  await prompt.getByRole('button', { name: 'Annuleren' }).click();
  await expect(prompt).toBeHidden();

  await page.getByRole('button', { name: `Bewerken ${marketing}` }).click();
  await prompt.getByLabel('Naam').fill(communication);
  await prompt.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Kostenplaats bijgewerkt')).toBeVisible();
  await expect(page.getByRole('cell', { name: communication, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: marketing, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: `Verwijderen ${communication}` }).click();
  await answerConfirmation(page, 'Verwijderen');
  await expect(page.getByText('Kostenplaats verwijderd')).toBeVisible();
  await expect(page.getByRole('cell', { name: communication, exact: true })).toHaveCount(0);
});
