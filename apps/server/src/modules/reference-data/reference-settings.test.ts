import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealerHasBikeBrand } from '../../db/schema/dealers';
import { fieldTypes } from '../../db/schema/fields';
import { templates } from '../../db/schema/templates';
import { appSuite } from '../../test/app-suite';
import { createCompany, createDealer, createQuotation } from '../../test/factories';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { signedInRoles, type Role } from '../../test/signed-in';

type Client = ReturnType<typeof graphqlClient>;
type Row = { id: number; name: string; code: string; hidden_public_website?: boolean };

const code = (prefix: string) => `${prefix}_${randomBytes(3).toString('hex').toUpperCase()}`;

const CREATE_VARIANT = 'mutation($input: ReferenceInput!) { createVariant(input: $input) { id name code } }';
const UPDATE_VARIANT =
  'mutation($id: Int!, $input: ReferenceUpdateInput!) { updateVariant(id: $id, input: $input) { id name code } }';
const DELETE_VARIANT = 'mutation($id: Int!) { deleteVariant(id: $id) }';
const VARIANTS = '{ variants { id name code } }';
const CREATE_BRAND = `mutation($input: BikeBrandInput!) {
  createBikeBrand(input: $input) { id name code hidden_public_website }
}`;
const UPDATE_BRAND = `mutation($id: Int!, $input: BikeBrandUpdateInput!) {
  updateBikeBrand(id: $id, input: $input) { id name code hidden_public_website }
}`;
const DELETE_BRAND = 'mutation($id: Int!) { deleteBikeBrand(id: $id) }';
const BRANDS = '{ bikeBrands { id name hidden_public_website } }';
const CREATE_TITLE =
  'mutation($input: ReferenceInput!) { createEmployeeTitle(input: $input) { id name code } }';
const UPDATE_TITLE = `mutation($id: Int!, $input: ReferenceUpdateInput!) {
  updateEmployeeTitle(id: $id, input: $input) { id name code }
}`;
const CREATE_STATUTE =
  'mutation($input: ReferenceInput!) { createEmployeeStatute(input: $input) { id name code } }';
const UPDATE_STATUTE = `mutation($id: Int!, $input: ReferenceUpdateInput!) {
  updateEmployeeStatute(id: $id, input: $input) { id name code }
}`;
const CREATE_FIELD_TYPE = `mutation($input: FieldTypeInput!) {
  createFieldType(input: $input) { id name code data_type_code is_multivalue is_default }
}`;
const LOG = `query($table: String!, $recordId: String!) {
  settingsAuditLog(page: 1, size: 50, filter: { table: $table, recordId: $recordId }) {
    items { action field old_value new_value }
  }
}`;

