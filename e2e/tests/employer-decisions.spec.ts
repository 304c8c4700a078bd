import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible } from './accessibility';
import { gql, type Api, demoUserApi, openSignedIn } from './account-api';

// Issue 12's decisions: the employer admin refuses one quotation and approves another from the
// portal's detail modal while the dealer of both watches the back-office overview, live.

const DEMO_DEALER = 'Fietsen Janssens';
const SEND_TO_DECIDER = 6;

type Listed = { id: number; quotation_number: string; employee: { id: number }; dealer: { name: string } };

/** The dealer's quotations waiting for the employer, every page. */
async function waitingQuotations(dealer: Api): Promise<Listed[]> {
  const query = `query($page: Int!, $status: Int!) { quotations(page: $page, filter: { order_status_id: $status }) {
    total items { id quotation_number employee { id } dealer { name } } } }`;
  const found: Listed[] = [];
  for (let page = 1; ; page++) {
    const { quotations } = await gql<{ quotations: { total: number; items: Listed[] } }>(dealer, query, {
      page,
      status: SEND_TO_DECIDER,
    });
    found.push(...quotations.items);
    if (quotations.items.length === 0 || found.length >= quotations.total) return found;
  }
}

/** Whether the employer may still approve and refuse it (the deal neither won nor ordered). */
async function decidable(employer: Api, id: number): Promise<boolean> {
  const query = 'query($id: Int!) { employerQuotation(id: $id) { may_approve may_refuse } }';
  try {
    const { employerQuotation } = await gql<{
      employerQuotation: { may_approve: boolean; may_refuse: boolean };
    }>(employer, query, { id });
    return employerQuotation.may_approve && employerQuotation.may_refuse;
  } catch {
    return false; // another company's quotation: NOT_FOUND
  }
}

async function expectDealerStatus(page: Page, name: string) {
  await expect(page.getByTestId('order-status')).toHaveText(name, { timeout: 10_000 });
}

test('the employer refuses one quotation and approves another; the dealer sees both live', async ({
  newPage,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const dealerApi = await demoUserApi(playwright, baseURL!, 'dealer@demo.test');
  const employerApi = await demoUserApi(playwright, baseURL!, 'employeradmin@demo.test');
  const chosen: Listed[] = [];
  for (const quotation of await waitingQuotations(dealerApi)) {
    if (chosen.length === 2) break;
    if (quotation.dealer.name === DEMO_DEALER && (await decidable(employerApi, quotation.id)))
      chosen.push(quotation);
  }
  expect(
    chosen,
    "the demo seed has two of the dealer's quotations waiting for the employer admin",
  ).toHaveLength(2);
  const [refused, approved] = chosen;

  const dealer = await newPage();
  const page = await newPage();
  await openSignedIn(dealer, 'dealer@demo.test', `/quotations/${refused.employee.id}/${refused.id}`);
  await expectDealerStatus(dealer, 'Verzonden naar beslisser');

  await openSignedIn(page, 'employeradmin@demo.test', '/employersportal');

  // Refuse: the prompt wants a reason before its button works.
  await page.goto(`/employersportal/quotations/${refused.id}`);
  const modal = page.getByRole('dialog', { name: `Offerte ${refused.quotation_number}` });
  await expect(modal.getByText('Verzonden naar beslisser')).toBeVisible();
  await expectAccessible(page, 'quotation detail modal');
  await modal.getByRole('button', { name: 'Weigeren' }).click();
  const prompt = page.getByRole('dialog', { name: `Offerte ${refused.quotation_number} weigeren` });
  const confirmRefusal = prompt.getByRole('button', { name: 'Weigeren' });
  await expect(confirmRefusal).toBeDisabled();
  await prompt.getByLabel('Reden van weigering').fill('Budget voor dit jaar overschreden');
  await expectAccessible(page, 'refusal prompt');
  await confirmRefusal.click();
  await expect(page.getByText('Offerte geweigerd')).toBeVisible();
  await expect(prompt).toBeHidden();
  await expect(modal.getByText('Geweigerd', { exact: true })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Weigeren' })).toBeDisabled();
  await expect(modal.getByRole('button', { name: 'Goedkeuren' })).toBeDisabled();
  await expect(modal.getByLabel('Personeelsnummer')).toBeDisabled();
  await expectDealerStatus(dealer, 'Geweigerd');

  // Approve the other one, at once; then refusing it asks to confirm first.
  await dealer.goto(`/quotations/${approved.employee.id}/${approved.id}`);
  await expectDealerStatus(dealer, 'Verzonden naar beslisser');
  await page.goto(`/employersportal/quotations/${approved.id}`);
  const second = page.getByRole('dialog', { name: `Offerte ${approved.quotation_number}` });
  await second.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(page.getByText('Offerte goedgekeurd')).toBeVisible();
  await expect(second.getByRole('button', { name: 'Goedkeuren' })).toBeDisabled();
  await expect(second.getByText('Eva Werkgever')).toBeVisible();
  await expectDealerStatus(dealer, 'Goedgekeurd');
  await second.getByRole('button', { name: 'Weigeren' }).click();
  const confirm = page.locator('.ant-popconfirm');
  await expect(confirm).toContainText('Deze offerte is al goedgekeurd. Wilt u ze toch weigeren?');
  await confirm.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByRole('dialog', { name: /weigeren$/ })).toHaveCount(0);

  // The calculation previews in the page and downloads under the quotation PDF's name.
  await second.getByRole('button', { name: 'Berekening tonen' }).click();
  const calculation = page.getByRole('dialog', { name: 'Berekening' });
  await expect(calculation.locator('iframe')).toBeVisible();
  const download = page.waitForEvent('download');
  await calculation.getByRole('link', { name: 'Downloaden' }).click();
  expect((await download).suggestedFilename()).toMatch(
    new RegExp(`^Offerte_${approved.quotation_number}_.+\\.pdf$`),
  );

  await dealerApi.dispose();
  await employerApi.dispose();
});
