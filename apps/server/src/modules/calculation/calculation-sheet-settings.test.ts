import { sheetPreviewAmounts } from '@spokes/domain/sheet-preview';
import {
  calculateLease,
  DEFAULT_CALCULATION_SHEET,
  type CalculationSheet,
} from '@spokes/domain/lease-calculation';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyCalculationSheets } from '../../db/schema/companies';
import { quotations } from '../../db/schema/quotations';
import { appSuite } from '../../test/app-suite';
import { CREATE_QUOTATION, quotationSceneWithRoles } from '../../test/create-quotation-test-support';
import { createCompany } from '../../test/factories';
import { errorCode, type GraphQLResponse, type graphqlClient } from '../../test/graphql-client';
import { signedIn } from '../../test/signed-in';

type Client = ReturnType<typeof graphqlClient>;
const details = (response: { body: GraphQLResponse }) =>
  (response.body.errors?.[0]?.extensions as { details?: Record<string, unknown> } | undefined)?.details;

const STATE_FIELDS = `company_id company { name } own source source_company { id name } version
  equals_inherited can_generate inherited_from { id name } inherited_version
  parameters { duration_months yearly_interest_rate } statutes { code name }`;
const STATE = `query($company: Int!) { companySheetState(company_id: $company) { ${STATE_FIELDS} } }`;
const GENERATE = `mutation($company: Int!) { generateCalculationSheet(company_id: $company) { ${STATE_FIELDS} } }`;
const DELETE = `mutation($company: Int!) { deleteCalculationSheet(company_id: $company) { ${STATE_FIELDS} } }`;
const UPDATE = `mutation($company: Int!, $version: Int!, $parameters: CalculationSheetInput!) {
  updateCalculationSheet(company_id: $company, version: $version, parameters: $parameters) { ${STATE_FIELDS} }
}`;
const PREVIEW = `query($company: Int!, $parameters: CalculationSheetInput!) {
  calculationSheetPreview(company_id: $company, parameters: $parameters) {
    bike_value_cents bike_type_code current_version rows { key current edited }
  }
}`;
const LOG = `query($filter: SettingsAuditFilter) {
  settingsAuditLog(page: 1, size: 100, filter: $filter) {
    total items { table_name record_id action field old_value new_value }
  }
}`;

type State = {
  own: boolean;
  source: string;
  source_company: { id: number; name: string } | null;
  version: number | null;
  equals_inherited: boolean;
  can_generate: boolean;
  inherited_from: { id: number } | null;
  parameters: { duration_months: number; yearly_interest_rate: number } | null;
  statutes: { code: string }[];
};

/** The domain's sheet as the GraphQL input spells it. */
function input(sheet: CalculationSheet) {
  return {
    duration_months: sheet.durationMonths,
    yearly_interest_rate: sheet.yearlyInterestRate,
    residual_value_share: sheet.residualValueShare,
    insurance_yearly_share: sheet.insuranceYearlyShare,
    assistance_monthly_cents: sheet.assistanceMonthlyCents,
    maintenance_monthly: Object.entries(sheet.maintenanceMonthlyCents).map(([bike_type_code, cents]) => ({
      bike_type_code,
      cents,
    })),
    vat_rate: sheet.vatRate,
    warranty_grant_cents: sheet.warrantyGrantCents,
    min_investment_cents: sheet.minInvestmentCents,
    max_investment_cents: sheet.maxInvestmentCents,
    default_salary_swap_share: sheet.defaultSalarySwapShare,
    salary_swap_shares: Object.entries(sheet.salarySwapShareByStatute).map(([statute_code, share]) => ({
      statute_code,
      share,
    })),
  };
}

const EDITED: CalculationSheet = {
  ...DEFAULT_CALCULATION_SHEET,
  durationMonths: 48,
  yearlyInterestRate: 0.06,
};

