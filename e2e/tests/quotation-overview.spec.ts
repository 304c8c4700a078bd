import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { PDFDocument } from 'pdf-lib';
import { expectAccessible } from './accessibility';
import { countActions, type ActionCounter } from './action-counter';
import { titled } from './helpers';
import { gql, superUserApi, type Api, openSignedIn } from './account-api';

// Issue 10's journey: a super user takes a speed-pedelec quotation from Execute to delivery
// while the dealer watches the same overview in a second browser.

const SPEED_PEDELEC = 1;
const DEMO_DEALER = 'Fietsen Janssens';

type ListedQuotation = {
  id: number;
  quotation_number: string;
  order_id: number | null;
  employee: { id: number };
  bike_type: { id: number };
  dealer: { id: number; name: string };
};

/** Every quotation of the list, through the API the list screen uses. */
async function allQuotations(api: Api): Promise<ListedQuotation[]> {
  const query = `query($page: Int!) { quotations(page: $page) { total items {
    id quotation_number order_id employee { id } bike_type { id } dealer { id name } } } }`;
  const found: ListedQuotation[] = [];
  for (let page = 1; ; page++) {
    const { quotations } = await gql<{ quotations: { total: number; items: ListedQuotation[] } }>(
      api,
      query,
      {
        page,
      },
    );
    found.push(...quotations.items);
    if (quotations.items.length === 0 || found.length >= quotations.total) return found;
  }
}

async function nonFip(api: Api, id: number): Promise<boolean> {
  const { quotation } = await gql<{ quotation: { company: { fip: boolean } } }>(
    api,
    'query($id: Int!) { quotation(id: $id) { company { fip } } }',
    { id },
  );
  return !quotation.company.fip;
}

/** A one-page PDF that says what it is, as the server reads uploads as PDFs. */
async function pdf(name: string) {
  const document = await PDFDocument.create();
  document.addPage().drawText(name);
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await document.save()) };
}

/** Chooses one PDF per slot of the open upload dialog, in the dialog's order. */
async function choosePdfs(act: ActionCounter, dialog: Locator, names: string[]) {
  const inputs = dialog.locator('input[type=file]');
  await expect(inputs).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await act.choose(inputs.nth(index), await pdf(name), name);
}

async function expectStatus(page: Page, name: string) {
  await expect(page.getByTestId('order-status')).toHaveText(name, { timeout: 10_000 });
}

