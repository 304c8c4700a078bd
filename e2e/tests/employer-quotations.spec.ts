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
