import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { costCenters } from '../../db/schema/companies';
import { quotations } from '../../db/schema/quotations';
import { createCompany, createQuotation } from '../../test/factories';
import { errorCode } from '../../test/graphql-client';
import { overviewSuite, type Client } from '../../test/overview-test-support';

const LIST = `query($company: Int!) { costCenters(company_id: $company) { id name in_use } }`;
const CREATE = `mutation($company: Int!, $name: String!) { createCostCenter(company_id: $company, name: $name) { id name } }`;
const RENAME = `mutation($id: Int!, $name: String!) { renameCostCenter(id: $id, name: $name) { id name in_use } }`;
const DELETE = `mutation($id: Int!) { deleteCostCenter(id: $id) }`;

type Row = { id: number; name: string; in_use: boolean };

describe('cost centres of a company', () => {
  const suite = overviewSuite();
  const db = () => suite.app.database.db;
  const list = async (client: Client, company = suite.roles.companyA.id) =>
    (await client.request<{ costCenters: Row[] }>(LIST, { company })).body.data?.costCenters;
  const create = (client: Client, name: string, company = suite.roles.companyA.id) =>
    client.request<{ createCostCenter: Row }>(CREATE, { company, name });

  it('creates, lists by name with their use, renames with its quotations, and deletes an unused one', async () => {
    const production = (await create(suite.roles.employer, '  Productie ')).body.data!.createCostCenter;
    expect(production.name).toBe('Productie');
    const sales = (await create(suite.roles.employerAdmin, 'Verkoop')).body.data!.createCostCenter;
    const quotation = await createQuotation(
      db(),
      { dealerId: suite.roles.dealerA.id, companyId: suite.roles.companyA.id },
      { costcenter: 'Verkoop' },
    );
    expect(await list(suite.roles.employer)).toEqual([
      { id: production.id, name: 'Productie', in_use: false },
      { id: sales.id, name: 'Verkoop', in_use: true },
    ]);

    const renamed = await suite.roles.employer.request<{ renameCostCenter: Row }>(RENAME, {
      id: sales.id,
      name: 'Sales',
    });
    expect(renamed.body.data?.renameCostCenter).toEqual({ id: sales.id, name: 'Sales', in_use: true });
    const [moved] = await db().select().from(quotations).where(eq(quotations.id, quotation.id));
    expect(moved.costcenter).toBe('Sales');

    expect(errorCode(await suite.roles.employer.request(DELETE, { id: sales.id }))).toBe(
      'COST_CENTER_IN_USE',
    );
    expect((await suite.roles.employer.request(DELETE, { id: production.id })).body.data).toEqual({
      deleteCostCenter: true,
    });
    expect((await list(suite.roles.employer))?.map((row) => row.name)).toEqual(['Sales']);
  });

  it('refuses an empty name and a name the company has, whatever its case', async () => {
    await create(suite.roles.employer, 'Logistiek');
    expect(errorCode(await create(suite.roles.employer, '   '))).toBe('REQUIRED_FIELDS_MISSING');
    expect(errorCode(await create(suite.roles.employer, 'LOGISTIEK'))).toBe('COST_CENTER_NAME_TAKEN');
    const informatics = (await create(suite.roles.employer, 'IT')).body.data!.createCostCenter;
    expect(
      errorCode(await suite.roles.employer.request(RENAME, { id: informatics.id, name: 'logistiek' })),
    ).toBe('COST_CENTER_NAME_TAKEN');
    const other = await createCompany(db());
    const [elsewhere] = await db()
      .insert(costCenters)
      .values({ company_fk: other.id, name: 'Logistiek' })
      .returning();
    expect(elsewhere.name).toBe('Logistiek');
  });

  it("keeps each company's cost centres to its employers and super users", async () => {
    const other = await createCompany(db());
    const [foreign] = await db()
      .insert(costCenters)
      .values({ company_fk: other.id, name: 'Extern' })
      .returning();
    expect(errorCode(await suite.roles.employer.request(LIST, { company: other.id }))).toBe('NOT_FOUND');
    expect(errorCode(await create(suite.roles.employer, 'Inbraak', other.id))).toBe('NOT_FOUND');
    expect(errorCode(await suite.roles.employer.request(RENAME, { id: foreign.id, name: 'X' }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await suite.roles.employer.request(DELETE, { id: foreign.id }))).toBe('NOT_FOUND');
    for (const dealer of [suite.roles.dealerAdmin, suite.roles.dealerUser])
      expect(errorCode(await dealer.request(LIST, { company: suite.roles.companyA.id }))).toBe('FORBIDDEN');
    expect((await list(suite.roles.superUser, other.id))?.map((row) => row.name)).toEqual(['Extern']);
    const [kept] = await db().select().from(costCenters).where(eq(costCenters.id, foreign.id));
    expect(kept.name).toBe('Extern');
  });
});
