import contentDisposition from 'content-disposition';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@spokes/domain/codes';
import { formatDate, formatMoney } from '@spokes/domain/format';
import { calculateLease, DEFAULT_CALCULATION_SHEET } from '@spokes/domain/lease-calculation';
import { LEASE_RESULT_ROWS } from '@spokes/domain/lease-result-rows';
import { companies } from '../../db/schema/companies';
import { dealers } from '../../db/schema/dealers';
import { employees } from '../../db/schema/employees';
import { eq } from 'drizzle-orm';
import { createQuotation } from '../../test/factories';
import { inspectPdf } from '../documents/inspect-pdf';
import { pdfPages, pdfText } from '../../test/documents-test-support';
import { signedIn } from '../../test/signed-in';
import { catalogueText } from './render-quotation-pdf';
import { companyField, fieldValue } from '../../test/cards-test-support';
import { overviewSuite, type Client } from '../../test/overview-test-support';

describe('the quotation PDF', () => {
  const suite = overviewSuite();
  let baseUrl: string;
  let quotationId: number;
  let quotationNumber: string;
  beforeAll(async () => {
    baseUrl = await suite.app.listen(0, '127.0.0.1');
    const db = suite.app.database.db;
    await db
      .update(dealers)
      .set({ name: 'Fietsen Vélo Ővári', street: 'Kerkstraat 1', zip_code: '9000', city: 'Gent' })
      .where(eq(dealers.id, suite.roles.dealerA.id));
    await db
      .update(companies)
      .set({ name: 'Brouwerij Zonnedal', disclaimer_calculation: 'Deze berekening is indicatief.' })
      .where(eq(companies.id, suite.roles.companyA.id));
    const quotation = await createQuotation(
      db,
      { dealerId: suite.roles.dealerA.id, companyId: suite.roles.companyA.id },
      {
        bike_type_fk: 5,
        quotation_date: new Date('2026-03-04T23:30:00Z'),
        total_vat_included: 249_900,
        total_vat_excluded: 206_529,
        lease_amount: 6_512,
        lease_amount_vat: 7_880,
        salary_swap: 7_880,
        deliverability: 'Binnen 2 weken',
        warning_message: 'Investering boven het maximum',
        calculation_sheet: {
          sheet_id: null,
          version: 3,
          parameters: { ...DEFAULT_CALCULATION_SHEET, durationMonths: 48 },
          inputs: {},
        },
      },
    );
    await db
      .update(employees)
      .set({ first_name: 'Łukasz', last_name: 'Wójcik', street: 'Dorpsplein', house_number: '7' })
      .where(eq(employees.id, quotation.employee_fk));
    const description = await companyField(suite.app, suite.roles.companyA.id, { name: 'Beschrijving' });
    const price = await companyField(suite.app, suite.roles.companyA.id, {
      name: 'Prijs fiets',
      fieldTypeId: 2,
      index: 2,
    });
    await fieldValue(suite.app, quotation.id, description.id, 'Stadsfiets Ø');
    await fieldValue(suite.app, quotation.id, price.id, '2499.00');
    quotationId = quotation.id;
    quotationNumber = quotation.quotation_number;
  });

  const get = (client?: Client, id = quotationId) =>
    fetch(`${baseUrl}/files/quotations/${id}/pdf`, { headers: client ? { cookie: client.cookie } : {} });

  it('is a real A4 PDF with the dealer, company, employee, bike, amounts, terms and disclaimer', async () => {
    const response = await get(suite.roles.dealerUser);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(await inspectPdf(bytes)).toBeNull();
    const text = await pdfText(bytes);
    for (const expected of [
      'Fietsen Vélo Ővári',
      'Kerkstraat 1, 9000 Gent',
      `Offerte ${quotationNumber}`,
      // The day in Brussels: 23:30 UTC on 4 March is already the 5th there.
      '05/03/2026',
      'Brouwerij Zonnedal',
      'Łukasz Wójcik',
      'Dorpsplein 7',
      'Elektrische fiets',
      'Leverbaarheid Binnen 2 weken',
      'Beschrijving Stadsfiets Ø',
      'Prijs fiets € 2.499,00',
      '€ 2.499,00',
      '€ 2.065,29',
      '€ 65,12',
      '€ 78,80',
      '48 maanden',
      'Berekeningsblad versie 3',
      'Waarborgtoelage € 0,00',
      'Investering boven het maximum',
      'Deze berekening is indicatief.',
    ])
      expect(text).toContain(expected);
  });

  it('serves super users and the dealer admin, and no one outside the quotation scope', async () => {
    for (const client of [suite.roles.superUser, suite.roles.dealerAdmin])
      expect((await get(client)).status).toBe(200);
    for (const client of [
      suite.roles.otherDealer,
      suite.roles.otherDealerAndEmployer,
      suite.roles.employer,
      suite.roles.employerAdmin,
    ]) {
      const response = await get(client);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect((await get(undefined)).status).toBe(401);
    expect((await get(suite.roles.superUser, 999_999_999)).status).toBe(404);
  });

  it('is named by quotation number and employee in the language of the user who downloads it', async () => {
    const disposition = async (client: Client) =>
      contentDisposition.parse((await get(client)).headers.get('content-disposition')!);
    const nl = await disposition(suite.roles.dealerUser);
    expect(nl.type).toBe('inline');
    expect(nl.parameters.filename).toBe(`Offerte_${quotationNumber}_Łukasz_Wójcik.pdf`);
    expect(quotationNumber).toMatch(/^Q\d{6,}$/);
    const frenchDealer = await signedIn(suite.app, { dealerIds: [suite.roles.dealerA.id], language: 'fr' });
    expect((await disposition(frenchDealer)).parameters.filename).toBe(
      `Offre_${quotationNumber}_Łukasz_Wójcik.pdf`,
    );
  });

  it('aligns every amount against the right margin', async () => {
    const [page] = await pdfPages(new Uint8Array(await (await get(suite.roles.dealerUser)).arrayBuffer()));
    for (const cents of [249_900, 206_529, 6_512, 7_880]) {
      // The last one: the bike price field above is a field value, in the value column.
      const amount = page.items.findLast((item) => spaced(item.str) === spaced(formatMoney(cents)));
      expect(amount, formatMoney(cents)).toBeDefined();
      expect(amount!.x + amount!.width).toBeCloseTo(595.28 - 50, 0);
    }
  });

  it('goes on on a second page instead of cutting off what does not fit', async () => {
    const quotation = await createQuotation(
      suite.app.database.db,
      { dealerId: suite.roles.dealerA.id, companyId: suite.roles.companyA.id },
      { bike_type_fk: 5, deliverability: 'Op voorraad' },
    );
    for (let index = 1; index <= 10; index++) {
      const field = await companyField(suite.app, suite.roles.companyA.id, {
        name: `Onderdeel ${index}`,
        index: 10 + index,
      });
      await fieldValue(
        suite.app,
        quotation.id,
        field.id,
        `Onderdeel ${index}: ${'lange omschrijving '.repeat(10)}`,
      );
    }
    const last = await companyField(suite.app, suite.roles.companyA.id, { name: 'Laatste veld', index: 99 });
    await fieldValue(suite.app, quotation.id, last.id, 'EINDE VAN DE LIJST');
    const pages = await pdfPages(
      new Uint8Array(await (await get(suite.roles.dealerUser, quotation.id)).arrayBuffer()),
    );
    expect(pages).toHaveLength(2);
    expect(pages[0].text).toContain('Pagina 1 van 2');
    expect(pages[1].text).toContain('Laatste veld EINDE VAN DE LIJST');
    expect(pages[1].text).toContain('Deze berekening is indicatief.');
    expect(pages[1].text).toContain(`Afgedrukt op ${formatDate(new Date())}`);
    expect(pages[1].text).toContain('Pagina 2 van 2');
    // Nothing is drawn below the bottom margin.
    for (const page of pages) for (const item of page.items) expect(item.y).toBeGreaterThanOrEqual(50 - 12);
  });

  it('writes a French quotation in French only, its warning included', async () => {
    const sheet = DEFAULT_CALCULATION_SHEET;
    const input = { amounts: { BIKE_VALUE: 1_600_000 }, bikeTypeId: 5, companyHasMaintenanceField: false };
    // Stored as createQuotation stores it: the warning in the company's (Dutch) language.
    const { warning_code: _code, ...amounts } = calculateLease(sheet, { ...input, language: 'nl' });
    const quotation = await createQuotation(
      suite.app.database.db,
      { dealerId: suite.roles.dealerA.id, companyId: suite.roles.companyA.id },
      {
        bike_type_fk: 5,
        deliverability: 'En stock',
        ...amounts,
        calculation_sheet: { sheet_id: null, version: 2, parameters: sheet, inputs: input },
      },
    );
    await suite.app.database.db
      .update(employees)
      .set({ language_fk: LANGUAGES.fr.id })
      .where(eq(employees.id, quotation.employee_fk));
    const text = await pdfText(
      new Uint8Array(await (await get(suite.roles.dealerUser, quotation.id)).arrayBuffer()),
    );
    const values = {
      months: sheet.durationMonths,
      version: 2,
      date: formatDate(new Date()),
      page: 1,
      pages: 1,
    };
    expect(text).toContain(`Offre ${quotation.quotation_number}`);
    expect(text).toContain(spaced(calculateLease(sheet, { ...input, language: 'fr' }).warning_message!));
    expect(text).toContain(catalogueText('fr', 'newQuotation.warrantyGrant'));
    for (const key of PDF_LABELS) {
      const [dutch, french] = [catalogueText('nl', key, values), catalogueText('fr', key, values)];
      expect(text).toContain(spaced(french).replace(/ \d+ sur \d+$/, ''));
      if (dutch !== french) expect(text, key).not.toMatch(asWord(spaced(dutch)));
    }
    expect(text).not.toContain(spaced(amounts.warning_message!));
  });
});

/** Every label the quotation PDF writes from the catalogue (bike type: an electric bike). */
const PDF_LABELS = [
  'documents.title.QUOTATION',
  'documents.intro.QUOTATION',
  'documents.section.parties',
  'documents.section.bike',
  'documents.section.amounts',
  'documents.section.terms',
  'documents.field.quotation_date',
  'documents.field.company_name',
  'documents.field.employee_name',
  'documents.field.employee_address',
  'documents.field.bike_type',
  'documents.field.bike_brand',
  'documents.bikeType.ELEC_BIKE',
  'documents.field.contract_duration',
  'documents.contractDuration',
  'documents.quotation.warning',
  'documents.quotation.printed',
  'documents.page',
  'newQuotation.deliverability',
  'quotationCalculation.sheet',
  'quotationCalculation.versionValue',
  ...LEASE_RESULT_ROWS.map(([, label]) => label),
];

/** Every kind of space as a plain one, as pdfText gives the text (amounts hold a no-break space). */
function spaced(text: string) {
  return text.replace(/\s+/g, ' ');
}

/** The text as a whole word: "Fiets" is a Dutch label, "Fietsen" in a dealer's name is not. */
function asWord(text: string) {
  return new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u');
}
