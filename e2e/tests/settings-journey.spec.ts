import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible } from './accessibility';
import { gql, superUserApi, openSignedIn } from './account-api';
import { chooseOption, firstOption, signIn, titled } from './helpers';

// Issue 23's journey: the back office onboards a company in the settings (under a parent, with
// its fields, a cost centre, a statute and a logo), gives it its own calculation sheet with a
// longer duration after reading the sample's change, and a dealer then quotes that company's new
// employee with the new sheet.

// A 1 x 1 PNG: checked by its content on the server, so it must be a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAFhwJ/lyHSaQAAAABJRU5ErkJggg==',
  'base64',
);

test('a company made in the settings, with its own sheet, gets a dealer quotation computed with that sheet', async ({
  newPage,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Fietsfabriek ${stamp}`;
  const backOffice = await newPage();
  await openSignedIn(backOffice, 'super@demo.test', '/settings/companies');
  await backOffice.getByRole('button', { name: 'Nieuw', exact: true }).click();
  const created = backOffice.getByRole('dialog', { name: 'Nieuw bedrijf' });

  await created.getByLabel('Naam', { exact: true }).fill(name);
  await chooseOption(backOffice, created.getByLabel('Facturatiepartij'), firstOption);
  await chooseOption(
    backOffice,
    created.getByLabel('Moederbedrijf'),
    (list) =>
      list
        .getByTestId(/^company-\d+$/)
        .filter({ hasText: /^Stad Kortrijk/ })
        .first(),
    'Stad Kortrijk',
  );
  await chooseOption(backOffice, created.getByLabel('Template variant'), titled('Standaard'));
  await created
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(created.getByText('Wordt opgeladen bij het opslaan')).toBeVisible();

  await created.getByRole('tab', { name: 'Velden', exact: true }).click();
  await expect(created.getByText('Catalogusprijs van de fiets inclusief btw, zonder korting.')).toBeVisible();
  await created.getByRole('tab', { name: 'Kostenplaatsen' }).click();
  await created.getByRole('button', { name: /Nieuwe kostenplaats/ }).click();
  const prompt = backOffice.getByRole('dialog').filter({ hasText: 'Nieuwe kostenplaats' }).last();
  // The exact label: until the prompt opens, `.last()` is the company modal, whose tab panel is
  // labelled "Kostenplaatsen".
  await prompt.getByLabel('Kostenplaats', { exact: true }).fill('Atelier');
  await prompt.getByRole('button', { name: 'Opslaan' }).click();
  await created.getByRole('tab', { name: 'Statuten' }).click();
  await created.getByRole('checkbox', { name: 'Bediende' }).check();
  await expectAccessible(backOffice, 'company modal, statutes');
  await created.getByRole('button', { name: 'Opslaan', exact: true }).click();
  // The toast waits for two requests, the company and then its logo, which on a busy machine take
  // longer than an assertion waits; it stays three seconds, and the wait looks at least each second.
  await expect(backOffice.getByText('Bedrijfsgegevens aangemaakt')).toBeVisible({ timeout: 30_000 });

  // Its own sheet: generated from the parent's, then opened from the General tab.
  const saved = backOffice.getByRole('dialog', { name: `Bedrijf ${name}` });
  await saved.getByRole('tab', { name: 'Algemeen' }).click();
  await saved.getByRole('button', { name: 'Genereer sheet' }).click();
  await expect(backOffice.getByText('Berekeningsblad gegenereerd')).toBeVisible();
  await saved.getByRole('link', { name: 'Berekeningsblad openen' }).click();
  await expect(backOffice).toHaveURL(/\/settings\/companies\/\d+\/calculation-sheet$/);
  const companyId = Number(new URL(backOffice.url()).pathname.split('/')[3]);

  const preview = backOffice.getByTestId('sheet-preview');
  const leaseRow = preview.getByRole('row', { name: /^Leasebedrag incl\. btw/ });
  await expect(leaseRow.getByRole('cell').nth(2)).toHaveText(/^€/);
  const before = await leaseRow.getByRole('cell').nth(1).textContent();
  await backOffice.getByLabel('Looptijd (maanden)').fill('48');
  // The sample's old and new amounts side by side before anything is saved.
  await expect(leaseRow.locator('[data-changed]')).toBeVisible();
  const after = (await leaseRow.getByRole('cell').nth(2).textContent()) ?? '';
  expect(after).not.toBe(before);
  await expectAccessible(backOffice, 'calculation sheet page');
  await backOffice.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(backOffice.getByText('Berekeningsblad opgeslagen als versie 2')).toBeVisible();

  const api = await superUserApi(playwright, baseURL!);
  const { settingsCompany } = await gql<{ settingsCompany: { logo_url: string | null } }>(
    api,
    'query($id: Int!) { settingsCompany(id: $id) { logo_url } }',
    { id: companyId },
  );
  expect(settingsCompany.logo_url).toMatch(new RegExp(`^/files/companies/${companyId}/logo`));

  // The dealer finds the company, adds its employee and quotes: the new sheet's amount.
  const dealer = await newPage();
  await signIn(dealer, 'dealer@demo.test');
  const picker = dealer.getByRole('combobox', { name: 'Kies een bedrijf' });
  await expect(picker).toBeFocused({ timeout: 10_000 });
  await picker.fill(name);
  await dealer.getByTestId(`company-${companyId}`).click();
  await dealer.getByRole('dialog').getByRole('button', { name: 'Werknemer toevoegen' }).click();
  await expect(dealer).toHaveURL(new RegExp(`/employee/new/${companyId}$`));
  await dealer.getByLabel('Voornaam').fill('Mira');
  await dealer.getByLabel('Achternaam').fill(`Maes${stamp}`);
  await dealer.getByLabel('E-mail').fill(`mira.${stamp}@fietsfabriek.test`);
  await dealer.getByLabel('Telefoon').fill('0470 12 34 56');
  // The company allows one statute only.
  const statutes = dealer.getByRole('radiogroup', { name: 'Statuut' });
  await expect(statutes.getByRole('radio')).toHaveCount(1);
  await statutes.getByText('Bediende').click();
  await dealer.getByLabel('Straat').fill('Grote Markt');
  await dealer.getByLabel('Huisnummer').fill('1');
  await dealer.getByLabel('Postcode').fill('8500');
  await dealer.getByLabel('Gemeente').fill('Kortrijk');
  await dealer.getByLabel('Geboortedatum').fill('28/02/1990');
  await dealer.getByRole('button', { name: 'Opslaan en offerte maken' }).click();

  await expect(dealer).toHaveURL(/\/quotations\/\d+\/new$/);
  await dealer.getByRole('textbox', { name: 'Leverbaarheid' }).fill('Binnen 2 weken');
  await dealer.getByRole('radiogroup', { name: 'Fietstype' }).getByText('Elektrische fiets').click();
  await dealer.getByRole('combobox', { name: 'Fietsmerk' }).click();
  await dealer.keyboard.press('Enter');
  await dealer.getByRole('spinbutton', { name: /^Waarde fiets/ }).fill('2500');
  // The sample of the preview is this bike: the same amount, computed with version 2.
  await expect(dealer.getByTestId('result-lease_amount_vat')).toHaveText(after.trim());
  await dealer.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(dealer).toHaveURL(/\/quotations\/\d+\/\d+\/\d+$/);
  const quotationId = Number(new URL(dealer.url()).pathname.split('/').pop());
  const { quotation } = await gql<{ quotation: { sheet_version: number } }>(
    api,
    'query($id: Int!) { quotation(id: $id) { sheet_version } }',
    { id: quotationId },
  );
  expect(quotation.sheet_version).toBe(2);
});
