import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoLogoPng } from '../../db/seed/demo-logos';
import { companies, costCenters } from '../../db/schema/companies';
import { employees } from '../../db/schema/employees';
import { fields } from '../../db/schema/fields';
import { quotations } from '../../db/schema/quotations';
import { createCompany, createField, createQuotation } from '../../test/factories';
import { errorCode } from '../../test/graphql-client';
import { notSuperUsers, overviewSuite, type Client } from '../../test/overview-test-support';

const COMPANY = `id token name info lab_hash company_parent_fk employee_access_code employee_required_fields
  employee_statute_ids logo_url
  fields { id name description index field_type_fk fieldType { code is_multivalue } fieldValues { id value } hasQuotationFields }
  costcenters { id name }`;
const GET = `query($id: Int!) { settingsCompany(id: $id) { ${COMPANY} } }`;
const SAVE = `mutation($input: CompanySaveInput!) { saveCompany(input: $input) { ${COMPANY} } }`;
const DELETE = `mutation($id: Int!) { deleteCompany(id: $id) }`;
const UPLOAD = `mutation($id: Int!, $logo: File!) { uploadCompanyLogo(company_id: $id, logo: $logo) }`;
const DELETE_LOGO = `mutation($id: Int!) { deleteCompanyLogo(company_id: $id) }`;
const LOG = `query($filter: SettingsAuditFilter) {
  settingsAuditLog(page: 1, size: 100, filter: $filter) { items { table_name record_id action field new_value } }
}`;

const detailsOf = (response: { body: { errors?: readonly { extensions?: object }[] } }) =>
  (response.body.errors?.[0]?.extensions as { details?: unknown } | undefined)?.details;

type Company = {
  id: number;
  token: string;
  name: string;
  info: string | null;
  lab_hash: string | null;
  company_parent_fk: number | null;
  employee_access_code: string;
  employee_required_fields: string[];
  employee_statute_ids: number[];
  logo_url: string | null;
  fields: {
    id: number;
    name: string;
    description: string | null;
    index: number;
    field_type_fk: number;
    fieldType: { code: string; is_multivalue: boolean };
    fieldValues: { id: number; value: string }[];
    hasQuotationFields: boolean;
  }[];
  costcenters: { id: number; name: string }[];
};

