import { expect } from '@playwright/test';
import { test } from './fixtures';
import { gql, openSignedIn, superUserApi, type Api } from './account-api';
import { expectAccessible } from './accessibility';

/** LICENSE_PLATE_REQUEST_STATUS.NEW. */
const NEW = 1;
/** The licence numbers this journey registers, as stored: SE2E123 on a first try, SE2E124 on a retry. */
const REGISTERED_HERE = /^SE2E\d+$/;

type Request = { id: number; license_number: string | null; license_plate_request_status_fk: number };

/**
 * Puts a request this journey registered back to new: the demo has a single new request, which a
 * first try that failed after its save left registered on the server the retry runs on.
 */
async function renewRegisteredHere(api: Api) {
  const found: Request[] = [];
  for (let page = 1; ; page++) {
    const { licensePlateRequests } = await gql<{ licensePlateRequests: { total: number; items: Request[] } }>(
      api,
      `query($page: Int!) { licensePlateRequests(page: $page, size: 50, filter: { statuses: [] }) {
        total items { id license_number license_plate_request_status_fk } } }`,
      { page },
    );
    found.push(...licensePlateRequests.items);
    if (licensePlateRequests.items.length === 0 || found.length >= licensePlateRequests.total) break;
  }
  for (const request of found)
    if (REGISTERED_HERE.test(request.license_number ?? '') && request.license_plate_request_status_fk !== NEW)
      await gql(
        api,
        'mutation($id: Int!, $changes: LicensePlateRequestChanges!) { updateLicensePlateRequest(id: $id, changes: $changes) { id } }',
        { id: request.id, changes: { license_plate_request_status_fk: NEW, registration_date: null } },
      );
}

test('a super user registers a new plate request: status 4, the mail in the outbox, the plate on the overview', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await superUserApi(playwright, baseURL!);
  await renewRegisteredHere(api);
  await api.dispose();
  // A plate of this try's own: the one of a first try is the request's already, and typed again
  // would not register it.
  const digits = String(123 + test.info().retry);
  await openSignedIn(page, 'super@demo.test', '/');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Nummerplaten' }).click();
  await expect(page).toHaveURL(/\/license-plates-requests$/);
  await expect(page.getByRole('heading', { name: 'Nummerplaataanvragen' })).toBeVisible();
  await expectAccessible(page);

  // Only the new requests, as the address keeps it; the default shows 1, 2, 3, 4 and 7.
  await page.goto('/license-plates-requests?statuses=1');
  const row = page.getByRole('row').filter({ hasText: 'Nieuw' }).first();
  const link = row.getByRole('link');
  const quotationNumber = (await link.textContent())!.trim();
  const overview = (await link.getAttribute('href'))!;

  // An emptied required cell blocks the save with the spec's texts.
  const frame = row.getByRole('textbox', { name: `Framenummer ${quotationNumber}` });
  await frame.fill('');
  await expect(row.getByText('Framenummer is required.')).toBeVisible();
  await row.getByRole('button', { name: `Opslaan ${quotationNumber}` }).click();
  await expect(page.getByText('Het opslaan is niet gelukt, want het veld is verplicht.')).toBeVisible();
  await row.getByRole('button', { name: `Wijzigingen ongedaan maken ${quotationNumber}` }).click();

  // A licence number as typed is stored as the bike form stores it, and registers the request.
  await row.getByRole('textbox', { name: `Nummerplaat ${quotationNumber}` }).fill(`s-e2e ${digits}`);
  await row.getByRole('button', { name: `Opslaan ${quotationNumber}` }).click();
  await expect(page.getByText('De update was succesvol.')).toBeVisible();

  await page.goto('/license-plates-requests?statuses=4');
  const registered = page.getByRole('row').filter({ hasText: quotationNumber });
  await expect(registered.getByRole('textbox', { name: `Nummerplaat ${quotationNumber}` })).toHaveValue(
    `SE2E${digits}`,
  );
  await expect(registered).toContainText('Ingeschreven');
  await expect(
    registered.getByRole('textbox', { name: `Inschrijvingsdatum ${quotationNumber}` }),
  ).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);

  // The registered-plate mail went out through the queue.
  await page.goto('/outbox');
  await expect(
    page.getByRole('row', { name: new RegExp(`Nummerplaat SE2E${digits} ingeschreven: ${quotationNumber}`) }),
  ).toBeVisible();

  // The overview shows the plate.
  await page.goto(overview);
  await expect(page.getByText(quotationNumber).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`SE2E${digits}`).first()).toBeVisible({ timeout: 10_000 });
});

test('a super user opens the employee info and the comment modal of a request', async ({ page }) => {
  await openSignedIn(page, 'super@demo.test', '/license-plates-requests');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link') })
    .first();
  const quotationNumber = (await row.getByRole('link').textContent())!.trim();
  await row.getByRole('button', { name: `Info werknemer ${quotationNumber}` }).click();
  const info = page.getByRole('dialog');
  await expect(info).toContainText('Rijksregisternummer');
  await expect(info.getByRole('button', { name: 'Alles kopiëren' })).toBeEnabled();
  await expectAccessible(page, 'employee info modal');
  await info.getByRole('button', { name: 'Sluiten' }).last().click();

  await row.getByRole('button', { name: `Opmerking naar dealer ${quotationNumber}` }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Opmerking').fill('Het CoC-document is onleesbaar, graag een nieuwe scan.');
  await modal.getByRole('button', { name: 'Verzenden' }).click();
  await expect(page.getByText('De mail is verzonden.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: quotationNumber })).toContainText(
    'Opmerking verzonden',
  );
});

test('a dealer who opens the plate requests sees the authentication error, and no menu entry', async ({
  page,
}) => {
  await openSignedIn(page, 'dealer@demo.test', '/');
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Mijn account' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Nummerplaten' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/license-plates-requests');
  await expect(page.getByText('Er is iets misgegaan met de authenticatie.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
