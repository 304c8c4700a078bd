import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { openSignedIn } from './account-api';
import { expectAccessible } from './accessibility';
import { chooseOption, titled } from './helpers';

const DATE = /^\d{2}\/\d{2}\/\d{4}$/;
const AMOUNT = /^\d+,\d{2}$/;

test('an employer lists its quotations, filters them and exports the file with the same rows', async ({
  page,
}) => {
  await openSignedIn(page, 'employeradmin@demo.test', '/employersportal');
  await page.getByRole('menuitem', { name: 'Alle offertes' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/employersportal/quotations');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expectAccessible(page);

  // The status dropdown offers neither Nieuw nor Test.
  const status = page.getByRole('combobox', { name: 'Orderstatus' });
  await status.click();
  const options = page.locator('.ant-select-item-option');
  await expect(options.first()).toBeVisible();
  const offered = await options.allInnerTexts();
  expect(offered).toContain('Geleverd');
  expect(offered).not.toContain('Nieuw');
  expect(offered).not.toContain('Test');
  await chooseOption(page, status, titled('Geleverd'));
  await expect(page).toHaveURL(/order_status_id=5/);
  // The filtered page has arrived once every row shows the status.
  await expect(page.locator('.ant-table-row').filter({ hasNotText: 'Geleverd' })).toHaveCount(0);
  const count = page.getByTestId('list-count');
  await expect(count).toHaveText(/^\d+ result/);
  const total = Number((await count.innerText()).split(' ')[0]);
  expect(total).toBeGreaterThan(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporteren' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^offertes-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText(`Export klaar: ${total} rijen`)).toBeVisible();

  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = bytes
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
  expect(header.slice(0, 3)).toEqual(['Offertenummer', 'Werknemer', 'Orderstatus']);
  // The demo's names hold no semicolon or quote: each line splits into its 13 cells.
  expect(rows).toHaveLength(total);
  for (const row of rows) {
    expect(row).toHaveLength(13);
    expect(row[2]).toBe('Geleverd');
    expect(row[7]).toMatch(DATE);
    expect(row[8]).toMatch(DATE);
    expect(row[10]).toMatch(AMOUNT);
  }
});

test('on a 1366-pixel laptop the amount stays in sight beside the decision, a long company name clipped', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  // The demo's Liège engineering company has the longest name of its group.
  await openSignedIn(page, 'employer@demo.test', '/employersportal/quotations');
  const header = (name: string) => page.getByRole('columnheader', { name, exact: true });
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const amount = await header('Leasebedrag incl. btw').boundingBox();
  const decision = await header('Goedgekeurd').boundingBox();
  expect(amount!.x + amount!.width).toBeLessThanOrEqual(decision!.x + 1);

  const company = page.locator('.ant-table-row').first().locator('.ant-typography-ellipsis').nth(1);
  const name = (await company.textContent()) ?? '';
  expect(await company.evaluate((cell) => cell.scrollWidth > cell.clientWidth)).toBe(true);
  await company.hover();
  await expect(page.getByRole('tooltip')).toHaveText(name);
});