describe('the companies tab of the settings', () => {
  const suite = overviewSuite();
  const db = () => suite.app.database.db;
  const su = () => suite.roles.superUser;

  const values = async (overrides: Record<string, unknown> = {}) => {
    const model = await createCompany(db());
    return {
      name: 'Nieuw bedrijf',
      invoice_target_fk: model.invoice_target_fk,
      language_fk: 1,
      variant_fk: 1,
      fip: false,
      hide: false,
      employee_required_fields: [],
      ...overrides,
    };
  };
  const save = (input: Record<string, unknown>, client: Client = su()) =>
    client.request<{ saveCompany: Company }>(SAVE, { input });
  const get = async (id: number) =>
    (await su().request<{ settingsCompany: Company }>(GET, { id })).body.data!.settingsCompany;
  const create = async (overrides: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => {
    const response = await save({ company: await values(overrides), ...extra });
    expect(response.body.errors).toBeUndefined();
    return response.body.data!.saveCompany;
  };
  it('creates a company with an access code, default fields with preset descriptions, and its lists, audited', async () => {
    const company = await create(
      { info: '<p>Hallo <script>alert(1)</script><b>wereld</b></p>', lab_hash: 'ab12' },
      {
        fields_created: [{ field_type_fk: 1, name: 'Fiets', description: 'Merk en model', index: 1 }],
        cost_centers_created: ['Productie', '  '],
        statutes_added: [1],
      },
    );
    expect(company.employee_access_code).toMatch(/^[0-9A-F]{10}$/);
    expect(company.info).toBe('<p>Hallo <b>wereld</b></p>');
    expect(company.lab_hash).toBe('ab12');
    const codes = company.fields.map((field) => field.fieldType.code);
    expect(codes).toEqual([
      'BIKE_DESCRIPTION',
      'BIKE_VALUE',
      'PARTS_DESCRIPTION',
      'LOOSE_PARTS_VALUE',
      'CLOTHING_DESCRIPTION',
      'CLOTHING',
    ]);
    expect(company.fields[0]).toMatchObject({ name: 'Fiets', description: 'Merk en model' });
    for (const code of ['BIKE_VALUE', 'LOOSE_PARTS_VALUE', 'CLOTHING'])
      expect(company.fields.find((field) => field.fieldType.code === code)?.description).toBeTruthy();
    expect(company.costcenters.map((row) => row.name)).toEqual(['Productie']);
    expect(company.employee_statute_ids).toEqual([1]);

    const log = await su().request<{
      settingsAuditLog: { items: { table_name: string; action: string; field: string | null }[] };
    }>(LOG, { filter: { table: 'companies', recordId: String(company.id) } });
    expect(log.body.errors).toBeUndefined();
    const fieldsLogged = log.body.data!.settingsAuditLog.items.map((item) => item.field);
    expect(fieldsLogged).toEqual(expect.arrayContaining(['name', 'lab_hash', 'info']));
    const costLog = await su().request<{ settingsAuditLog: { items: { action: string }[] } }>(LOG, {
      filter: { table: 'cost_centers', recordId: String(company.costcenters[0].id) },
    });
    expect(costLog.body.data!.settingsAuditLog.items[0].action).toBe('create');
    for (const [table, recordId] of [
      ['fields', company.fields[0].id],
      ['company_has_employee_statute', undefined],
    ] as const) {
      const rows = await su().request<{
        settingsAuditLog: { items: { action: string; record_id: string }[] };
      }>(LOG, { filter: { table, ...(recordId ? { recordId: String(recordId) } : {}) } });
      expect(rows.body.data!.settingsAuditLog.items.some((item) => item.action === 'create')).toBe(true);
    }
  });

  it('refuses missing required values and a lease-a-bike hash above 6 characters', async () => {
    expect(errorCode(await save({ company: await values({ name: '  ' }) }))).toBe('REQUIRED_FIELDS_MISSING');
    expect(errorCode(await save({ company: await values({ variant_fk: null }) }))).toBe(
      'REQUIRED_FIELDS_MISSING',
    );
    expect(errorCode(await save({ company: await values({ lab_hash: '1234567' }) }))).toBe(
      'LAB_HASH_TOO_LONG',
    );
  });

  it('applies the diff of fields, options, cost centres and statutes and reports the new version', async () => {
    const company = await create({}, { statutes_added: [1], cost_centers_created: ['Oud'] });
    const list = await createField(db(), company.id, `LIST_${company.id}`, { values: ['S', 'M'], index: 9 });
    const opened = await get(company.id);
    const listField = opened.fields.find((field) => field.id === list.id)!;
    const bikeValue = opened.fields.find((field) => field.fieldType.code === 'BIKE_VALUE')!;
    const clothing = opened.fields.find((field) => field.fieldType.code === 'CLOTHING')!;
    const response = await save({
      id: company.id,
      token: opened.token,
      company: await values({ name: 'Hernoemd' }),
      fields_updated: [
        {
          id: listField.id,
          name: 'Maat',
          description: 'Kies je maat',
          index: 8,
          options_added: ['L', ''],
          options_updated: [{ id: listField.fieldValues[0].id, value: 'XS' }],
          options_deleted: [listField.fieldValues[1].id],
        },
        { id: bikeValue.id, name: 'Waarde fiets', description: null, index: 2 },
      ],
      fields_deleted: [clothing.id],
      fields_created: [{ field_type_fk: 7, name: 'Onderhoud', index: 7 }],
      cost_centers_created: ['Nieuw'],
      cost_centers_deleted: [opened.costcenters[0].id],
      statutes_added: [2],
      statutes_removed: [1],
    });
    expect(response.body.errors).toBeUndefined();
    const saved = response.body.data!.saveCompany;
    expect(saved.name).toBe('Hernoemd');
    expect(saved.token).not.toBe(opened.token);
    const maat = saved.fields.find((field) => field.id === list.id)!;
    expect(maat).toMatchObject({ name: 'Maat', description: 'Kies je maat', index: 8 });
    expect(maat.fieldValues.map((option) => option.value)).toEqual(['XS', 'L']);
    expect(saved.fields.find((field) => field.id === bikeValue.id)?.name).toBe('Waarde fiets');
    expect(saved.fields.some((field) => field.id === clothing.id)).toBe(false);
    expect(saved.fields.some((field) => field.fieldType.code === 'MAINTENANCE')).toBe(true);
    expect(saved.costcenters.map((row) => row.name)).toEqual(['Nieuw']);
    expect(saved.employee_statute_ids).toEqual([2]);
  });

  it('leaves nothing changed when a step fails halfway, and names the step', async () => {
    const company = await create({}, { cost_centers_created: ['Gebruikt'] });
    const opened = await get(company.id);
    await createQuotation(
      db(),
      { dealerId: suite.roles.dealerA.id, companyId: company.id },
      { costcenter: 'Gebruikt' },
    );
    const fieldCount = opened.fields.length;
    const response = await save({
      id: company.id,
      token: opened.token,
      company: await values({ name: 'Mag niet blijven' }),
      fields_created: [{ field_type_fk: 7, name: 'Onderhoud', index: 7 }],
      fields_updated: [{ id: opened.fields[0].id, name: 'Ook niet', index: 1 }],
      cost_centers_deleted: [opened.costcenters[0].id],
      statutes_added: [1],
    });
    expect(errorCode(response)).toBe('COST_CENTER_DELETE_FAILED');
    expect(detailsOf(response)).toEqual({ name: 'Gebruikt' });
    const after = await get(company.id);
    expect(after.name).toBe(company.name);
    expect(after.token).toBe(opened.token);
    expect(after.fields).toHaveLength(fieldCount);
    expect(after.fields[0].name).toBe(opened.fields[0].name);
    expect(after.costcenters.map((row) => row.name)).toEqual(['Gebruikt']);
    expect(after.employee_statute_ids).toEqual([]);

    // a cost centre the company has already, a field in use: each its own message
    expect(
      errorCode(
        await save({
          id: company.id,
          token: opened.token,
          company: await values(),
          cost_centers_created: ['GEBRUIKT'],
        }),
      ),
    ).toBe('COST_CENTER_CREATE_FAILED');
    const [quotation] = await db().select().from(quotations).where(eq(quotations.company_fk, company.id));
    const { quotationFields } = await import('../../db/schema/quotations');
    await db()
      .insert(quotationFields)
      .values({ quotation_fk: quotation.id, field_fk: opened.fields[0].id, value: 'x' });
    expect((await get(company.id)).fields[0].hasQuotationFields).toBe(true);
    const refused = await save({
      id: company.id,
      token: opened.token,
      company: await values(),
      fields_deleted: [opened.fields[0].id],
    });
    expect(errorCode(refused)).toBe('FIELD_DELETE_FAILED');
    expect(detailsOf(refused)).toEqual({ name: opened.fields[0].name });
    expect(
      errorCode(
        await save({
          id: company.id,
          token: opened.token,
          company: await values(),
          statutes_added: [999999],
        }),
      ),
    ).toBe('STATUTE_ADD_FAILED');
  });

  it('tells the second of two super users that the company changed since it was opened', async () => {
    const company = await create();
    const first = await get(company.id);
    const second = await get(company.id);
    const [a, b] = await Promise.all([
      save({ id: company.id, token: first.token, company: await values({ name: 'Eerste' }) }),
      save({ id: company.id, token: second.token, company: await values({ name: 'Tweede' }) }),
    ]);
    const codes = [errorCode(a), errorCode(b)];
    expect(codes.filter((code) => code === 'COMPANY_CHANGED')).toHaveLength(1);
    expect(codes.filter((code) => code === undefined)).toHaveLength(1);
    const winner = errorCode(a) ? 'Tweede' : 'Eerste';
    expect((await get(company.id)).name).toBe(winner);
    // a stale token stays refused afterwards too
    expect(errorCode(await save({ id: company.id, token: first.token, company: await values() }))).toBe(
      'COMPANY_CHANGED',
    );
  });

  it('refuses a parent that is the company itself or one below it', async () => {
    const top = await create();
    const middle = await create({ company_parent_fk: top.id });
    const bottom = await create({ company_parent_fk: middle.id });
    const topNow = await get(top.id);
    for (const parent of [top.id, bottom.id, middle.id]) {
      expect(
        errorCode(
          await save({
            id: top.id,
            token: topNow.token,
            company: await values({ company_parent_fk: parent }),
          }),
        ),
      ).toBe('COMPANY_PARENT_CYCLE');
    }
    const other = await create();
    const moved = await save({
      id: bottom.id,
      token: (await get(bottom.id)).token,
      company: await values({ company_parent_fk: other.id }),
    });
    expect(moved.body.data?.saveCompany.company_parent_fk).toBe(other.id);
  });

  it('deletes a company, but not one with employees, quotations or companies below it', async () => {
    const withEmployee = await create();
    await db()
      .insert(employees)
      .values({ company_fk: withEmployee.id, first_name: 'An', last_name: 'Peeters' });
    expect(errorCode(await su().request(DELETE, { id: withEmployee.id }))).toBe('COMPANY_HAS_EMPLOYEES');

    const withQuotation = await create();
    const elsewhere = await createQuotation(db(), {
      dealerId: suite.roles.dealerA.id,
      companyId: (await createCompany(db())).id,
    });
    await db()
      .update(quotations)
      .set({ company_fk: withQuotation.id })
      .where(eq(quotations.id, elsewhere.id));
    expect(errorCode(await su().request(DELETE, { id: withQuotation.id }))).toBe('COMPANY_HAS_QUOTATIONS');

    const parent = await create();
    await create({ company_parent_fk: parent.id });
    expect(errorCode(await su().request(DELETE, { id: parent.id }))).toBe('COMPANY_HAS_CHILDREN');

    const free = await create({}, { cost_centers_created: ['Weg'] });
    expect((await su().request(DELETE, { id: free.id })).body.data).toEqual({ deleteCompany: true });
    expect(await db().select().from(companies).where(eq(companies.id, free.id))).toEqual([]);
    expect(await db().select().from(costCenters).where(eq(costCenters.company_fk, free.id))).toEqual([]);
    expect(await db().select().from(fields).where(eq(fields.company_fk, free.id))).toEqual([]);
  });

  it('takes a PNG, JPEG or WebP logo by its content up to 2 MB, and deletes it', async () => {
    const company = await create();
    const png = demoLogoPng('Logo');
    const upload = (bytes: Uint8Array, name: string, type: string) =>
      su().upload<{ uploadCompanyLogo: string }>(UPLOAD, { id: company.id, logo: null }, [
        ['variables.logo', new File([new Uint8Array(bytes)], name, { type })],
      ]);
    const pdfNamedPng = new TextEncoder().encode('%PDF-1.7 not an image');
    expect(errorCode(await upload(pdfNamedPng, 'logo.png', 'image/png'))).toBe('LOGO_NOT_AN_IMAGE');
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png);
    expect(errorCode(await upload(big, 'big.png', 'image/png'))).toBe('LOGO_TOO_LARGE');
    const named = await upload(png, 'logo.pdf', 'application/pdf');
    expect(named.body.errors).toBeUndefined();
    const address = named.body.data!.uploadCompanyLogo;
    expect(address).toMatch(new RegExp(`^/files/companies/${company.id}/logo\\?v=.+\\.png$`));
    const [row] = await db().select().from(companies).where(eq(companies.id, company.id));
    const stored = await suite.app.storage.get(row.logo_id!);
    expect(stored?.contentType).toBe('image/png');
    expect((await get(company.id)).logo_url).toBe(address);

    expect((await su().request(DELETE_LOGO, { id: company.id })).body.data).toEqual({
      deleteCompanyLogo: true,
    });
    expect((await get(company.id)).logo_url).toBeNull();
    expect(await suite.app.storage.get(row.logo_id!)).toBeNull();
  });

  it('is for super users only', async () => {
    const company = await createCompany(db());
    const input = { company: await values() };
    for (const client of notSuperUsers(suite.roles)) {
      expect(errorCode(await client.request(GET, { id: company.id }))).toBe('FORBIDDEN');
      expect(errorCode(await client.request('{ companyFieldTypes { id } }'))).toBe('FORBIDDEN');
      expect(errorCode(await save(input, client))).toBe('FORBIDDEN');
      expect(errorCode(await client.request(DELETE, { id: company.id }))).toBe('FORBIDDEN');
      expect(errorCode(await client.request(DELETE_LOGO, { id: company.id }))).toBe('FORBIDDEN');
      const logo = new File([new Uint8Array(demoLogoPng('X'))], 'logo.png', { type: 'image/png' });
      expect(
        errorCode(await client.upload(UPLOAD, { id: company.id, logo: null }, [['variables.logo', logo]])),
      ).toBe('FORBIDDEN');
    }
  });
});