test('a speed pedelec goes from Execute to delivery, and the dealer sees every step live', async ({
  newPage,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await superUserApi(playwright, baseURL!);
  const listed = await allQuotations(api);
  const candidates = listed.filter(
    (q) => q.order_id === null && q.bike_type.id === SPEED_PEDELEC && q.dealer.name === DEMO_DEALER,
  );
  let quotation: ListedQuotation | undefined;
  for (const candidate of candidates) if (await nonFip(api, candidate.id)) quotation = candidate;
  expect(quotation, 'the demo seed has a speed pedelec without order at a non-FIP company').toBeDefined();
  const overviewPath = `/quotations/${quotation!.employee.id}/${quotation!.id}`;

  const page = await newPage();
  const dealer = await newPage();

  await openSignedIn(dealer, 'dealer@demo.test', overviewPath);
  await expect(dealer.getByRole('heading', { name: `Offerte ${quotation!.quotation_number}` })).toBeVisible();
  await expect(dealer.getByText('Nog geen order')).toBeVisible();

  await openSignedIn(page, 'super@demo.test', overviewPath);
  await expect(page.getByText('Nog geen order')).toBeVisible();
  await expectAccessible(page, 'quotation overview without order');

  const act = countActions(page);
  // Execute: the order starts at NEW with its calculation document.
  await act.click(page.getByRole('button', { name: 'Uitvoeren' }));
  await expectStatus(page, 'Nieuw');
  await expectStatus(dealer, 'Nieuw');
  // The documents table's row, not the calculation panel's "Berekeningsblad" rows.
  await expect(page.getByRole('row', { name: /^Berekening / })).toBeVisible();

  // The signed calculation and the quotation document move it to SIGNED.
  await act.click(page.getByRole('button', { name: 'Getekende documenten opladen' }));
  let dialog = page.getByRole('dialog', { name: 'Getekende documenten opladen' });
  await choosePdfs(act, dialog, ['berekening-getekend.pdf', 'offerte.pdf']);
  await expectAccessible(page, 'signed documents dialog');
  await act.click(dialog.getByRole('button', { name: 'OK' }));
  await expect(dialog).toBeHidden();
  await expectStatus(page, 'Getekend');
  await expectStatus(dealer, 'Getekend');

  // The employer's approval is issue 12's; the back office sets it here.
  await act.click(page.getByRole('button', { name: 'Orderstatus wijzigen' }));
  dialog = page.getByRole('dialog', { name: 'Orderstatus wijzigen' });
  await act.pick(dialog.getByRole('combobox'), titled('Goedgekeurd'));
  await act.click(dialog.getByRole('button', { name: 'OK' }));
  await expectStatus(page, 'Goedgekeurd');
  await expectStatus(dealer, 'Goedgekeurd');
  // The actions card shows the way on: the bike's data first, the receipt disabled until then.
  await expect(page.getByText('Volgende stap: De fietsgegevens aanvullen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ontvangstbewijs maken' })).toBeDisabled();

  // The bike's data: a speed pedelec needs its plate and control number, maintenance a pass.
  await act.click(page.getByRole('button', { name: 'Fietsgegevens aanvullen' }));
  dialog = page.getByRole('dialog', { name: 'Fietsgegevens wijzigen' });
  await act.fill(dialog.getByLabel('Sleutelnummer 1'), 'k123');
  await act.fill(dialog.getByLabel('Framenummer'), 'WSP12345678901234');
  await act.fill(dialog.getByLabel('Nummerplaat'), 's-abc-123');
  await act.fill(dialog.getByLabel('Batterijnummer'), 'BAT-9876');
  await act.fill(dialog.getByLabel('Controlenummer'), '042');
  // A pass of this try's own: a retry runs on the same server, where the first try may have given
  // its pass to its bike already, and a pass goes with one bike only.
  await act.fill(dialog.getByLabel('Servicepas'), `3120123456789012${345 + test.info().retry}`);
  await expectAccessible(page, 'bike dialog');
  await act.click(dialog.getByRole('button', { name: 'Opslaan' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByText('K123', { exact: true })).toBeVisible();
  await expect(page.getByText('SABC123', { exact: true })).toBeVisible();

  // The registration documents with the certificate's reference number.
  await act.click(page.getByRole('button', { name: 'Speed pedelec-documenten opladen' }));
  dialog = page.getByRole('dialog', { name: 'Speed pedelec-documenten opladen' });
  await choosePdfs(act, dialog, ['coc.pdf', '705.pdf']);
  await act.fill(dialog.getByLabel('Referentienummer (vak X12)'), '123456789');
  await act.fill(dialog.getByLabel('Stickernummer'), '12345678');
  await act.click(dialog.getByRole('button', { name: 'OK' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /CoC/ })).toBeVisible();

  // The receipt makes it deliverable; delivery documents and the pick-up date deliver it.
  await act.click(page.getByRole('button', { name: 'Ontvangstbewijs maken' }));
  await expectStatus(page, 'Klaar voor levering');
  await expectStatus(dealer, 'Klaar voor levering');
  await act.click(page.getByRole('button', { name: 'Leveringsdocumenten opladen' }));
  dialog = page.getByRole('dialog', { name: 'Leveringsdocumenten opladen' });
  await choosePdfs(act, dialog, ['factuur.pdf', 'ontvangstbewijs-getekend.pdf']);
  const pickUp = dialog.getByLabel('Afhaaldatum');
  await act.fill(
    pickUp,
    new Intl.DateTimeFormat('nl-BE', { dateStyle: 'short', timeZone: 'Europe/Brussels' }).format(),
  );
  await act.press('Enter', pickUp);
  await act.click(dialog.getByRole('button', { name: 'OK' }));
  await expect(dialog).toBeHidden();
  await expectStatus(page, 'Geleverd');
  await expectStatus(dealer, 'Geleverd');

  // From Execute to delivered, the employer's approval aside (set here through the status dialog,
  // four actions): 26 actions, each file chosen and each field filled counted as one.
  expect(act.actions, act.actions.join('\n')).toHaveLength(30);

  // The history tells the whole way: every status step, who made it and when.
  const history = page.getByTestId('order-history-entry');
  await expect(history.filter({ hasText: 'Document toegevoegd: Factuur' })).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Filter op soort' }).click();
  await page.getByTitle('Status', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(history).toHaveText([
    /Orderstatus: Klaar voor levering → Geleverd.*Sam Super/,
    /Orderstatus: Goedgekeurd → Klaar voor levering.*Sam Super/,
    /Orderstatus: Getekend → Goedgekeurd.*Sam Super/,
    /Orderstatus: Nieuw → Getekend.*Sam Super/,
  ]);
  await expectAccessible(page, 'delivered quotation overview');

  await api.dispose();
});

test("a dealer lists only its own dealer's quotations and cannot open another's", async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await superUserApi(playwright, baseURL!);
  const listed = await allQuotations(api);
  await api.dispose();
  const foreign = listed.find((q) => q.dealer.name !== DEMO_DEALER);
  // The list opens on the newest quotations: the dealer's newest is on its first page.
  const own = listed.find((q) => q.dealer.name === DEMO_DEALER);
  expect(foreign).toBeDefined();
  expect(own).toBeDefined();

  await openSignedIn(page, 'dealer@demo.test', '/quotations');
  await expect(page.getByRole('row', { name: new RegExp(own!.quotation_number) })).toBeVisible();
  await expectAccessible(page, 'dealer quotation list');
  // The number filter finds the dealer's own quotation and nothing of another dealer.
  const searchNumber = async (number: string) => {
    await page.getByRole('img', { name: 'Zoek op offertenummer' }).click();
    const search = page.getByPlaceholder('Zoek op offertenummer');
    await search.fill(number);
    await search.press('Enter');
  };
  await searchNumber(foreign!.quotation_number);
  await expect(page.getByText('Geen offertes gevonden')).toBeVisible();

  await page.goto(`/quotations/${foreign!.employee.id}/${foreign!.id}`);
  await expect(page.getByText('Deze pagina bestaat niet.')).toBeVisible();
  await expect(page.getByText(foreign!.quotation_number)).toHaveCount(0);
});
