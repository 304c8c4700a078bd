import { formatMoney } from '@spokes/domain/format';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyCalculationSheets, invoiceTargets } from '../../db/schema/companies';
import { quotationFields, quotations } from '../../db/schema/quotations';
import { createCompany } from '../../test/factories';
import { errorCode, type graphqlClient, type GraphQLResponse } from '../../test/graphql-client';
import { signedIn, signedInRoles } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';
import { REALTIME_CHANNEL, type RealtimeEvent } from '../signals/events';
import {
  CREATE_QUOTATION,
  createEmployee,
  createQuotationScene,
  QUOTATION_FORM,
} from '../../test/create-quotation-test-support';

type Client = ReturnType<typeof graphqlClient>;
type Created = { createQuotation: Record<string, unknown> & { id: number } };

describe('createQuotation', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  const db = () => app.database.db;
  let scene: Awaited<ReturnType<typeof createQuotationScene>>;
  let superUser: Client;
  let dealerAdmin: Client;
  let dealerUser: Client;
  let foreignDealer: Client;
  let employer: Client;
  let employerAdmin: Client;

  const create = (client: Client, change: Record<string, unknown> = {}) =>
    client.request<Created>(CREATE_QUOTATION, { input: { ...scene.input, ...change } });
  const details = (response: { body: GraphQLResponse }) =>
    (response.body.errors?.[0]?.extensions as { details?: Record<string, unknown> } | undefined)?.details;
  const quotationCount = async (employeeId: number) =>
    db().$count(quotations, eq(quotations.employee_fk, employeeId));

  beforeAll(async () => {
    app = await createTestApp();
    scene = await createQuotationScene(db());
    const other = await createQuotationScene(db());
    ({
      superUser,
      dealerAdmin,
      dealerUser,
      otherDealer: foreignDealer,
      employer,
      employerAdmin,
    } = await signedInRoles(app, {
      dealerId: scene.dealer.id,
      otherDealerId: other.dealer.id,
      companyId: scene.company.id,
    }));
  });
  afterAll(() => app.close());

  it('stores the amounts computed on the server, the inputs, the sheet and the fields as text', async () => {
    const events: RealtimeEvent[] = [];
    const unlisten = await app.database.listen(REALTIME_CHANNEL, (payload) =>
      events.push(JSON.parse(payload)),
    );
    const response = await create(dealerUser);
    await unlisten();
    expect(response.body.errors).toBeUndefined();
    const created = response.body.data!.createQuotation;
    const { warning_code: _code, warning_message, ...amounts } = scene.expected;
    expect(created).toMatchObject({
      ...amounts,
      warning_message,
      test: false,
      deliverability: 'Binnen 2 weken',
    });
    expect(created.total_vat_included).toBe(265_045);
    expect(created.bike_type).toEqual({ code: 'ELEC_BIKE' });
    expect(created.quotationFields).toEqual([
      { field_fk: scene.fields.description.id, value: 'Urban E 500, blauw' },
      { field_fk: scene.fields.bike.id, value: '2.499,95' },
      { field_fk: scene.fields.parts.id, value: '150,5' },
      { field_fk: scene.fields.clothing.id, value: null },
      { field_fk: scene.fields.colour.id, value: '["Zwart"]' },
    ]);
    const [row] = await db().select().from(quotations).where(eq(quotations.id, created.id));
    const [global] = await db()
      .select()
      .from(companyCalculationSheets)
      .where(sql`${companyCalculationSheets.company_fk} is null`);
    expect(row.quotation_source).toBe('DealerAppV2');
    expect(row.calculation_sheet).toMatchObject({
      sheet_id: global.id,
      version: global.version,
      parameters: global.parameters,
      inputs: {
        amounts: { BIKE_VALUE: 249_995, LOOSE_PARTS_VALUE: 15_050 },
        bikeTypeId: 5,
        salarySwapShare: 1,
      },
    });
    expect(events).toContainEqual({ topic: 'quotationCreated', quotationId: created.id });
  });

  it('lets super users and both dealer roles create for their dealers, and refuses everyone else', async () => {
    for (const client of [superUser, dealerAdmin, dealerUser]) {
      expect((await create(client)).body.errors).toBeUndefined();
      const form = await client.request(QUOTATION_FORM, {
        employee: scene.employee.id,
        dealer: scene.dealer.id,
      });
      expect(form.body.errors).toBeUndefined();
    }
    const before = await quotationCount(scene.employee.id);
    expect(errorCode(await create(foreignDealer))).toBe('NOT_FOUND');
    for (const client of [employer, employerAdmin]) {
      expect(errorCode(await create(client))).toBe('FORBIDDEN');
      const form = await client.request(QUOTATION_FORM, {
        employee: scene.employee.id,
        dealer: scene.dealer.id,
      });
      expect(errorCode(form)).toBe('FORBIDDEN');
    }
    const foreignForm = await foreignDealer.request(QUOTATION_FORM, {
      employee: scene.employee.id,
      dealer: scene.dealer.id,
    });
    expect(errorCode(foreignForm)).toBe('NOT_FOUND');
    expect(await quotationCount(scene.employee.id)).toBe(before);
  });

  it('gives the form its fields in order, bike types in display order, the dealer brands and the sheet', async () => {
    const response = await dealerUser.request<{ quotationForm: Record<string, unknown> }>(QUOTATION_FORM, {
      employee: scene.employee.id,
      dealer: scene.dealer.id,
    });
    const form = response.body.data!.quotationForm;
    expect((form.fields as { code: string }[]).map((field) => field.code)).toEqual([
      'BIKE_DESCRIPTION',
      'BIKE_VALUE',
      'LOOSE_PARTS_VALUE',
      'CLOTHING',
      `COLOUR_${scene.company.id}`,
    ]);
    expect((form.fields as { data_type: string; values: string[] }[])[4]).toMatchObject({
      data_type: 'LIST',
      values: ['Zwart', 'Rood'],
    });
    expect(form.bike_types).toEqual(
      ['MECHANIC_BIKE', 'ELEC_BIKE', 'SPEED_PEDELEC', 'E-STEP'].map((code) => ({ code })),
    );
    expect(form.bike_brands).toEqual([{ id: scene.brand.id, name: 'Gazelle' }]);
    expect(form.sheet).toMatchObject({
      ready: true,
      own: false,
      from_company_id: null,
      parameters: { vat_rate: 0.21 },
    });
    expect(form.salary_swap_share).toBe(1);
  });

  it('takes no amounts from the browser: the input has no field for them', async () => {
    const response = await create(dealerUser, { lease_amount: 1, total_vat_included: 1 });
    expect(response.body.errors?.[0]?.message).toMatch(/lease_amount/);
    expect(response.body.data ?? null).toBeNull();
  });

  it('refuses a dealer an employee of a hidden company, as a missing one, and lets a super user make it', async () => {
    const hidden = await createCompany(db(), { hide: true });
    const employee = await createEmployee(db(), hidden.id);
    const form = await dealerUser.request(QUOTATION_FORM, { employee: employee.id, dealer: scene.dealer.id });
    expect(errorCode(form)).toBe('NOT_FOUND');
    expect(errorCode(await create(dealerUser, { employee_fk: employee.id, fields: [] }))).toBe('NOT_FOUND');
    expect(errorCode(await create(superUser, { employee_fk: employee.id, fields: [] }))).toBeUndefined();
  });

  it('refuses a quotation for a company whose employees use a partner portal, for every role that may create', async () => {
    await db()
      .update(companies)
      .set({ partner_integration: 'KPMG' })
      .where(eq(companies.id, scene.company.id));
    try {
      const before = await quotationCount(scene.employee.id);
      for (const client of [superUser, dealerAdmin, dealerUser])
        expect(errorCode(await create(client))).toBe('PARTNER_PORTAL_COMPANY');
      expect(await quotationCount(scene.employee.id)).toBe(before);
    } finally {
      await db()
        .update(companies)
        .set({ partner_integration: null })
        .where(eq(companies.id, scene.company.id));
    }
  });

  it('refuses the back office as the dealer, also for super users', async () => {
    expect(errorCode(await create(superUser, { dealer_fk: -1 }))).toBe('INVALID_DEALER');
    const form = await superUser.request(QUOTATION_FORM, { employee: scene.employee.id, dealer: -1 });
    expect(errorCode(form)).toBe('INVALID_DEALER');
  });

  it('refuses an incomplete form, an unknown bike type and a brand the dealer does not sell', async () => {
    const blank = await create(dealerUser, { deliverability: ' ' });
    expect(errorCode(blank)).toBe('BAD_INPUT');
    expect(details(blank)).toEqual({ fields: { deliverability: 'REQUIRED' } });
    expect(errorCode(await create(dealerUser, { bike_type_fk: 77 }))).toBe('BAD_INPUT');
    expect(errorCode(await create(dealerUser, { bike_brand_fk: scene.brand.id + 1 }))).toBe(
      'BIKE_BRAND_INVALID',
    );
  });

  it('refuses numbers below 0 or with three decimals, and LIST values outside the list', async () => {
    const withValue = (fieldId: number, value: string) =>
      create(dealerUser, {
        fields: scene.input.fields.map((field) => (field.field_fk === fieldId ? { ...field, value } : field)),
      });
    const negative = await withValue(scene.fields.bike.id, '-10');
    expect(errorCode(negative)).toBe('AMOUNT_INVALID');
    expect(details(negative)).toEqual({ fields: { [scene.fields.bike.id]: 'AMOUNT_INVALID' } });
    expect(errorCode(await withValue(scene.fields.parts.id, '10,123'))).toBe('AMOUNT_INVALID');
    expect(errorCode(await withValue(scene.fields.colour.id, '["Paars"]'))).toBe('FIELD_VALUE_INVALID');
  });

  it('refuses a company whose sheet is not ready', async () => {
    const broken = await createCompany(db());
    await db()
      .insert(companyCalculationSheets)
      .values({ company_fk: broken.id, parameters: { durationMonths: 36 } as never });
    const employee = await createEmployee(db(), broken.id);
    expect(errorCode(await create(dealerUser, { employee_fk: employee.id, fields: [] }))).toBe(
      'CALCULATION_SHEET_MISSING',
    );
  });

  it('names the missing employee fields for Axus and for a speed pedelec', async () => {
    const [axus] = await db().insert(invoiceTargets).values({ name: 'Axus Belgium' }).returning();
    const axusCompany = await createCompany(db(), { invoice_target_fk: axus.id });
    const noAddress = await createEmployee(db(), axusCompany.id, { street: null, date_of_birth: null });
    const ald = await create(dealerUser, { employee_fk: noAddress.id, fields: [] });
    expect(errorCode(ald)).toBe('ALD_FIELDS_MISSING');
    expect(details(ald)).toEqual({
      missing_fields: ['street', 'date_of_birth'],
      employee_id: noAddress.id,
      company_id: axusCompany.id,
    });
    const noLicence = await createEmployee(db(), scene.company.id, { drivers_license_date: null });
    const speed = await create(dealerUser, { employee_fk: noLicence.id, bike_type_fk: 1, fields: [] });
    expect(errorCode(speed)).toBe('SPEED_PEDELEC_FIELDS_MISSING');
    expect(details(speed)).toMatchObject({ missing_fields: ['drivers_license_date'] });
    expect(errorCode(await create(dealerUser, { employee_fk: noLicence.id, fields: [] }))).toBeUndefined();
  });

  it('marks quotations of a dealer named after the product as test, with a warning below the minimum', async () => {
    const internal = await createQuotationScene(db(), 'Spokes Demowinkel');
    const client = await signedIn(app, { dealerIds: [internal.dealer.id] });
    const response = await client.request<Created>(CREATE_QUOTATION, {
      input: { ...internal.input, fields: [{ field_fk: internal.fields.bike.id, value: '300' }] },
    });
    expect(response.body.data?.createQuotation).toMatchObject({
      test: true,
      warning_message: `De investering ligt onder het minimum van ${formatMoney(50_000)}`,
    });
  });

  it('stores nothing when a later step of the transaction fails', async () => {
    await db().execute(sql`
      create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.value = 'boom' then raise exception 'boom'; end if;
        return new;
      end $$`);
    await db().execute(sql`
      create trigger refuse_boom before insert on quotation_fields for each row execute function refuse_boom()`);
    const employee = await createEmployee(db(), scene.company.id);
    const response = await create(dealerUser, {
      employee_fk: employee.id,
      fields: [
        { field_fk: scene.fields.bike.id, value: '1000' },
        { field_fk: scene.fields.description.id, value: 'boom' },
      ],
    });
    expect(errorCode(response)).toBe('INTERNAL_SERVER_ERROR');
    expect(await quotationCount(employee.id)).toBe(0);
    expect(
      await db().$count(
        quotationFields,
        sql`${quotationFields.quotation_fk} not in (select id from quotations)`,
      ),
    ).toBe(0);
    await db().execute(sql`drop trigger refuse_boom on quotation_fields`);
  });
});
