import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, invoiceTargets } from '../../db/schema/companies';
import { appSuite } from '../../test/app-suite';
import { createCompany, createDealer } from '../../test/factories';
import { errorCode } from '../../test/graphql-client';
import { signedIn, signedInRoles } from '../../test/signed-in';

const OUTCOME = `{ applied total created updated unchanged refused rows { row action label reasons { column code message } } }`;
const PREVIEW = `mutation($file: File!) { previewCompanyImport(file: $file) ${OUTCOME} }`;
const APPLY = `mutation($file: File!) { applyCompanyImport(file: $file) ${OUTCOME} }`;
const LOG = `query($filter: SettingsAuditFilter) {
  settingsAuditLog(page: 1, size: 50, filter: $filter) { total items { action new_value } }
}`;

type Outcome = {
  applied: boolean;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  rows: {
    row: number;
    action: string;
    label: string;
    reasons: { column: string; code: string; message: string }[];
  }[];
};
type Client = Awaited<ReturnType<typeof signedIn>>;

const HEADER = 'Naam;Klantnummer;Moederbedrijf;Facturatiedoel;Taal;Variant';
const file = (...lines: string[]) => new File([[HEADER, ...lines].join('\n')], 'bedrijven.csv');

describe('importing companies from a file', () => {
  const suite = appSuite();
  const db = () => suite.app.database.db;
  let superUser: Client;
  let superUserFr: Client;
  let target: string;
  beforeAll(async () => {
    superUser = await signedIn(suite.app, { super_user: true });
    superUserFr = await signedIn(suite.app, { super_user: true, language: 'fr' });
    const [row] = await db().insert(invoiceTargets).values({ name: 'Import Leasing' }).returning();
    target = row.name;
  });
  const run = async (client: Client, query: string, upload: File) => {
    const response = await client.upload<Record<string, Outcome>>(query, { file: null }, [
      ['variables.file', upload],
    ]);
    return {
      response,
      outcome: response.body.data?.[query === PREVIEW ? 'previewCompanyImport' : 'applyCompanyImport'],
    };
  };
  const byCustomerId = async (...ids: string[]) =>
    db().select().from(companies).where(inArray(companies.customer_id, ids)).orderBy(companies.id);

  it('creates a tree: the parent by customer id of an earlier row, or by the name of an existing company', async () => {
    const existing = await createCompany(db(), { name: 'Bestaande Groep NV' });
    const { outcome } = await run(
      superUser,
      APPLY,
      file(
        `Import Holding;IMP-1;;${target};nl;STANDARD`,
        `Import Gent;IMP-2;IMP-1;${target};fr;FIP`,
        `Import Brugge;IMP-3;bestaande groep nv;${target};;`,
      ),
    );
    expect(outcome).toMatchObject({ applied: true, created: 3, refused: 0 });
    const [holding, gent, brugge] = await byCustomerId('IMP-1', 'IMP-2', 'IMP-3');
    expect(holding).toMatchObject({
      name: 'Import Holding',
      company_parent_fk: null,
      language_fk: 1,
      variant_fk: 1,
    });
    expect(gent).toMatchObject({ company_parent_fk: holding.id, language_fk: 2, variant_fk: 2 });
    expect(brugge).toMatchObject({ company_parent_fk: existing.id, language_fk: 1, variant_fk: 1 });
    const log = await superUser.request<{
      settingsAuditLog: { items: { action: string; new_value: string }[] };
    }>(LOG, {
      filter: { table: 'companies', recordId: 'import' },
    });
    expect(log.body.data?.settingsAuditLog.items[0].action).toBe('import');
    expect(JSON.parse(log.body.data!.settingsAuditLog.items[0].new_value)).toMatchObject({
      kind: 'companies',
      file: 'bedrijven.csv',
      created: 3,
      created_ids: [holding.id, gent.id, brugge.id],
    });
  });

  it('updates by customer id, else by exact name, and leaves an equal row unchanged', async () => {
    await run(
      superUser,
      APPLY,
      file(`Upd Holding;UPD-1;;${target};nl;STANDARD`, `Upd Dochter;;;${target};nl;STANDARD`),
    );
    const [holding] = await byCustomerId('UPD-1');
    const { outcome } = await run(
      superUser,
      APPLY,
      file(
        `Upd Holding Renamed;UPD-1;;${target};nl;STANDARD`,
        `UPD DOCHTER;;UPD-1;${target};nl;STANDARD`,
        `Upd Nieuw;UPD-3;;${target};nl;STANDARD`,
      ),
    );
    expect(outcome).toMatchObject({ applied: true, created: 1, updated: 2 });
    const [renamed] = await db().select().from(companies).where(eq(companies.id, holding.id));
    expect(renamed.name).toBe('Upd Holding Renamed');
    const [daughter] = await db().select().from(companies).where(eq(companies.name, 'UPD DOCHTER'));
    expect(daughter.company_parent_fk).toBe(holding.id);
    const again = await run(superUser, PREVIEW, file(`Upd Holding Renamed;UPD-1;;${target};nl;STANDARD`));
    expect(again.outcome).toMatchObject({ unchanged: 1, updated: 0, created: 0 });
  });

  it('refuses unknown values, a parent cycle and a later parent, in the viewer language, and writes nothing', async () => {
    await run(
      superUser,
      APPLY,
      file(`Cyc A;CYC-A;;${target};nl;STANDARD`, `Cyc B;CYC-B;CYC-A;${target};nl;STANDARD`),
    );
    const lines = [
      `Cyc A;CYC-A;CYC-B;${target};nl;STANDARD`,
      `Cyc C;CYC-C;CYC-D;${target};nl;STANDARD`,
      `Cyc D;CYC-D;;Nobody Leasing;xx;STANDARD`,
      `Cyc E;CYC-E;;${target};nl;STANDARD`,
    ];
    const { outcome } = await run(superUser, APPLY, file(...lines));
    expect(outcome).toMatchObject({ applied: false, refused: 3, created: 1 });
    expect(outcome!.rows.map((row) => [row.row, row.reasons.map((r) => `${r.column}:${r.code}`)])).toEqual([
      [2, ['Moederbedrijf:IMPORT_PARENT_CYCLE']],
      [3, ['Moederbedrijf:IMPORT_VALUE_UNKNOWN']],
      [4, ['Facturatiedoel:IMPORT_VALUE_UNKNOWN', 'Taal:IMPORT_VALUE_UNKNOWN']],
    ]);
    expect(outcome!.rows[0].reasons[0].message).toBe(
      'Een bedrijf kan niet onder zichzelf of onder een van zijn dochters hangen',
    );
    const french = (await run(superUserFr, PREVIEW, file(...lines))).outcome!;
    expect(french.rows.find((row) => row.row === 4)?.reasons[0].message).toBe(
      'Valeur inconnue : Nobody Leasing',
    );
    expect(await byCustomerId('CYC-E')).toEqual([]);
    const [a] = await byCustomerId('CYC-A');
    expect(a.company_parent_fk).toBeNull();
  });

  it('refuses every role but super users', async () => {
    const company = await createCompany(db());
    const dealer = await createDealer(db());
    const other = await createDealer(db());
    const roles = await signedInRoles(suite.app, {
      dealerId: dealer.id,
      otherDealerId: other.id,
      companyId: company.id,
    });
    for (const [role, client] of Object.entries(roles)) {
      if (role === 'superUser') continue;
      for (const query of [PREVIEW, APPLY])
        expect(
          errorCode((await run(client, query, file(`Role Co;ROLE-1;;${target};nl;STANDARD`))).response),
          role,
        ).toBe('FORBIDDEN');
    }
    expect(await byCustomerId('ROLE-1')).toEqual([]);
  });
});
