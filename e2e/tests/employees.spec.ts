import { expect } from '@playwright/test';
import { test } from './fixtures';
import { openSignedIn } from './account-api';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectAccessible } from './accessibility';
import { chooseOption, firstOption } from './helpers';

// Issue 11's journey: a dealer picks a company on the home page, reads its card, adds an employee
// with the company's extra field (asked before leaving unsaved work), makes a speed-pedelec
// quotation for them (refused until the employee has the fields a speed pedelec needs), sees
// its card, reads the PDF the server made of it, and duplicates it.

/** A valid Belgian national register number for someone born on the given day (before 2000). */
function nationalRegister(yymmdd: string, serial: string) {
  const check = String(97 - (Number(yymmdd + serial) % 97)).padStart(2, '0');
  return `${yymmdd}${serial}${check}`;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const page = await pdf.getPage(1);
  const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  await pdf.destroy();
  return text.replace(/\s+/g, ' ');
}

test('a dealer finds a company, adds an employee, makes a speed-pedelec quotation, reads its PDF and duplicates it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'dealer@demo.test', '/');

  await page.locator('#home-company').click();
  await page.locator('[data-testid^="company-"]').filter({ hasText: 'Stad Kortrijk' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Stad Kortrijk').first()).toBeVisible();
  await expectAccessible(page, 'company info');
  await dialog.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/\/employees\/\d+$/);
  await expect(page.getByRole('heading', { name: /Werknemers · Stad Kortrijk/ })).toBeVisible();
  await expect(page.getByText(/^\d+ werknemers$/)).toBeVisible();
  await expectAccessible(page);

  // The barcode tab: nothing typed is refused without a request.
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.getByText('No barcode entered')).toBeVisible();

  await page.getByRole('button', { name: 'Werknemer toevoegen' }).click();
  await expect(page).toHaveURL(/\/employee\/new\/\d+$/);
  const save = page.getByTestId('employee-save');
  await expect(save).toBeDisabled();
  const stamp = Date.now();
  await page.getByLabel('Voornaam').fill('Eva');
  await page.getByLabel('Achternaam').fill(`Test${stamp}`);
  await page.getByLabel('E-mail').fill(`eva.${stamp}@stad-kortrijk.test`);
  await page.getByLabel('Telefoon').fill('0470 12 34 56');
  await page.getByRole('radiogroup', { name: 'Statuut' }).getByText('Bediende').click();
  await page.getByLabel('Straat').fill('Grote Markt');
  await page.getByLabel('Huisnummer').fill('1');
  await page.getByLabel('Postcode').fill('8500');
  await page.getByLabel('Gemeente').fill('Kortrijk');
  await page.getByLabel('Geboortedatum').fill('28/02/1990');
  await expect(save).toBeDisabled();
  await page.getByLabel('Dienst').fill('Bibliotheek');
  await expectAccessible(page, 'employee form');

  // Unsaved work: the menu link asks first, and staying keeps the form.
  await page.getByRole('link', { name: 'Mijn offertes' }).click();
  await expect(page.getByRole('dialog', { name: 'Wijzigingen verwerpen?' })).toBeVisible();
  await page.getByRole('button', { name: 'Blijven' }).click();
  await expect(page).toHaveURL(/\/employee\/new\/\d+$/);

  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Werknemer opgeslagen')).toBeVisible();
  await expect(page).toHaveURL(/\/employee\/\d+\/\d+$/);
  await expect(save).toBeDisabled();
  await expect(page.getByTestId('employee-to-quotations')).toBeEnabled();

  // The quotation: a speed pedelec needs the driving licence date and the national register.
  await page.getByTestId('employee-to-quotations').click();
  await expect(page).toHaveURL(/\/quotations\/\d+$/);
  const employeeId = Number(new URL(page.url()).pathname.split('/')[2]);
  await page.getByRole('button', { name: 'Nieuwe offerte' }).click();
  await expect(page).toHaveURL(`/quotations/${employeeId}/new`);
  const saveQuotation = page.getByRole('button', { name: 'Opslaan' });
  await page.getByRole('textbox', { name: 'Leverbaarheid' }).fill('Binnen 3 weken');
  await page.getByRole('radiogroup', { name: 'Fietstype' }).getByText('Speed pedelec').click();
  await chooseOption(page, page.getByRole('combobox', { name: 'Fietsmerk' }), firstOption);
  await page.getByRole('spinbutton', { name: /^Prijs fiets/ }).fill('4999,00');
  await expect(page.getByText('mandatory fields speed pedelec missing')).toBeVisible();
  await expect(saveQuotation).toBeDisabled();
  await expectAccessible(page, 'speed pedelec refused');

  await page.getByRole('link', { name: 'Werknemer aanvullen' }).click();
  await expect(page).toHaveURL(new RegExp(`/employee/${employeeId}/\\d+$`));
  await page.getByLabel('Datum rijbewijs').fill('15/06/2010');
  await page.getByLabel('Rijksregisternummer').fill(nationalRegister('900228', '123'));
  await save.click();
  // The first save's toast may still be showing: the newest one is the last.
  await expect(page.getByText('Werknemer opgeslagen').last()).toBeVisible();
  await expect(save).toBeDisabled();

  await page.goto(`/quotations/${employeeId}/new`);
  await page.getByRole('textbox', { name: 'Leverbaarheid' }).fill('Binnen 3 weken');
  await page.getByRole('radiogroup', { name: 'Fietstype' }).getByText('Speed pedelec').click();
  await chooseOption(page, page.getByRole('combobox', { name: 'Fietsmerk' }), firstOption);
  await page.getByRole('spinbutton', { name: /^Prijs fiets/ }).fill('4999,00');
  await page.getByRole('textbox', { name: 'Leverbaarheid' }).click();
  await expect(page.getByText('mandatory fields speed pedelec missing')).toHaveCount(0);
  await expect(saveQuotation).toBeEnabled();
  // The result card's PDF: the server computes it from the form, before anything is saved.
  const preview = page.waitForEvent('download');
  await page.getByTestId('quotation-result').getByRole('button', { name: /PDF/ }).click();
  expect((await preview).suggestedFilename()).toBe(`Offerte_Eva_Test${stamp}.pdf`);
  await saveQuotation.click();

  // The card, highlighted, and the PDF the server makes of the stored quotation.
  await expect(page).toHaveURL(new RegExp(`/quotations/${employeeId}/\\d+/\\d+$`));
  const cards = page.locator('.ant-card');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  const number = (await card.getByText(/^Q\d+$/).textContent())!;
  await expect(card.getByText('Speed pedelec')).toBeVisible();
  await expectAccessible(page, 'quotation card');
  const pdf = await page.request.get((await card.getByRole('link', { name: /PDF/ }).getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toContain(`filename="Offerte_${number}_Eva_Test${stamp}.pdf"`);
  const text = await pdfText(await pdf.body());
  expect(text).toContain(number);
  expect(text).toContain(`Eva Test${stamp}`);
  expect(text).toContain('Stad Kortrijk');
  expect(text).toContain('Speed pedelec');
  expect(text).toMatch(/€\s?4\.999,00/);

  const quotationIdIn = (url: string) => Number(new URL(url).pathname.split('/').pop());
  const sourceId = quotationIdIn(page.url());
  await card.getByRole('button', { name: 'Dupliceren' }).click();
  await expect(page.getByText('Offerte gedupliceerd')).toBeVisible();
  await expect(cards).toHaveCount(2);
  // The copy opens highlighted: the route now names it.
  await expect.poll(() => quotationIdIn(page.url())).toBeGreaterThan(sourceId);
});
