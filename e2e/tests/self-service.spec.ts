import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { openSignedIn } from './account-api';
import { expectAccessible } from './accessibility';

// The demo company Brouwerij Zonnedal hands its employees this code (apps/server/src/db/seed).
const DEMO_ACCESS_CODE = 'ZONNEDAL26';

/** From the sign-in page's link to the result, as an employee on their phone would. */
async function computeSimulation(page: Page, name: string, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Maak zelf je berekening' }).click();
  await expect(page).toHaveURL(/\/employee-access$/);
  await page.getByRole('button', { name: 'Valideer' }).click();
  await expect(page.getByText('Gelieve een access code in te vullen')).toBeVisible();
  await page.getByLabel('Access code').fill('nope');
  await page.getByLabel('Access code').press('Enter');
  await expect(page.getByRole('alert')).toContainText('Controleer je access code');
  await expectAccessible(page, '/employee-access code');

  // Typed as it often is: lower case, with a space.
  await page
    .getByLabel('Access code')
    .fill(`${DEMO_ACCESS_CODE.slice(0, 6).toLowerCase()} ${DEMO_ACCESS_CODE.slice(6)}`);
  await page.getByLabel('Access code').press('Enter');
  await expect(page.getByRole('heading', { name: 'Brouwerij Zonnedal' })).toBeVisible();
  await page.getByText('Elektrische fiets', { exact: true }).click();
  await page.getByLabel('Prijs fiets').fill('2499,95');
  await page.getByLabel('Fietsenwinkel').click();
  await page.getByLabel('Fietsenwinkel').fill('Leuven');
  await page.getByLabel('Fietsenwinkel').press('Enter');
  await page.getByLabel('Naam').fill(name);
  await page.getByLabel('E-mail').fill(email);
  // The company's first statute is chosen already; its required employee fields are asked.
  await expect(page.getByLabel('Statuut')).toBeVisible();
  for (const [label, value] of [
    ['Personeelsnummer', 'E-1042'],
    ['Datum rijbewijs', '04/03/2012'],
  ])
    if (await page.getByLabel(label).count()) await page.getByLabel(label).fill(value);
  await expectAccessible(page, '/employee-access form');
  await page.getByRole('button', { name: 'Bereken' }).click();

  const result = page.getByTestId('quotation-result');
  await expect(result).toBeVisible();
  await expect(result.getByTestId('result-total_vat_included')).toHaveText('€ 2.499,95');
  await expect(result).toContainText('er wordt niets bewaard');
  await expectAccessible(page, '/employee-access result');
}

test('an employee computes a simulation with the access code and mails it to themselves and the dealer', async ({
  page,
}) => {
  await computeSimulation(page, 'Zoë Peeters', 'zoe.peeters@zonnedal.test');
  await page.getByRole('checkbox', { name: /Naar de dealer \(Velo Leuven\)/ }).check();
  await page.getByRole('button', { name: 'Verstuur' }).click();
  await expect(page.getByText('De mail is succesvol verzonden.')).toBeVisible();

  // The mail with its PDF is in the outbox.
  await page.goto('/login');
  await openSignedIn(page, 'super@demo.test', '/outbox');
  await page.getByRole('img', { name: 'Zoek op ontvanger' }).click();
  await page.getByPlaceholder('Zoek op ontvanger').fill('zoe.peeters@zonnedal.test');
  await page.getByPlaceholder('Zoek op ontvanger').press('Enter');
  const row = page.getByRole('row', { name: /zoe\.peeters@zonnedal\.test/ }).first();
  await expect(row).toContainText('Je simulatie voor een fiets via Brouwerij Zonnedal');
  await row.click();
  const download = page.waitForEvent('download');
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /Simulatie_Zoë_Peeters\.pdf/ })
    .click();
  expect((await download).suggestedFilename()).toBe('Simulatie_Zoë_Peeters.pdf');
});

test('on a phone the steps fit the screen', async ({ newPage }) => {
  const page = await newPage({ viewport: { width: 390, height: 844 }, locale: 'nl-BE' });
  await computeSimulation(page, 'Jonas Wouters', 'jonas.wouters@zonnedal.test');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
