import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible } from './accessibility';
import { gql, superUserApi, openSignedIn } from './account-api';

// Issue 21: the quotation overview's webhook result tags and the locked bike dialog's BIKE
// prefix failed WCAG AA contrast. Read-only on the seed: nothing here changes an order.

const DEMO_DEALER = 'Fietsen Janssens';

type Listed = { id: number; quotation_number: string; employee: { id: number }; dealer: { name: string } };

test('an invoiced order reads at AA contrast: its webhook results and its locked bike data', async ({
  newPage,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await superUserApi(playwright, baseURL!);
  // The seed answers 200 to the invoiced Axus orders' webhook calls; dealers may not edit
  // an invoiced order's bike, so its dialog opens locked for the demo dealer.
  const { webhookAttempts } = await gql<{ webhookAttempts: { items: { quotation_number: string }[] } }>(
    api,
    'query { webhookAttempts(filter: { success: true }, page: 1, size: 100) { items { quotation_number } } }',
  );
  let quotation: Listed | undefined;
  for (const { quotation_number } of webhookAttempts.items) {
    const { quotations } = await gql<{ quotations: { items: Listed[] } }>(
      api,
      `query($n: String!) { quotations(page: 1, filter: { quotation_number: $n }) {
        items { id quotation_number employee { id } dealer { name } } } }`,
      { n: quotation_number },
    );
    quotation = quotations.items.find(
      (q) => q.quotation_number === quotation_number && q.dealer.name === DEMO_DEALER,
    );
    if (quotation) break;
  }
  await api.dispose();
  expect(
    quotation,
    'the demo seed has an invoiced order of the demo dealer with a webhook call',
  ).toBeDefined();
  const overviewPath = `/quotations/${quotation!.employee.id}/${quotation!.id}`;

  const page = await newPage();
  await openSignedIn(page, 'super@demo.test', overviewPath);
  // Waits for the data, not a short fixed time: the attempts arrive after the overview.
  await expect(page.getByText(/^200 Ok$/).first()).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'quotation overview with webhook results');

  const dealer = await newPage();
  await openSignedIn(dealer, 'dealer@demo.test', overviewPath);
  await dealer.getByRole('button', { name: 'Fiets wijzigen' }).click({ timeout: 30_000 });
  const dialog = dealer.getByRole('dialog', { name: 'Fietsgegevens wijzigen' });
  await expect(dialog.getByText('BIKE', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Stickernummer')).toBeDisabled();
  await expectAccessible(dealer, 'locked bike dialog');
});
