import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { openSignedIn } from './account-api';
import { expectSignedInAs } from './helpers';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/service-passes/${name}.png` });

/** Three consecutive barcodes no demo pass has: 3120 999 and a run of this test's own. */
const base = BigInt(`3120999${String(Date.now()).slice(-9)}000`);
const barcodes = [0n, 1n, 2n].map((i) => String(base + i));
const grouped = (code: string) => code.match(/.{1,4}/g)!.join(' ');

test('a super user adds a pack, assigns a dealer, reads, blocks and unblocks a card, and exports', async ({
  page,
}) => {
  // Nine screenshots and a download: on busy cores a single screenshot took 15 s.
  test.setTimeout(180_000);
  await openSignedIn(page, 'super@demo.test', '/');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Service Pass Beheer' }).click();
  await expect(page).toHaveURL(/\/service-pass-management$/);
  await expect(page.getByRole('heading', { name: 'Service Pass Beheer' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(1);
  await shot(page, '01-list');

  // Add a pack: letters are refused at the field, three barcodes taken with Enter.
  await page.getByRole('button', { name: 'Passen toevoegen' }).click();
  const add = page.getByRole('dialog', { name: 'Servicepassen toevoegen' });
  const field = add.getByLabel('Barcode');
  await field.fill('3120A');
  await field.press('Enter');
  await expect(add.getByRole('alert')).toHaveText('Enkel cijfers toegelaten!');
  for (const code of barcodes) {
    await field.fill(code);
    await field.press('Enter');
  }
  await expect(add.getByText(grouped(barcodes[2]))).toBeVisible();
  await shot(page, '02-add-modal');
  await add.getByRole('button', { name: 'OK' }).click();
  await expect(add).toBeHidden();

  // Filter on the pack's barcodes (the list keeps it in the address).
  await page.goto(`/service-pass-management?barcode=${barcodes[0].slice(0, 16)}`);
  await expect(page.getByRole('row', { name: new RegExp(grouped(barcodes[0])) })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('list-count')).toContainText('3');

  // Bulk-assign a registered dealer to the three.
  await page
    .getByRole('checkbox', { name: /alle|all/i })
    .first()
    .check();
  await page.getByRole('button', { name: 'Dealer toewijzen' }).click();
  const assign = page.getByRole('dialog', { name: /Dealer toewijzen aan 3 passen/ });
  const dealer = assign.getByLabel('Geregistreerde dealer');
  await dealer.focus();
  await dealer.pressSequentially('Velo Leuven');
  await dealer.press('Enter');
  await shot(page, '03-assign-dealer');
  await assign.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Wijzigingen opgeslagen!')).toBeVisible();
  await shot(page, '04-assigned');

  // Show followers: the pack of the middle pass.
  await page.getByRole('button', { name: `Toon opvolgers ${barcodes[1]}` }).click();
  await expect(page.getByRole('heading', { name: `Pakket van ${barcodes[0]}` })).toBeVisible();
  await shot(page, '05-followers');
  await page.getByRole('button', { name: 'Terug naar de lijst' }).click();

  // The card's transactions (a new card has none yet).
  await page.getByRole('button', { name: `Transacties ${barcodes[0]}` }).click();
  const transactions = page.getByRole('dialog', { name: /Transacties/ });
  await expect(transactions.getByText('Geen transacties')).toBeVisible();
  await shot(page, '06-transactions');
  await transactions.getByRole('button', { name: /Close|Sluiten/ }).click();

  // Details: block, block again (already blocked), unblock, each confirmed, in the history.
  await page.getByRole('button', { name: `Details ${barcodes[0]}` }).click();
  const details = page.getByRole('dialog', { name: /Details/ });
  await expect(details.getByText('Kaartinfo')).toBeVisible();
  await shot(page, '07-details');
  // Each button has its own confirmation, which stays open until the answer is in and then
  // fades out: on a busy machine the one before can still be showing, so the one asked is found
  // by its question.
  const confirm = async (button: string, question: string) => {
    await page.getByRole('button', { name: button, exact: true }).click();
    const popconfirm = page.locator('.ant-popconfirm').filter({ hasText: question });
    await popconfirm.getByRole('button', { name: /OK|Ja/ }).click();
  };
  const card = grouped(barcodes[0]);
  await confirm('Blokkeren', `Kaart ${card} blokkeren?`);
  await expect(page.getByText('Kaart geblokkeerd')).toBeVisible();
  await expect(details.getByText('Info uit givacard: Kaart is geblokkeerd')).toBeVisible();
  await confirm('Blokkeren', `Kaart ${card} blokkeren?`);
  await expect(page.getByText('Kaart is reeds geblokkeerd')).toBeVisible();
  await shot(page, '08-already-blocked');
  await confirm('Deblokkeren', `Kaart ${card} deblokkeren?`);
  await expect(page.getByText('Kaart gedeblokkeerd')).toBeVisible();
  await expect(details.getByRole('row', { name: /Gedeblokkeerd/ })).toBeVisible();
  await expect(details.getByRole('row', { name: /^Geblokkeerd/ })).toBeVisible();
  await shot(page, '09-history');
  await details.getByRole('button', { name: /Close|Sluiten/ }).click();

  // Export the filtered list.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporteer CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^servicepassen-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toMatch(/^Barcode;Dealer;Werknemer;/);
  expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(barcodes.map(grouped));
});

test('a dealer who opens /service-pass-management lands on the home page', async ({ page }) => {
  await openSignedIn(page, 'dealer@demo.test', '/service-pass-management');
  await expectSignedInAs(page, 'dealer@demo.test', '/');
});
