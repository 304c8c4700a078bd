import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyCalculationSheets } from '../../db/schema/companies';
import { createCompany, createDealer } from '../../test/factories';
import { errorCode, type graphqlClient } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';

const SHEET_FIELDS = 'company_id from_company_id sheet_id version own ready parameters { duration_months }';
const SHEET = `query($company: Int!) { companyCalculationSheet(company_id: $company) { ${SHEET_FIELDS} } }`;
const GENERATE = `mutation($company: Int!) { generateCalculationSheet(company_id: $company) { ${SHEET_FIELDS} } }`;
const DELETE = `mutation($company: Int!) { deleteCalculationSheet(company_id: $company) { ${SHEET_FIELDS} } }`;

type Client = ReturnType<typeof graphqlClient>;
type Sheet = {
  from_company_id: number | null;
  version: number;
  own: boolean;
  parameters: { duration_months: number };
};

describe('calculation sheets with inheritance', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  const db = () => app.database.db;
  let superUser: Client;
  const sheetOf = async (client: Client, query: string, company: number) => {
    const response = await client.request<Record<string, Sheet>>(query, { company });
    expect(response.body.errors).toBeUndefined();
    return Object.values(response.body.data!)[0];
  };

  beforeAll(async () => {
    app = await createTestApp();
    superUser = await signedIn(app, { super_user: true });
  });
  afterAll(() => app.close());

  it("inherits the nearest ancestor's sheet, generates a copy as version 1 and falls back on delete", async () => {
    const root = await createCompany(db());
    const middle = await createCompany(db(), { company_parent_fk: root.id });
    const leaf = await createCompany(db(), { company_parent_fk: middle.id });
    expect(await sheetOf(superUser, SHEET, leaf.id)).toMatchObject({ from_company_id: null, own: false });

    const rootSheet = await sheetOf(superUser, GENERATE, root.id);
    expect(rootSheet).toMatchObject({ from_company_id: root.id, version: 1, own: true, ready: true });
    await db()
      .update(companyCalculationSheets)
      .set({ parameters: sql`jsonb_set(parameters, '{durationMonths}', '48')`, version: 4 })
      .where(eq(companyCalculationSheets.company_fk, root.id));
    expect(await sheetOf(superUser, SHEET, leaf.id)).toMatchObject({
      from_company_id: root.id,
      version: 4,
      own: false,
      parameters: { duration_months: 48 },
    });

    // The middle company's copy takes the root's edited parameters and starts at version 1.
    expect(await sheetOf(superUser, GENERATE, middle.id)).toMatchObject({
      from_company_id: middle.id,
      version: 1,
      parameters: { duration_months: 48 },
    });
    expect(await sheetOf(superUser, SHEET, leaf.id)).toMatchObject({ from_company_id: middle.id });
    // Generating again over a copy equal to the inherited sheet changes nothing.
    expect(await sheetOf(superUser, GENERATE, middle.id)).toMatchObject({ version: 1, own: true });

    expect(await sheetOf(superUser, DELETE, middle.id)).toMatchObject({
      from_company_id: root.id,
      own: false,
    });
    expect(await sheetOf(superUser, SHEET, leaf.id)).toMatchObject({ from_company_id: root.id });
    // Deleting a sheet the company does not have changes nothing.
    expect(await sheetOf(superUser, DELETE, middle.id)).toMatchObject({ from_company_id: root.id });
  });

  it('is for super users only', async () => {
    const company = await createCompany(db());
    const dealer = await createDealer(db());
    const others = [
      await signedIn(app, { dealerIds: [dealer.id] }),
      await signedIn(app, { dealerIds: [dealer.id], admin: true }),
      await signedIn(app, { companyIds: [company.id] }),
      await signedIn(app, { companyIds: [company.id], admin: true }),
    ];
    for (const client of others) {
      for (const query of [SHEET, GENERATE, DELETE]) {
        expect(errorCode(await client.request(query, { company: company.id }))).toBe('FORBIDDEN');
      }
    }
    expect(
      await db().$count(companyCalculationSheets, eq(companyCalculationSheets.company_fk, company.id)),
    ).toBe(0);
  });

  it('answers NOT_FOUND for a company that does not exist', async () => {
    expect(errorCode(await superUser.request(GENERATE, { company: 999_999 }))).toBe('NOT_FOUND');
  });
});
