import { expect } from '@playwright/test';
import { test } from './fixtures';
import { openSignedIn } from './account-api';
import { expectAccessible } from './accessibility';

const HEADER =
  'Voornaam;Achternaam;E-mail;Telefoon;Statuut;Aanspreking;Taal;Geboortedatum;Straat;Huisnummer;Postcode;Gemeente;Datum rijbewijs;Dienst';
const row = (first: string, stamp: number, statute = 'EMPLOYEE') =>
  `${first};Import${stamp};${first.toLowerCase()}.${stamp}@import.test;0470123456;${statute};MS;nl;15/03/1985;Kerkstraat;12;2000;Antwerpen;01/06/2010;Groendienst`;
const csv = (...lines: string[]) => ({
  name: 'werknemers.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`),
});

test('a super user imports employees of a company: a refused row blocks the import until the file is corrected', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'super@demo.test', '/');
  // Stad Kortrijk asks its employees a custom property, Dienst: a column of that name fills it.
  await page.goto('/settings/import');
  await expect(page.getByRole('tab', { name: 'Import' })).toHaveAttribute('aria-selected', 'true');

  const picker = page.getByRole('combobox', { name: 'Bedrijf' });
  await picker.fill('Stad Kortrijk');
  await page
    .getByTestId(/^company-\d+$/)
    .filter({ hasText: /^Stad Kortrijk/ })
    .click();
  await expect(page.getByRole('button', { name: 'Kies een CSV- of XLSX-bestand' })).toBeVisible();

  const stamp = Date.now();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Kies een CSV- of XLSX-bestand' }).click();
  await (await chooser).setFiles(csv(row('Anna', stamp), row('Bart', stamp, 'PIRAAT')));
  await expect(page.getByText('2 rijen: 1 nieuw, 0 bijwerken, 0 ongewijzigd, 1 geweigerd')).toBeVisible();
  const refused = page.getByRole('row').filter({ hasText: 'Bart' });
  await expect(refused).toContainText('Geweigerd');
  await expect(refused).toContainText('Statuut: Onbekende waarde: PIRAAT');
  await expect(page.getByRole('button', { name: 'Importeren' })).toBeDisabled();
  await expectAccessible(page, 'import, a refused row');
  await page.screenshot({ path: 'test-results/import-refused.png', fullPage: true });

  // The corrected file: both rows new, Import on; the toast counts them.
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Kies een CSV- of XLSX-bestand' }).click();
  await (await again).setFiles(csv(row('Anna', stamp), row('Bart', stamp, 'WORKER')));
  await expect(page.getByText('2 rijen: 2 nieuw, 0 bijwerken, 0 ongewijzigd, 0 geweigerd')).toBeVisible();
  await page.getByRole('button', { name: 'Importeren' }).click();
  await expect(page.getByText('Import voltooid: 2 nieuw, 0 bijgewerkt, 0 ongewijzigd')).toBeVisible();
  await page.screenshot({ path: 'test-results/import-done.png', fullPage: true });

  // The same file again changes nothing.
  const third = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Kies een CSV- of XLSX-bestand' }).click();
  await (await third).setFiles(csv(row('Anna', stamp), row('Bart', stamp, 'WORKER')));
  await expect(page.getByText('2 rijen: 0 nieuw, 0 bijwerken, 2 ongewijzigd, 0 geweigerd')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importeren' })).toBeDisabled();
});
