import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies';
import { dealers } from '../../db/schema/dealers';
import { employees } from '../../db/schema/employees';
import { eq } from 'drizzle-orm';
import { createQuotation } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { inspectPdf } from '../documents/inspect-pdf';
import { pdfText } from '../documents/documents-test-support';
import { companyField, fieldValue } from './cards-test-support';
import { overviewRoles, type Client, type Roles, type TestApp } from './overview-test-support';

describe('the quotation PDF', () => {
  let app: TestApp;
  let roles: Roles;
  let baseUrl: string;
  let quotationId: number;
  let quotationNumber: string;
  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await app.listen(0, '127.0.0.1');
    roles = await overviewRoles(app);
    const db = app.database.db;
    await db
      .update(dealers)
      .set({ name: 'Fietsen Vélo Ővári', street: 'Kerkstraat 1', zip_code: '9000', city: 'Gent' })
      .where(eq(dealers.id, roles.dealerA.id));
    await db
      .update(companies)
      .set({ name: 'Brouwerij Zonnedal', disclaimer_calculation: 'Deze berekening is indicatief.' })
      .where(eq(companies.id, roles.companyA.id));
    const quotation = await createQuotation(
      db,
      { dealerId: roles.dealerA.id, companyId: roles.companyA.id },
      {
        bike_type_fk: 5,
        quotation_date: new Date('2026-03-04T23:30:00Z'),
        total_vat_included: 249_900,
        total_vat_excluded: 206_529,
        lease_amount: 6_512,
        lease_amount_vat: 7_880,
        salary_swap: 7_880,
        warning_message: 'Investering boven het maximum',
        calculation_sheet: {
          sheet_id: null,
          version: 1,
          parameters: { durationMonths: 48 } as never,
          inputs: {},
        },
      },
    );
    await db
      .update(employees)
      .set({ first_name: 'Łukasz', last_name: 'Wójcik', street: 'Dorpsplein', house_number: '7' })
      .where(eq(employees.id, quotation.employee_fk));
    const description = await companyField(app, roles.companyA.id, { name: 'Beschrijving' });
    const price = await companyField(app, roles.companyA.id, {
      name: 'Prijs fiets',
      fieldTypeId: 2,
      index: 2,
    });
    await fieldValue(app, quotation.id, description.id, 'Stadsfiets Ø');
    await fieldValue(app, quotation.id, price.id, '2499.00');
    quotationId = quotation.id;
    quotationNumber = quotation.quotation_number;
  });
  afterAll(() => app.close());

  const get = (client?: Client, id = quotationId) =>
    fetch(`${baseUrl}/files/quotations/${id}/pdf`, { headers: client ? { cookie: client.cookie } : {} });

  it('is a real A4 PDF with the dealer, company, employee, bike, amounts, terms and disclaimer', async () => {
    const response = await get(roles.dealerUser);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    // The day in Brussels: 23:30 UTC on 4 March is already the 5th there.
    expect(response.headers.get('content-disposition')).toBe('inline; filename="Quotation_2026-03-05.pdf"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(await inspectPdf(bytes)).toBeNull();
    const text = await pdfText(bytes);
    for (const expected of [
      'Fietsen Vélo Ővári',
      'Kerkstraat 1, 9000 Gent',
      `Offerte ${quotationNumber}`,
      '05/03/2026',
      'Brouwerij Zonnedal',
      'Łukasz Wójcik',
      'Dorpsplein 7',
      'Elektrische fiets',
      'Beschrijving Stadsfiets Ø',
      'Prijs fiets € 2.499,00',
      '€ 2.499,00',
      '€ 2.065,29',
      '€ 65,12',
      '€ 78,80',
      '48 maanden',
      'Investering boven het maximum',
      'Deze berekening is indicatief.',
    ])
      expect(text).toContain(expected);
  });

  it('serves super users and the dealer admin, and no one outside the quotation scope', async () => {
    for (const client of [roles.superUser, roles.dealerAdmin]) expect((await get(client)).status).toBe(200);
    for (const client of [
      roles.otherDealer,
      roles.otherDealerAndEmployer,
      roles.employer,
      roles.employerAdmin,
    ]) {
      const response = await get(client);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect((await get(undefined)).status).toBe(401);
    expect((await get(roles.superUser, 999_999_999)).status).toBe(404);
  });
});
