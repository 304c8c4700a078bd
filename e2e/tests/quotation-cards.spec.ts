import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectAccessible } from './accessibility';
import { gql, superUserApi } from './account-api';
import { expectSignedInAs, signIn } from './helpers';

// Issue 11's cards: the dealer opens an employee's quotations, duplicates one (the copy opens
// highlighted) and opens the quotation PDF the server generates.

const DEMO_DEALER = 'Fietsen Janssens';

type Listed = { id: number; employee: { id: number }; company: { id: number }; dealer: { name: string } };

test("the dealer duplicates an employee's quotation and opens its PDF", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await superUserApi(playwright, baseURL!);
  const { quotations } = await gql<{ quotations: { items: Listed[] } }>(
    api,
    `query { quotations(page: 1, filter: { no_order: true }) { items {
      id employee { id } company { id } dealer { name } } } }`,
  );
  const source = quotations.items.find((quotation) => quotation.dealer.name === DEMO_DEALER);
  expect(source, 'the demo seed has a quotation without order of the demo dealer').toBeDefined();

  await signIn(page, 'dealer@demo.test');
  await expectSignedInAs(page, 'dealer@demo.test', '/');
  await page.goto(`/quotations/${source!.employee.id}/${source!.company.id}/${source!.id}`);
  const cards = page.locator('.ant-card');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  await expectAccessible(page);

  const card = cards.filter({ has: page.getByRole('button', { name: 'Uitvoeren' }) }).first();
  const pdfUrl = await card.getByRole('link', { name: /PDF/ }).getAttribute('href');
  const response = await page.request.get(pdfUrl!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toMatch(
    /^inline; filename="Quotation_\d{4}-\d{2}-\d{2}\.pdf"$/,
  );
  expect((await PDFDocument.load(await response.body())).getPageCount()).toBe(1);

  await card.getByRole('button', { name: 'Dupliceren' }).click();
  await expect(page.getByText('Offerte gedupliceerd')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/quotations/${source!.employee.id}/${source!.company.id}/\\d+$`));
  expect(page.url()).not.toMatch(new RegExp(`/${source!.id}$`));
  await expect(cards).toHaveCount(before + 1);
});