describe('reference data: the Variants, Merken, Field Types, Aansprekingen and Statuten tabs', () => {
  const suite = appSuite();
  const db = () => suite.app.database.db;
  let clients: Record<Role, Client>;
  let admin: Client;
  let dealer: { id: number };
  let company: { id: number };

  const audit = async (table: string, id: number) =>
    (
      await admin.request<{ settingsAuditLog: { items: Record<string, unknown>[] } }>(LOG, {
        table,
        recordId: String(id),
      })
    ).body.data!.settingsAuditLog.items;
  const create = async (query: string, input: Record<string, unknown>) => {
    const response = await admin.request<Record<string, Row>>(query, { input });
    expect(response.body.errors).toBeUndefined();
    return Object.values(response.body.data!)[0];
  };

  beforeAll(async () => {
    dealer = await createDealer(db());
    company = await createCompany(db());
    clients = await signedInRoles(suite.app, {
      dealerId: dealer.id,
      otherDealerId: (await createDealer(db())).id,
      companyId: company.id,
    });
    admin = clients.superUser;
  });

  it('creates a variant with its code upper-cased, renames it and lists the change at once', async () => {
    // The list is cached: read it first, so the change must drop the cached copy to show.
    await admin.request(VARIANTS);
    const typed = code('fip').toLowerCase();
    const variant = await create(CREATE_VARIANT, { name: ' Leasing+ ', code: typed });
    expect(variant).toMatchObject({ name: 'Leasing+', code: typed.toUpperCase() });
    const renamed = await admin.request(UPDATE_VARIANT, { id: variant.id, input: { name: 'Leasing Plus' } });
    expect(renamed.body.data).toEqual({ updateVariant: { ...variant, name: 'Leasing Plus' } });
    const list = await admin.request<{ variants: Row[] }>(VARIANTS);
    expect(list.body.data!.variants).toContainEqual({ ...variant, name: 'Leasing Plus' });
    const log = await audit('variants', variant.id);
    expect(log).toHaveLength(3);
    expect(log).toEqual(
      expect.arrayContaining([
        { action: 'update', field: 'name', old_value: '"Leasing+"', new_value: '"Leasing Plus"' },
        { action: 'create', field: 'name', old_value: null, new_value: '"Leasing+"' },
        { action: 'create', field: 'code', old_value: null, new_value: JSON.stringify(variant.code) },
      ]),
    );
  });

  it('refuses a code another row of the same table has, in any case, but not one of another table', async () => {
    const taken = code('DUP');
    await create(CREATE_TITLE, { name: 'Eerste', code: taken });
    const again = await admin.request(CREATE_TITLE, { input: { name: 'Tweede', code: taken.toLowerCase() } });
    expect(errorCode(again)).toBe('REFERENCE_CODE_TAKEN');
    await create(CREATE_STATUTE, { name: 'Ander tabel', code: taken });
    expect(errorCode(await admin.request(CREATE_STATUTE, { input: { name: 'X', code: taken } }))).toBe(
      'REFERENCE_CODE_TAKEN',
    );
  });

  it('refuses an invalid code and an empty name, field by field', async () => {
    const response = await admin.request(CREATE_VARIANT, { input: { name: ' ', code: 'mét spatie' } });
    expect(errorCode(response)).toBe('BAD_INPUT');
    expect(response.body.errors?.[0].extensions).toMatchObject({
      details: { fields: { name: 'REQUIRED', code: 'REFERENCE_CODE_INVALID' } },
    });
    const rename = await admin.request(UPDATE_STATUTE, { id: 1, input: { name: '' } });
    expect(errorCode(rename)).toBe('BAD_INPUT');
  });

  it('refuses to delete a variant that a company or a template uses, and deletes an unused one', async () => {
    const usedByCompany = await create(CREATE_VARIANT, { name: 'Bedrijf', code: code('V') });
    await createCompany(db(), { variant_fk: usedByCompany.id });
    const usedByTemplate = await create(CREATE_VARIANT, { name: 'Template', code: code('V') });
    await db().insert(templates).values({
      name: 'T',
      file_id: 'f',
      language_fk: 1,
      order_log_type_fk: 1,
      variant_fk: usedByTemplate.id,
    });
    for (const used of [usedByCompany, usedByTemplate])
      expect(errorCode(await admin.request(DELETE_VARIANT, { id: used.id }))).toBe('VARIANT_IN_USE');

    const unused = await create(CREATE_VARIANT, { name: 'Weg', code: code('V') });
    expect((await admin.request(DELETE_VARIANT, { id: unused.id })).body.data).toEqual({
      deleteVariant: true,
    });
    const list = await admin.request<{ variants: Row[] }>(VARIANTS);
    expect(list.body.data!.variants.map((v) => v.id)).not.toContain(unused.id);
    const [deleted] = await audit('variants', unused.id);
    expect(deleted).toMatchObject({ action: 'delete', field: null, new_value: null });
  });

  it('hides a brand on the public website, and refuses to delete one a dealer, quotation or bike uses', async () => {
    const brand = await create(CREATE_BRAND, { name: 'Ridley', code: code('B') });
    expect(brand.hidden_public_website).toBe(false);
    const hidden = await admin.request(UPDATE_BRAND, {
      id: brand.id,
      input: { name: 'Ridley Bikes', hidden_public_website: true },
    });
    expect(hidden.body.data).toEqual({
      updateBikeBrand: { ...brand, name: 'Ridley Bikes', hidden_public_website: true },
    });
    const brands = await admin.request<{ bikeBrands: Row[] }>(BRANDS);
    expect(brands.body.data!.bikeBrands).toContainEqual({
      id: brand.id,
      name: 'Ridley Bikes',
      hidden_public_website: true,
    });

    await db().insert(dealerHasBikeBrand).values({ dealer_fk: dealer.id, bike_brand_fk: brand.id });
    expect(errorCode(await admin.request(DELETE_BRAND, { id: brand.id }))).toBe('BIKE_BRAND_IN_USE');
    const quoted = await create(CREATE_BRAND, { name: 'Quoted', code: code('B') });
    await createQuotation(db(), { dealerId: dealer.id, companyId: company.id }, { bike_brand_fk: quoted.id });
    expect(errorCode(await admin.request(DELETE_BRAND, { id: quoted.id }))).toBe('BIKE_BRAND_IN_USE');

    await db().delete(dealerHasBikeBrand).where(eq(dealerHasBikeBrand.bike_brand_fk, brand.id));
    expect((await admin.request(DELETE_BRAND, { id: brand.id })).body.data).toEqual({
      deleteBikeBrand: true,
    });
  });

  it('creates and renames titles and statutes, which have no delete', async () => {
    const title = await create(CREATE_TITLE, { name: 'Dr.', code: code('DR') });
    const renamed = await admin.request(UPDATE_TITLE, { id: title.id, input: { name: 'Dokter' } });
    expect(renamed.body.data).toEqual({ updateEmployeeTitle: { ...title, name: 'Dokter' } });
    const statute = await create(CREATE_STATUTE, { name: 'Student', code: code('ST') });
    const statuteRenamed = await admin.request(UPDATE_STATUTE, {
      id: statute.id,
      input: { name: 'Jobstudent' },
    });
    expect(statuteRenamed.body.errors).toBeUndefined();
    for (const mutation of ['deleteEmployeeTitle', 'deleteEmployeeStatute']) {
      const response = await admin.request(`mutation { ${mutation}(id: ${title.id}) }`);
      expect(response.body.errors?.[0].message).toMatch(/Cannot query field/);
    }
  });

  it('creates a field type multi-value exactly when its data type is LIST, and offers no edit or delete', async () => {
    const list = await create(CREATE_FIELD_TYPE, { name: 'Kleur', code: code('color'), data_type: 'LIST' });
    expect(list).toMatchObject({ data_type_code: 'LIST', is_multivalue: true, is_default: false });
    for (const dataType of ['TEXT', 'NUMBER']) {
      const other = await create(CREATE_FIELD_TYPE, { name: dataType, code: code('F'), data_type: dataType });
      expect(other).toMatchObject({ data_type_code: dataType, is_multivalue: false });
    }
    const [stored] = await db().select().from(fieldTypes).where(eq(fieldTypes.id, list.id));
    expect(stored).toMatchObject({ data_type_fk: 3, is_multivalue: true });
    expect(
      errorCode(
        await admin.request(CREATE_FIELD_TYPE, {
          input: { name: 'X', code: 'BIKE_VALUE', data_type: 'TEXT' },
        }),
      ),
    ).toBe('REFERENCE_CODE_TAKEN');
    for (const mutation of ['updateFieldType', 'deleteFieldType']) {
      const response = await admin.request(`mutation { ${mutation}(id: ${list.id}) }`);
      expect(response.body.errors?.[0].message).toMatch(/Cannot query field/);
    }
    expect(await audit('field_types', list.id)).toContainEqual({
      action: 'create',
      field: 'is_multivalue',
      old_value: null,
      new_value: 'true',
    });
  });

  it('refuses every role but the super user, and anyone signed out', async () => {
    const variant = await create(CREATE_VARIANT, { name: 'Blijft', code: code('KEEP') });
    const brand = await create(CREATE_BRAND, { name: 'Blijft', code: code('KEEP') });
    const input = { name: 'X', code: code('X') };
    const operations: [string, Record<string, unknown>][] = [
      [CREATE_VARIANT, { input }],
      [UPDATE_VARIANT, { id: variant.id, input: { name: 'X' } }],
      [DELETE_VARIANT, { id: variant.id }],
      [CREATE_BRAND, { input }],
      [UPDATE_BRAND, { id: brand.id, input: { name: 'X', hidden_public_website: true } }],
      [DELETE_BRAND, { id: brand.id }],
      [CREATE_TITLE, { input }],
      [UPDATE_TITLE, { id: 1, input: { name: 'X' } }],
      [CREATE_STATUTE, { input }],
      [UPDATE_STATUTE, { id: 1, input: { name: 'X' } }],
      [CREATE_FIELD_TYPE, { input: { ...input, data_type: 'LIST' } }],
    ];
    for (const role of ['dealerAdmin', 'dealerUser', 'otherDealer', 'employer', 'employerAdmin'] as const)
      for (const [query, variables] of operations)
        expect([role, errorCode(await clients[role].request(query, variables))]).toEqual([role, 'FORBIDDEN']);
    const anonymous = graphqlClient(suite.app);
    for (const [query, variables] of operations)
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(
        errorCode(await anonymous.request(query, variables)),
      );
    const variants = await admin.request<{ variants: Row[] }>(VARIANTS);
    expect(variants.body.data!.variants).toContainEqual(variant);
  });
});
