import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { gql, openSignedIn, superUserApi, type Api } from './account-api';
import { expectAccessible } from './accessibility';
import { chooseOption, firstOption } from './helpers';

// A leasing party's receiver on loopback: /ok answers 200, /fail 500; it keeps what it got.
let receiver: Server;
let base: string;
const received: { path: string; body: string }[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ path: request.url ?? '/', body });
      const ok = request.url === '/ok';
      response.writeHead(ok ? 200 : 500, { 'content-type': 'text/plain' });
      response.end(ok ? 'received by e2e' : 'e2e receiver broke');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

type Webhook = {
  id: number;
  url: string;
  filter: string | null;
  invoice_target_fk: number;
  webhook_format_fk: number;
  deal_status_fk: number | null;
};

/** The demo's Axus webhook's address (apps/server/src/db/seed). */
const AXUS_URL = 'https://webhooks.axus.test/spokes';
/** An address of an e2e receiver, of this journey's or of an earlier try's. */
const RECEIVER = /^http:\/\/127\.0\.0\.1:\d+\/(ok|fail)$/;

/**
 * Puts the webhooks back as the demo has them: a retry in CI runs on the same server, where a first
 * try that failed half-way left the Axus webhook pointing at its receiver, and a webhook of its own.
 */
async function restoreDemoWebhooks(api: Api) {
  const { webhooks } = await gql<{ webhooks: Webhook[] }>(
    api,
    '{ webhooks { id url filter invoice_target_fk webhook_format_fk deal_status_fk } }',
  );
  for (const { id, url, ...input } of webhooks) {
    const match = RECEIVER.exec(url);
    if (match?.[1] === 'ok') await gql(api, 'mutation($id: Int!) { deleteWebhook(id: $id) }', { id });
    else if (match?.[1] === 'fail')
      await gql(
        api,
        'mutation($id: Int!, $input: WebhookInput!) { updateWebhook(id: $id, input: $input) { id } }',
        { id, input: { ...input, url: AXUS_URL } },
      );
  }
}

test('a super user manages webhooks, sends a test event and sees a re-trigger arrive live', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await superUserApi(playwright, baseURL!);
  await restoreDemoWebhooks(api);
  await api.dispose();
  await openSignedIn(page, 'super@demo.test', '/settings/webhooks');
  // The first visit loads the settings page's code: on a busy machine that takes a few seconds.
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible({ timeout: 15_000 });
  // The demo's Axus webhook, called for invoiced deals only.
  const axus = page.getByRole('row').filter({ hasText: /webhooks\.axus\.test/ });
  await expect(axus).toContainText('Alle behalve Test');
  await expectAccessible(page);

  // A new webhook: a url that is no http(s) is refused at the field.
  await page.getByRole('button', { name: 'Nieuw' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('URL').fill('ftp://example.test');
  await expect(modal.getByText('Geef een http- of https-adres in.')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  await modal.getByLabel('URL').fill(`${base}/ok`);
  await chooseOption(page, modal.getByLabel('Facturatiepartij'), firstOption);
  // A multiple select: a second click would take the status off again, so it is clicked only
  // while its option is not marked chosen (a click on a list still sliding in is lost).
  const approved = page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Goedgekeurd"]');
  await expect(async () => {
    if ((await approved.count()) === 0) await modal.getByLabel('Orderstatussen').click();
    const chosen = /ant-select-item-option-selected/.test(
      (await approved.getAttribute('class', { timeout: 2_000 })) ?? '',
    );
    if (!chosen) await approved.click({ timeout: 2_000 });
    await expect(approved).toHaveClass(/ant-select-item-option-selected/, { timeout: 2_000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'webhook modal');
  await modal.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Wijzigingen doorgevoerd!').first()).toBeVisible();
  const created = page.getByRole('row').filter({ hasText: `${base}/ok` });
  await expect(created).toContainText('Goedgekeurd');

  // The test event: the receiver's answer, in the page.
  await created.getByRole('button', { name: `Testbericht versturen ${base}/ok` }).click();
  const answer = page.getByRole('dialog', { name: 'Antwoord op het testbericht' });
  await expect(answer).toContainText('200 Ok');
  await expect(answer.getByTestId('webhook-test-response')).toHaveText('received by e2e');
  await expect(answer).toContainText(/\d+ ms/);
  expect(received.at(-1)?.body).toContain('"event":"webhook.test"');
  await page.screenshot({ path: 'test-results/webhooks-test-answer.png' });
  await answer.getByRole('button', { name: 'Sluiten' }).click();

  // The Axus webhook now points at the receiver's failing path.
  await axus.getByRole('button', { name: /^Bewerken/ }).click();
  await modal.getByLabel('URL').fill(`${base}/fail`);
  await modal.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('row').filter({ hasText: `${base}/fail` })).toBeVisible();

  // A re-trigger goes through the job queue; its attempt shows up without a reload.
  await page.getByRole('tab', { name: 'Webhookpogingen' }).click();
  await expect(page).toHaveURL(/\/settings\/webhook-attempts/);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /webhooks\.axus\.test/ })
      .first(),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('row').filter({ hasText: `${base}/fail` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Opnieuw versturen' }).first().click();
  await expect(page.getByText('Webhook opnieuw getriggerd!')).toBeVisible();
  // A 500 is retried by the queue with backoff: each attempt arrives as its own row, newest first.
  const live = page
    .getByRole('row')
    .filter({ hasText: `${base}/fail` })
    .first();
  await expect(live).toContainText('500 Niet ok', { timeout: 20_000 });
  await expect(live).toContainText('e2e receiver broke');
  await expectAccessible(page, 'webhook attempts');
  await page.screenshot({ path: 'test-results/webhook-attempts-live.png' });
});
