import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_EMPLOYEE_INPUT } from '@spokes/domain/employee-examples';
import { employees } from '../../db/schema/employees';
import { createCompany, createDealer } from '../../test/factories';
import { errorCode, graphqlClient } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<typeof graphqlClient>;

const FIELDS =
  'id company_fk company_name first_name last_name email tel national_register custom_properties';

const form = (values: Record<string, unknown> = {}) => ({ ...EXAMPLE_EMPLOYEE_INPUT, ...values });

const CREATE = `mutation($company: Int!, $input: EmployeeInput!) {
  createEmployee(company_id: $company, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: EmployeeInput!) { updateEmployee(id: $id, input: $input) { ${FIELDS} } }`;

describe('employees on the dealer side', () => {
  let app: TestApp;
  let roles: Record<'superUser' | 'dealerAdmin' | 'dealerUser' | 'employer' | 'signedOut', Client>;
  let company: { id: number };
  let hidden: { id: number };
  let employeeId: number;

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    const dealer = await createDealer(db);
    company = await createCompany(db, {
      employee_required_fields: ['employee_number'],
      custom_employee_properties: [{ name: 'Dienst', type: 'text', required: true }],
    });
    hidden = await createCompany(db, { hide: true });
    roles = {
      superUser: await signedIn(app, { super_user: true }),
      dealerAdmin: await signedIn(app, { admin: true, dealerIds: [dealer.id] }),
      dealerUser: await signedIn(app, { dealerIds: [dealer.id] }),
      employer: await signedIn(app, { companyIds: [company.id] }),
      signedOut: graphqlClient(app),
    };
    const [row] = await db
      .insert(employees)
      .values({
        company_fk: company.id,
        first_name: 'Jan',
        last_name: 'Janssens',
        email: 'jan@acme.be',
        employee_access_code: 'ABC123',
      })
      .returning();
    employeeId = row.id;
    await db
      .insert(employees)
      .values({ company_fk: hidden.id, first_name: 'Verborgen', last_name: 'Werknemer' });
  });
  afterAll(() => app.close());

  const reads = () => ({
    companyEmployees: [`query($c: Int!) { companyEmployees(company_id: $c) { id } }`, { c: company.id }],
    employeeByAccessCode: [
      `query($c: Int!) { employeeByAccessCode(code: " abc123 ", company_id: $c) { id } }`,
      { c: company.id },
    ],
    employeeByNameAndEmail: [
      `query($c: Int!) { employeeByNameAndEmail(first_name: "jan", last_name: "JANSSENS", email: "Jan@acme.be", company_id: $c) { id } }`,
      { c: company.id },
    ],
    employee: [`query($id: Int!) { employee(id: $id) { id } }`, { id: employeeId }],
    companyInfo: [`query($c: Int!) { companyInfo(id: $c) { id } }`, { c: company.id }],
  });

  it.each(['superUser', 'dealerAdmin', 'dealerUser'] as const)(
    '%s reads the company and its employees',
    async (role) => {
      for (const [name, [query, variables]] of Object.entries(reads())) {
        const { body } = await roles[role].request<Record<string, unknown>>(
          query as string,
          variables as never,
        );
        expect(body.errors, name).toBeUndefined();
        expect(body.data?.[name], name).not.toBeNull();
      }
    },
  );

  it('refuses every query and mutation to an employer-only user and to the signed out', async () => {
    const operations = [
      ...Object.values(reads()),
      [`{ employeeSearch(search: "Janssens") { id } }`, {}],
      [CREATE, { company: company.id, input: form() }],
      [UPDATE, { id: employeeId, input: form() }],
    ];
    for (const [query, variables] of operations) {
      expect(errorCode(await roles.employer.request(query as string, variables as never))).toBe('FORBIDDEN');
      expect(errorCode(await roles.signedOut.request(query as string, variables as never))).toBe(
        'UNAUTHENTICATED',
      );
    }
  });

  it('hides a hidden company and its employees from dealers, not from super users', async () => {
    const query = `query($c: Int!) { companyEmployees(company_id: $c) { first_name } }`;
    expect(errorCode(await roles.dealerUser.request(query, { c: hidden.id }))).toBe('NOT_FOUND');
    const { body } = await roles.superUser.request<{ companyEmployees: unknown[] }>(query, { c: hidden.id });
    expect(body.data?.companyEmployees).toEqual([{ first_name: 'Verborgen' }]);
  });

  it('searches across companies for super users only, from 5 characters', async () => {
    const search = `query($s: String!) { employeeSearch(search: $s) { first_name company_name } }`;
    const { body } = await roles.superUser.request<{ employeeSearch: unknown[] }>(search, { s: 'werkn' });
    expect(body.data?.employeeSearch).toEqual([
      { first_name: 'Verborgen', company_name: expect.any(String) },
    ]);
    expect(errorCode(await roles.superUser.request(search, { s: ' jan ' }))).toBe('SEARCH_TOO_SHORT');
    expect(errorCode(await roles.dealerAdmin.request(search, { s: 'Janssens' }))).toBe('FORBIDDEN');
    expect(errorCode(await roles.dealerUser.request(search, { s: 'Janssens' }))).toBe('FORBIDDEN');
  });

  it('answers BARCODE_REQUIRED for an empty access code and null for an unknown one', async () => {
    const query = `query($code: String!, $c: Int!) { employeeByAccessCode(code: $code, company_id: $c) { id } }`;
    expect(errorCode(await roles.dealerUser.request(query, { code: '  ', c: company.id }))).toBe(
      'BARCODE_REQUIRED',
    );
    const { body } = await roles.dealerUser.request(query, { code: 'NOPE', c: company.id });
    expect(body.data).toEqual({ employeeByAccessCode: null });
  });

  it('refuses a new employee of a company whose employees use a partner portal, for every role', async () => {
    const partner = await createCompany(app.database.db, { partner_integration: 'KPMG' });
    for (const client of [roles.superUser, roles.dealerAdmin, roles.dealerUser]) {
      const refused = await client.request(CREATE, { company: partner.id, input: form() });
      expect(errorCode(refused)).toBe('PARTNER_PORTAL_COMPANY');
    }
    const stored = await app.database.db.select().from(employees).where(eq(employees.company_fk, partner.id));
    expect(stored).toEqual([]);
  });

  it('creates an employee with the company required fields, trimmed and normalised', async () => {
    const missing = await roles.dealerUser.request(CREATE, {
      company: company.id,
      input: form({ email: 'x@y' }),
    });
    expect(errorCode(missing)).toBe('BAD_INPUT');
    expect(missing.body.errors?.[0].extensions).toMatchObject({
      details: {
        fields: {
          email: 'EMAIL_INVALID',
          employee_number: 'REQUIRED',
          'custom_properties.Dienst': 'REQUIRED',
        },
      },
    });
    const input = form({
      first_name: '<b>An</b>',
      employee_number: 'E1',
      national_register: '85.07.30-033.28',
      custom_properties: JSON.stringify({ Dienst: 'IT' }),
    });
    const { body } = await roles.dealerUser.request<{ createEmployee: Record<string, unknown> }>(CREATE, {
      company: company.id,
      input,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.createEmployee).toMatchObject({
      company_fk: company.id,
      first_name: 'An',
      email: 'an@acme.be',
      tel: '+32470123456',
      national_register: '85073003328',
      custom_properties: '{"Dienst":"IT"}',
    });
  });

  it('refuses a second employee with the same e-mail in the company (any case), not in another company', async () => {
    const input = form({ email: 'JAN@acme.be', employee_number: 'E2', custom_properties: '{"Dienst":"HR"}' });
    const duplicate = await roles.dealerUser.request(CREATE, { company: company.id, input });
    expect(errorCode(duplicate)).toBe('EMAIL_IN_USE');
    const other = await createCompany(app.database.db);
    const { body } = await roles.dealerUser.request(CREATE, {
      company: other.id,
      input: form({ email: 'jan@acme.be' }),
    });
    expect(body.errors).toBeUndefined();
  });

  it('updates an employee, keeping its own e-mail and refusing another one of the company', async () => {
    const input = form({
      email: 'jan@acme.be',
      employee_number: 'E3',
      custom_properties: '{"Dienst":"Sales"}',
    });
    const { body } = await roles.dealerAdmin.request<{ updateEmployee: Record<string, unknown> }>(UPDATE, {
      id: employeeId,
      input,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateEmployee).toMatchObject({ first_name: 'An', email: 'jan@acme.be' });
    const taken = await roles.dealerAdmin.request(UPDATE, {
      id: employeeId,
      input: { ...input, email: 'an@acme.be' },
    });
    expect(errorCode(taken)).toBe('EMAIL_IN_USE');
    const notJson = await roles.dealerAdmin.request(UPDATE, {
      id: employeeId,
      input: { ...input, custom_properties: '[1]' },
    });
    expect(errorCode(notJson)).toBe('BAD_INPUT');
  });

  it('refuses a dealer the employees of a hidden company, to read or write', async () => {
    const [row] = await app.database.db
      .insert(employees)
      .values({ company_fk: hidden.id, first_name: 'X', last_name: 'Y' })
      .returning();
    expect(errorCode(await roles.dealerUser.request(`{ employee(id: ${row.id}) { id } }`))).toBe('NOT_FOUND');
    expect(errorCode(await roles.dealerUser.request(UPDATE, { id: row.id, input: form() }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await roles.dealerUser.request(CREATE, { company: hidden.id, input: form() }))).toBe(
      'NOT_FOUND',
    );
  });
});
