import { expect } from '@playwright/test';
import { test } from './fixtures';
import { gql, type Api, demoUserApi, openSignedIn } from './account-api';
import { countActions } from './action-counter';

// Issue 21's core loop of the employer: from the inbox's "awaits your decision" to an approved
// quotation in at most three actions (it took four: the approval asked a second time).

const AWAITS = /^Offerte (Q\d{6}) van .+ wacht op uw beslissing\.$/;

type Detail = { id: number; may_approve: boolean; order_status: { code: string } };

async function employerDetail(api: Api, quotationNumber: string): Promise<Detail | null> {
  const { employerQuotations } = await gql<{ employerQuotations: { items: { id: number }[] } }>(
    api,
    'query($n: String!) { employerQuotations(page: 1, filter: { quotation_number: $n }) { items { id } } }',
    { n: quotationNumber },
  );
  const [row] = employerQuotations.items;
  if (!row) return null;
  const { employerQuotation } = await gql<{ employerQuotation: Detail }>(
    api,
    'query($id: Int!) { employerQuotation(id: $id) { id may_approve order_status { code } } }',
    { id: row.id },
  );
  return employerQuotation;
}

test('the employer approves a quotation from its notification in three actions', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await demoUserApi(playwright, baseURL!, 'employeradmin@demo.test');
  await openSignedIn(page, 'employeradmin@demo.test', '/employersportal');

  // A notification whose quotation the employer may still approve (the seed has won deals too).
  const items = page.getByTestId('inbox-notification');
  await expect(items.first()).toBeVisible();
  let chosen: { index: number; number: string } | null = null;
  const texts = await items.locator('span.ant-typography').allInnerTexts();
  for (const [index, text] of texts.filter((_, i) => i % 2 === 0).entries()) {
    const number = AWAITS.exec(text.trim())?.[1];
    if (number && (await employerDetail(api, number))?.may_approve) {
      chosen = { index, number };
      break;
    }
  }
  expect(chosen, 'the demo inbox holds a quotation awaiting an approvable decision').not.toBeNull();
  const { index, number } = chosen!;

  const person = countActions(page);
  await person.click(items.nth(index), 'the notification');
  await person.click(
    page.getByTestId('inbox-detail').getByRole('button', { name: 'Raadplegen' }),
    'Raadplegen',
  );
  const modal = page.getByRole('dialog', { name: `Offerte ${number}` });
  await person.click(modal.getByRole('button', { name: 'Goedkeuren' }), 'Goedkeuren');
  await expect(page.getByText('Offerte goedgekeurd')).toBeVisible();

  expect(person.actions).toEqual(['click the notification', 'click Raadplegen', 'click Goedkeuren']);
  expect(person.count).toBeLessThanOrEqual(3);
  expect((await employerDetail(api, number))?.order_status.code).toBe('APPROVED');
  await expect(modal.getByRole('button', { name: 'Goedkeuren' })).toBeDisabled();

  // The inbox no longer says the quotation waits for a decision.
  await page.goto('/employersportal');
  // Its late notice (issue 30), if it had one, stays as it was.
  const decided = page
    .getByTestId('inbox-notification')
    .filter({ hasText: number })
    .filter({ hasText: 'beslissing' });
  await expect(decided.first()).toContainText('wacht niet meer op een beslissing');
  await expect(decided.filter({ hasText: 'wacht op uw beslissing' })).toHaveCount(0);
  await api.dispose();
});
