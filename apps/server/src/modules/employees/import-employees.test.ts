import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { importTemplateCsv } from '@spokes/domain/import-columns';
import { IMPORT_MAX_ROWS } from '@spokes/domain/limits';
import { companies } from '../../db/schema/companies';
import { employees } from '../../db/schema/employees';
import { appSuite } from '../../test/app-suite';
import { createCompany, createDealer } from '../../test/factories';
import { errorCode } from '../../test/graphql-client';
import { signedIn, signedInRoles } from '../../test/signed-in';

const OUTCOME = `{ applied total created updated unchanged refused rows { row action label reasons { column code message } } }`;
const PREVIEW = `mutation($company: Int!, $file: File!) { previewEmployeeImport(company_id: $company, file: $file) ${OUTCOME} }`;
const APPLY = `mutation($company: Int!, $file: File!) { applyEmployeeImport(company_id: $company, file: $file) ${OUTCOME} }`;
const LOG = `query($filter: SettingsAuditFilter) {
  settingsAuditLog(page: 1, size: 50, filter: $filter) { total items { table_name record_id action field new_value } }
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

const HEADER =
  'Voornaam;Achternaam;E-mail;Telefoon;Statuut;Taal;Geboortedatum;Straat;Huisnummer;Postcode;Gemeente';
const line = (first: string, email: string, extra: Partial<Record<'tel' | 'statute' | 'zip', string>> = {}) =>
  [
    first,
    'Peeters',
    email,
    extra.tel ?? '0470123456',
    extra.statute ?? 'EMPLOYEE',
    'nl',
    '15/03/1985',
    'Kerkstraat',
    '12',
    extra.zip ?? '2000',
    'Antwerpen',
  ].join(';');
const csv = (...lines: string[]) =>
  new File([[HEADER, ...lines].join('\r\n')], 'employees.csv', { type: 'text/csv' });

describe('importing employees from a file', () => {
  const suite = appSuite();
  const db = () => suite.app.database.db;
  let superUser: Client;
  let superUserFr: Client;
  beforeAll(async () => {
    superUser = await signedIn(suite.app, { super_user: true });
    superUserFr = await signedIn(suite.app, { super_user: true, language: 'fr' });
  });
  const run = async (client: Client, query: string, company: number, file: File) => {
    const name = query === PREVIEW ? 'previewEmployeeImport' : 'applyEmployeeImport';
    const response = await client.upload<Record<string, Outcome>>(query, { company, file: null }, [
      ['variables.file', file],
    ]);
    return { response, outcome: response.body.data?.[name] };
  };
  const companyEmployees = (company: number) =>
    db().select().from(employees).where(eq(employees.company_fk, company)).orderBy(employees.id);

  it('previews a ;-separated file with a BOM: creates, and refuses a bad row with its reason in nl and fr', async () => {
    const company = await createCompany(db());
    const file = () =>
      new File(
        [
          `\uFEFF${HEADER}\r\n${line('An', 'an@example.be')}\r\n${line('Bert', 'bert@example.be', { zip: 'abc', statute: 'PIRATE' })}\r\n`,
        ],
        'employees.csv',
      );
    const { outcome } = await run(superUser, PREVIEW, company.id, file());
    expect(outcome).toMatchObject({ applied: false, total: 2, created: 1, refused: 1 });
    expect(outcome!.rows[0]).toMatchObject({ row: 2, action: 'create', label: 'An Peeters', reasons: [] });
    expect(outcome!.rows[1]).toMatchObject({ row: 3, action: 'refused' });
    expect(outcome!.rows[1].reasons).toEqual(
      expect.arrayContaining([
        { column: 'Statuut', code: 'IMPORT_VALUE_UNKNOWN', message: 'Onbekende waarde: PIRATE' },
        expect.objectContaining({ column: 'Postcode', code: 'POSTCODE_INVALID' }),
      ]),
    );
    const french = (await run(superUserFr, PREVIEW, company.id, file())).outcome!;
    expect(french.rows[1].reasons).toContainEqual({
      column: 'Statuut',
      code: 'IMPORT_VALUE_UNKNOWN',
      message: 'Valeur inconnue : PIRATE',
    });
    expect(await companyEmployees(company.id)).toEqual([]);
  });

  it('reads a ,-separated file with English headers, and the example file', async () => {
    const company = await createCompany(db());
    const english = new File(
      [
        'First name,Last name,Email,Phone,Statute,Language,Date of birth,Street,House number,Zip code,City\n' +
          'Chris,Claes,chris@example.be,0470123456,Worker,fr,1990-01-31,"Rue, de la Loi",5,1000,Bruxelles\n',
      ],
      'employees.csv',
    );
    const { outcome } = await run(superUser, APPLY, company.id, english);
    expect(outcome).toMatchObject({ applied: true, created: 1, refused: 0 });
    const [chris] = await companyEmployees(company.id);
    expect(chris).toMatchObject({
      street: 'Rue, de la Loi',
      date_of_birth: '1990-01-31',
      employee_statute_fk: 2,
      language_fk: 2,
    });

    const template = new File([importTemplateCsv('employees')], 'voorbeeld.csv');
    expect((await run(superUser, PREVIEW, company.id, template)).outcome).toMatchObject({
      created: 2,
      refused: 0,
    });
  });

  it('reads an XLSX file, date cells included', async () => {
    const company = await createCompany(db());
    const header = HEADER.split(';').map((value) => ({ value }));
    const cells = line('Dana', 'dana@example.be')
      .split(';')
      .map((value, i) =>
        i === 6 ? { value: new Date(Date.UTC(1985, 2, 15)), type: Date, format: 'dd/mm/yyyy' } : { value },
      );
    const buffer = await writeXlsxFile([header, cells] as never).toBuffer();
    const xlsx = new File([buffer as unknown as BlobPart], 'employees.xlsx');
    const { outcome } = await run(superUser, APPLY, company.id, xlsx);
    expect(outcome).toMatchObject({ applied: true, created: 1 });
    expect((await companyEmployees(company.id))[0]).toMatchObject({
      first_name: 'Dana',
      date_of_birth: '1985-03-15',
    });
  });

  it('updates by e-mail (any case), leaves an equal row unchanged, and writes one audit row', async () => {
    const company = await createCompany(db());
    await run(
      superUser,
      APPLY,
      company.id,
      csv(line('Eva', 'eva@example.be'), line('Frank', 'frank@example.be')),
    );
    const before = await companyEmployees(company.id);
    const { outcome } = await run(
      superUser,
      APPLY,
      company.id,
      csv(
        line('Eva', 'EVA@example.be', { tel: '0499887766' }),
        line('Frank', 'frank@example.be'),
        line('Gert', 'gert@example.be'),
      ),
    );
    expect(outcome).toMatchObject({
      applied: true,
      total: 3,
      created: 1,
      updated: 1,
      unchanged: 1,
      refused: 0,
    });
    const after = await companyEmployees(company.id);
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ id: before[0].id, tel: '+32499887766' });
    const log = await superUser.request<{
      settingsAuditLog: { total: number; items: { action: string; new_value: string }[] };
    }>(LOG, { filter: { table: 'employees', recordId: String(company.id) } });
    expect(log.body.data?.settingsAuditLog.total).toBe(2);
    expect(log.body.data?.settingsAuditLog.items[0].action).toBe('import');
    expect(JSON.parse(log.body.data!.settingsAuditLog.items[0].new_value)).toMatchObject({
      kind: 'employees',
      file: 'employees.csv',
      created: 1,
      updated: 1,
      unchanged: 1,
    });
  });

  it('applies all or nothing: a refused row, or an e-mail twice in the file, writes nothing', async () => {
    const company = await createCompany(db());
    const { outcome } = await run(
      superUser,
      APPLY,
      company.id,
      csv(
        line('Hans', 'hans@example.be'),
        line('Ilse', 'ilse@example.be', { tel: '12' }),
        line('Hans2', 'HANS@example.be'),
      ),
    );
    expect(outcome).toMatchObject({ applied: false, created: 1, refused: 2 });
    expect(outcome!.rows.map((row) => [row.row, row.reasons.map((reason) => reason.code)])).toEqual([
      [3, ['PHONE_INVALID']],
      [4, ['IMPORT_DUPLICATE_IN_FILE']],
    ]);
    expect(outcome!.rows[1].reasons[0].message).toBe('Deze waarde staat al in rij 2 van het bestand');
    expect(await companyEmployees(company.id)).toEqual([]);
  });

  it('checks every row again at apply time: a rule added since the dry run refuses the file, nothing written', async () => {
    const company = await createCompany(db());
    const upload = () => csv(line('Jan', 'jan@example.be'), line('Kim', 'kim@example.be'));
    expect((await run(superUser, PREVIEW, company.id, upload())).outcome).toMatchObject({
      created: 2,
      refused: 0,
    });
    await db()
      .update(companies)
      .set({ employee_required_fields: ['employee_number'] })
      .where(eq(companies.id, company.id));
    const { outcome } = await run(superUser, APPLY, company.id, upload());
    expect(outcome).toMatchObject({ applied: false, refused: 2 });
    expect(outcome!.rows[0].reasons).toEqual([
      expect.objectContaining({ column: 'Personeelsnummer', code: 'REQUIRED' }),
    ]);
    expect(await companyEmployees(company.id)).toEqual([]);
    const log = await superUser.request<{ settingsAuditLog: { total: number } }>(LOG, {
      filter: { table: 'employees', recordId: String(company.id) },
    });
    expect(log.body.data?.settingsAuditLog.total).toBe(0);
  });

  it('refuses a file without a required column, an unreadable one and one over the row cap', async () => {
    const company = await createCompany(db());
    const noEmail = new File(['Voornaam;Achternaam\nAn;Peeters\n'], 'x.csv');
    const missing = await run(superUser, PREVIEW, company.id, noEmail);
    expect(errorCode(missing.response)).toBe('IMPORT_COLUMN_MISSING');
    expect((missing.response.body.errors?.[0].extensions as { details?: unknown }).details).toEqual({
      column: 'E-mail',
    });
    const binary = new File([new Uint8Array([0xff, 0xfe, 0x00, 0x41])], 'x.csv');
    expect(errorCode((await run(superUser, PREVIEW, company.id, binary)).response)).toBe(
      'IMPORT_FILE_UNREADABLE',
    );
    const many = csv(...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => line('X', `x${i}@example.be`)));
    expect(errorCode((await run(superUser, PREVIEW, company.id, many)).response)).toBe(
      'IMPORT_TOO_MANY_ROWS',
    );
    const partner = await createCompany(db(), { partner_integration: 'KPMG' });
    expect(
      errorCode((await run(superUser, PREVIEW, partner.id, csv(line('A', 'a@example.be')))).response),
    ).toBe('PARTNER_PORTAL_COMPANY');
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
          errorCode((await run(client, query, company.id, csv(line('A', 'a@example.be')))).response),
          role,
        ).toBe('FORBIDDEN');
    }
    expect(await companyEmployees(company.id)).toEqual([]);
  });
});