describe('a company calculation sheet in the settings', () => {
  const suite = appSuite();
  const db = () => suite.app.database.db;
  let superUser: Client;

  const answer = async (client: Client, query: string, variables: Record<string, unknown>) => {
    const response = await client.request<Record<string, State>>(query, variables);
    expect(response.body.errors).toBeUndefined();
    return Object.values(response.body.data!)[0];
  };
  const update = (company: number, version: number, sheet: CalculationSheet) =>
    superUser.request(UPDATE, { company, version, parameters: input(sheet) });
  const auditOf = async (company: number) => {
    const response = await superUser.request<{
      settingsAuditLog: {
        items: { action: string; field: string | null; old_value: string | null; new_value: string | null }[];
      };
    }>(LOG, { filter: { table: 'company_calculation_sheets', recordId: String(company) } });
    expect(response.body.errors).toBeUndefined();
    return response.body.data!.settingsAuditLog.items;
  };

  beforeAll(async () => {
    superUser = await signedIn(suite.app, { super_user: true, first_name: 'Sam', last_name: 'Super' });
  });

  it('tells where the sheet comes from, generates a copy and falls back to the parent on delete', async () => {
    const root = await createCompany(db(), { name: 'Root NV' });
    const child = await createCompany(db(), { name: 'Child BV', company_parent_fk: root.id });
    expect(await answer(superUser, STATE, { company: child.id })).toMatchObject({
      own: false,
      source: 'GLOBAL',
      source_company: null,
      equals_inherited: false,
      can_generate: true,
      inherited_from: null,
      parameters: { duration_months: 36 },
    });

    expect(await answer(superUser, GENERATE, { company: root.id })).toMatchObject({
      own: true,
      source: 'OWN',
      source_company: { id: root.id, name: 'Root NV' },
      version: 1,
      equals_inherited: true,
      can_generate: true,
    });
    expect(await answer(superUser, STATE, { company: child.id })).toMatchObject({
      source: 'ANCESTOR',
      source_company: { id: root.id, name: 'Root NV' },
      inherited_from: { id: root.id },
      inherited_version: 1,
    });

    // The child's copy of its parent's; generating again over an equal copy changes nothing.
    expect(await answer(superUser, GENERATE, { company: child.id })).toMatchObject({ own: true, version: 1 });
    expect(await answer(superUser, GENERATE, { company: child.id })).toMatchObject({ own: true, version: 1 });
    expect(await auditOf(child.id)).toHaveLength(Object.keys(DEFAULT_CALCULATION_SHEET).length + 1);

    // Once the child's sheet differs from the parent's, generate is refused (delete it first).
    expect((await update(child.id, 1, EDITED)).body.errors).toBeUndefined();
    expect(await answer(superUser, STATE, { company: child.id })).toMatchObject({
      version: 2,
      equals_inherited: false,
      can_generate: false,
    });
    expect(errorCode(await superUser.request(GENERATE, { company: child.id }))).toBe(
      'CALCULATION_SHEET_DIFFERS',
    );

    expect(await answer(superUser, DELETE, { company: child.id })).toMatchObject({
      own: false,
      source: 'ANCESTOR',
      source_company: { id: root.id },
      version: 1,
      can_generate: true,
      parameters: { duration_months: 36 },
    });
    const deleted = (await auditOf(child.id)).filter((row) => row.action === 'delete');
    expect(deleted).toHaveLength(1);
    expect(JSON.parse(deleted[0].old_value!)).toMatchObject({
      company_fk: child.id,
      version: 2,
      durationMonths: 48,
    });
    // Deleting a sheet the company does not have changes nothing; the root falls back to the global one.
    expect(await answer(superUser, DELETE, { company: child.id })).toMatchObject({ source: 'ANCESTOR' });
    expect(await answer(superUser, DELETE, { company: root.id })).toMatchObject({ source: 'GLOBAL' });
  });

  it('saves an edit as the next version, audited per parameter, and refuses a stale version', async () => {
    const company = await createCompany(db());
    await answer(superUser, GENERATE, { company: company.id });
    const created = await auditOf(company.id);
    expect(created).toContainEqual(
      expect.objectContaining({
        action: 'create',
        field: 'durationMonths',
        old_value: null,
        new_value: '36',
      }),
    );

    const saved = await update(company.id, 1, EDITED);
    expect(saved.body.errors).toBeUndefined();
    expect(await answer(superUser, STATE, { company: company.id })).toMatchObject({
      version: 2,
      parameters: { duration_months: 48, yearly_interest_rate: 0.06 },
    });
    const updates = (await auditOf(company.id)).filter((row) => row.action === 'update');
    expect(updates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'durationMonths', old_value: '36', new_value: '48' }),
        expect.objectContaining({ field: 'yearlyInterestRate', old_value: '0.05', new_value: '0.06' }),
      ]),
    );
    expect(updates).toHaveLength(2);

    // Opened at version 1, saved after someone else made version 2.
    const stale = await update(company.id, 1, { ...EDITED, durationMonths: 24 });
    expect(errorCode(stale)).toBe('CALCULATION_SHEET_CHANGED');
    expect(details(stale)).toEqual({ version: 2 });
    // Saving what is stored makes no new version.
    expect((await update(company.id, 2, EDITED)).body.errors).toBeUndefined();
    const [row] = await db()
      .select()
      .from(companyCalculationSheets)
      .where(eq(companyCalculationSheets.company_fk, company.id));
    expect(row).toMatchObject({ version: 2, parameters: { durationMonths: 48 } });
  });

  it('refuses wrong parameters with the error of each, and an edit without an own sheet', async () => {
    const company = await createCompany(db());
    await answer(superUser, GENERATE, { company: company.id });
    const wrong = await update(company.id, 1, {
      ...DEFAULT_CALCULATION_SHEET,
      durationMonths: 0,
      vatRate: 1.21,
      assistanceMonthlyCents: -300,
      minInvestmentCents: 2_000_000,
      salarySwapShareByStatute: { NO_SUCH_STATUTE: 0.5 },
    });
    expect(errorCode(wrong)).toBe('BAD_INPUT');
    expect(details(wrong)).toEqual({
      fields: {
        durationMonths: 'errors.sheetDurationInvalid',
        vatRate: 'errors.sheetPercentageInvalid',
        assistanceMonthlyCents: 'errors.sheetAmountInvalid',
        maxInvestmentCents: 'SHEET_MIN_ABOVE_MAX',
      },
    });
    const statute = await update(company.id, 1, {
      ...DEFAULT_CALCULATION_SHEET,
      salarySwapShareByStatute: { NO_SUCH_STATUTE: 0.5 },
    });
    expect(details(statute)).toEqual({
      fields: { 'salarySwapShareByStatute.NO_SUCH_STATUTE': 'NOT_FOUND' },
    });
    const missing = await superUser.request(UPDATE, {
      company: company.id,
      version: 1,
      parameters: { ...input(DEFAULT_CALCULATION_SHEET), maintenance_monthly: [] },
    });
    expect(errorCode(missing)).toBe('BAD_INPUT');

    const inheriting = await createCompany(db());
    expect(errorCode(await update(inheriting.id, 1, EDITED))).toBe('CALCULATION_SHEET_NOT_OWN');
    expect(await auditOf(inheriting.id)).toEqual([]);
  });

  it('keeps a quotation made before an edit at its version and amounts; the next one uses the new version', async () => {
    const { scene, clients } = await quotationSceneWithRoles(suite.app);
    await answer(superUser, GENERATE, { company: scene.company.id });
    const before = await clients.dealerUser.request<{
      createQuotation: { id: number; lease_amount: number };
    }>(CREATE_QUOTATION, { input: scene.input });
    expect(before.body.errors).toBeUndefined();
    expect(before.body.data!.createQuotation.lease_amount).toBe(scene.expected.lease_amount);

    expect((await update(scene.company.id, 1, EDITED)).body.errors).toBeUndefined();

    const after = await clients.dealerUser.request<{ createQuotation: { id: number; lease_amount: number } }>(
      CREATE_QUOTATION,
      { input: scene.input },
    );
    const expectedAfter = calculateLease(EDITED, {
      amounts: { BIKE_VALUE: 249_995, LOOSE_PARTS_VALUE: 15_050 },
      bikeTypeId: 5,
      companyHasMaintenanceField: false,
    });
    expect(after.body.data!.createQuotation.lease_amount).toBe(expectedAfter.lease_amount);
    expect(expectedAfter.lease_amount).not.toBe(scene.expected.lease_amount);

    const [old] = await db()
      .select()
      .from(quotations)
      .where(eq(quotations.id, before.body.data!.createQuotation.id));
    expect(old.calculation_sheet).toMatchObject({ version: 1, parameters: { durationMonths: 36 } });
    expect(old).toMatchObject({
      lease_amount: scene.expected.lease_amount,
      lease_amount_vat: scene.expected.lease_amount_vat,
      salary_swap: scene.expected.salary_swap,
    });
    const [next] = await db()
      .select()
      .from(quotations)
      .where(eq(quotations.id, after.body.data!.createQuotation.id));
    expect(next.calculation_sheet).toMatchObject({ version: 2, parameters: { durationMonths: 48 } });
  });

  it('previews the sample quotation with the current and the edited parameters, saving nothing', async () => {
    const company = await createCompany(db());
    const preview = await superUser.request<{
      calculationSheetPreview: {
        bike_value_cents: number;
        bike_type_code: string;
        current_version: number;
        rows: { key: string; current: number; edited: number }[];
      };
    }>(PREVIEW, { company: company.id, parameters: input(EDITED) });
    expect(preview.body.errors).toBeUndefined();
    const answerRows = preview.body.data!.calculationSheetPreview;
    expect(answerRows).toMatchObject({ bike_value_cents: 250_000, bike_type_code: 'ELEC_BIKE' });
    const current = sheetPreviewAmounts(DEFAULT_CALCULATION_SHEET);
    const edited = sheetPreviewAmounts(EDITED);
    expect(Object.fromEntries(answerRows.rows.map((row) => [row.key, [row.current, row.edited]]))).toEqual(
      Object.fromEntries(
        Object.keys(current).map((key) => [key, [current[key as never], edited[key as never]]]),
      ),
    );
    // Worked out by hand in packages/domain calculation-sheets.test.ts.
    expect(answerRows.rows.find((row) => row.key === 'lease_amount')).toMatchObject({ current: 7528 });
    expect(answerRows.rows.find((row) => row.key === 'lease_amount')!.edited).toBeLessThan(7528);

    const wrong = await superUser.request(PREVIEW, {
      company: company.id,
      parameters: input({ ...EDITED, residualValueShare: 2 }),
    });
    expect(details(wrong)).toEqual({
      fields: { residualValueShare: 'errors.sheetPercentageInvalid' },
    });
    expect(
      await db().$count(companyCalculationSheets, eq(companyCalculationSheets.company_fk, company.id)),
    ).toBe(0);
  });

  it('is for super users only: every other role is refused and nothing changes', async () => {
    const { scene, clients } = await quotationSceneWithRoles(suite.app);
    const company = scene.company.id;
    const { superUser: _super, ...others } = clients;
    const operations: [string, Record<string, unknown>][] = [
      [STATE, { company }],
      [GENERATE, { company }],
      [DELETE, { company }],
      [UPDATE, { company, version: 1, parameters: input(EDITED) }],
      [PREVIEW, { company, parameters: input(EDITED) }],
    ];
    for (const [role, client] of Object.entries(others)) {
      for (const [query, variables] of operations) {
        expect(errorCode(await client.request(query, variables)), role).toBe('FORBIDDEN');
      }
    }
    expect(
      await db().$count(companyCalculationSheets, eq(companyCalculationSheets.company_fk, company)),
    ).toBe(0);
    expect(await auditOf(company)).toEqual([]);
  });
});
