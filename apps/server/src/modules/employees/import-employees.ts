import { and, eq, sql } from 'drizzle-orm';
import { employeeFormSchema, type EmployeeFormValues } from '@spokes/domain/employee-schema';
import { EMPLOYEE_IMPORT_COLUMNS, headerKey, importDate } from '@spokes/domain/import-columns';
import { usesPartnerPortal } from '@spokes/domain/partner-portal';
import { issueCodes } from '@spokes/domain/schemas';
import type { Db, Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { employees } from '../../db/schema/employees';
import { employeeStatutes, employeeTitles, languages } from '../../db/schema/reference';
import { fail } from '../../errors';
import {
  asErrorCode,
  byCodeOrName,
  ImportRefused,
  outcomeOf,
  reasonLanguage,
  reasonsIn,
  refusedOutcome,
  type ImportOutcome,
  type ImportReason,
  type ImportRowPlan,
} from '../../lib/import-plan';
import { readTableFile, type TableFile } from '../../lib/read-table-file';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordsetSql } from '../../lib/json-recordset';
import { recordSettingsChange } from '../audit/record-settings-change';

export type EmployeeImportOptions = { companyId: number; file: Blob };

type EmployeeRecord = typeof employees.$inferSelect;

/** The columns an import writes, in the order of the bulk statements below. */
const WRITTEN = [
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['email', 'text'],
  ['tel', 'text'],
  ['employee_statute_fk', 'integer'],
  ['employee_title_fk', 'integer'],
  ['language_fk', 'integer'],
  ['employee_number', 'text'],
  ['street', 'text'],
  ['house_number', 'text'],
  ['zip_code', 'text'],
  ['city', 'text'],
  ['national_register', 'text'],
  ['date_of_birth', 'date'],
  ['drivers_license_date', 'date'],
  ['comment_public', 'text'],
  ['comment_private', 'text'],
  ['custom_properties', 'jsonb'],
] as const;
type WrittenColumn = (typeof WRITTEN)[number][0];
type Written = Record<WrittenColumn, unknown>;

/** The file's text columns that go to the form as they are (the lookups and dates are read apart). */
const TEXT_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'tel',
  'employee_number',
  'street',
  'house_number',
  'zip_code',
  'city',
  'national_register',
  'comment_public',
] as const;

/** A form field's reason belongs to this column of the file. */
const COLUMN_OF_FIELD: Record<string, string> = {
  employee_statute_fk: 'employee_statute',
  employee_title_fk: 'employee_title',
  language_fk: 'language',
};

/** What an existing employee's form holds: the start of an update, whose file columns replace it. */
function formOf(record: EmployeeRecord): Record<string, unknown> {
  return {
    first_name: record.first_name,
    last_name: record.last_name,
    email: record.email ?? '',
    tel: record.tel ?? '',
    employee_statute_fk: record.employee_statute_fk,
    employee_title_fk: record.employee_title_fk,
    language_fk: record.language_fk,
    employee_number: record.employee_number,
    street: record.street ?? '',
    house_number: record.house_number ?? '',
    zip_code: record.zip_code ?? '',
    city: record.city ?? '',
    national_register: record.national_register,
    date_of_birth: record.date_of_birth ?? '',
    drivers_license_date: record.drivers_license_date,
    comment_public: record.comment_public,
    comment_private: record.comment_private,
    custom_properties: record.custom_properties,
  };
}

function writtenOf(values: EmployeeFormValues): Written {
  return {
    ...values,
    employee_title_fk: values.employee_title_fk ?? null,
    drivers_license_date: values.drivers_license_date ?? null,
  } as Written;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

type PlannedRow = ImportRowPlan & { values?: Written; id?: number };

/**
 * Every row of the file checked as the employee form checks it (the company's required fields
 * and custom properties), matched to the company's employees by e-mail (any case): a match is
 * updated, with the file's columns over its current values; no match is created. A row is
 * refused with its reasons; an e-mail twice in the file refuses the second row.
 */
async function planEmployees(
  q: Queryable,
  viewer: Viewer,
  companyId: number,
  table: TableFile,
  lock: boolean,
) {
  const companyQuery = q
    .select({
      language_fk: companies.language_fk,
      employee_required_fields: companies.employee_required_fields,
      custom_employee_properties: companies.custom_employee_properties,
      partner_integration: companies.partner_integration,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  // Locked while an apply runs, as a single save locks it: two imports or saves wait for each other.
  const [company] = lock ? await companyQuery.for('update') : await companyQuery;
  if (!company) fail('NOT_FOUND');
  if (usesPartnerPortal(company)) fail('PARTNER_PORTAL_COMPANY');
  const emails = [
    ...new Set(table.rows.flatMap((row) => (row.cells.email ? [row.cells.email.toLowerCase()] : []))),
  ];
  // One query after the other: a transaction is one connection.
  const statutes = await q.select().from(employeeStatutes);
  const titles = await q.select().from(employeeTitles);
  const languageRows = await q.select().from(languages);
  // Only the company's employees the file names by e-mail: the dry run does not grow with the company.
  const existing = await q
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.company_fk, companyId),
        sql`lower(${employees.email}) in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`,
      ),
    );
  const statuteOf = byCodeOrName(statutes);
  const titleOf = byCodeOrName(titles);
  const languageOf = byCodeOrName(languageRows);
  const byEmail = new Map<string, EmployeeRecord>();
  for (const record of existing) if (record.email) byEmail.set(record.email.trim().toLowerCase(), record);

  const schema = employeeFormSchema(company.employee_required_fields, company.custom_employee_properties);
  const reason = reasonsIn(reasonLanguage(viewer.language), EMPLOYEE_IMPORT_COLUMNS);
  const has = (key: string) => table.columns.has(key);
  const propertyHeaders = company.custom_employee_properties.map((property) => ({
    name: property.name,
    key: headerKey(property.name),
  }));
  const firstRowOfEmail = new Map<string, number>();

  return table.rows.map((line): PlannedRow => {
    const cells = line.cells;
    const reasons: ImportReason[] = [];
    const email = (cells.email ?? '').toLowerCase();
    const match = email ? byEmail.get(email) : undefined;
    const input: Record<string, unknown> = match ? formOf(match) : { language_fk: company.language_fk };
    for (const key of TEXT_COLUMNS) if (has(key)) input[key] = cells[key];
    for (const key of ['date_of_birth', 'drivers_license_date'] as const)
      if (has(key)) input[key] = cells[key] === '' ? null : importDate(cells[key]);
    const lookups = [
      ['employee_statute', 'employee_statute_fk', statuteOf],
      ['employee_title', 'employee_title_fk', titleOf],
      ['language', 'language_fk', languageOf],
    ] as const;
    for (const [key, field, lookup] of lookups) {
      if (!has(key)) continue;
      const value = cells[key];
      // A blank language keeps the employee's (the company's for a new one); a blank statute or title clears it.
      if (value === '')
        input[field] = key === 'language' ? (match?.language_fk ?? company.language_fk) : null;
      else {
        input[field] = lookup(value) ?? null;
        if (input[field] === null) reasons.push(reason(key, 'IMPORT_VALUE_UNKNOWN', { value }));
      }
    }
    const custom = { ...((input.custom_properties as Record<string, unknown> | undefined) ?? {}) };
    for (const [header, value] of Object.entries(line.extra)) {
      const property = propertyHeaders.find((p) => p.key === headerKey(header));
      if (property) custom[property.name] = value;
    }
    input.custom_properties = custom;

    if (email) {
      const earlier = firstRowOfEmail.get(email);
      if (earlier !== undefined) reasons.push(reason('email', 'IMPORT_DUPLICATE_IN_FILE', { row: earlier }));
      else firstRowOfEmail.set(email, line.row);
    }
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      for (const [path, code] of Object.entries(issueCodes(parsed.error))) {
        const [field, property] = path.split('.');
        const column =
          field === 'custom_properties' ? (property ?? field) : (COLUMN_OF_FIELD[field] ?? field);
        if (reasons.some((r) => r.column === column || r.column === reason(column, 'BAD_INPUT').column))
          continue;
        reasons.push(reason(column, asErrorCode(code)));
      }
    }
    const label = `${cells.first_name ?? ''} ${cells.last_name ?? ''}`.trim() || (cells.email ?? '');
    if (reasons.length > 0 || !parsed.success) return { row: line.row, action: 'refused', label, reasons };
    const values = writtenOf(parsed.data);
    if (!match) return { row: line.row, action: 'create', label, reasons, values };
    const changed = WRITTEN.some(([column]) => !same(values[column], match[column]));
    return { row: line.row, action: changed ? 'update' : 'unchanged', label, reasons, values, id: match.id };
  });
}

const plain = (rows: PlannedRow[]): ImportRowPlan[] =>
  rows.map(({ row, action, label, reasons }) => ({ row, action, label, reasons }));

/** The dry run: what applying the file would do with each row, and why a row is refused. */
export async function previewEmployeeImport(
  db: Db,
  viewer: Viewer,
  options: EmployeeImportOptions,
): Promise<ImportOutcome> {
  requireSuperUser(viewer);
  const table = await readTableFile(options.file, EMPLOYEE_IMPORT_COLUMNS);
  return outcomeOf(plain(await planEmployees(db, viewer, options.companyId, table, false)), false);
}

/** Rows per bulk statement: the JSON of one chunk stays a few megabytes. */
const CHUNK = 2_500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

const written = recordsetSql(WRITTEN);

/**
 * Applies the file in one transaction: every row is checked again against the data as it is now
 * (it may have changed since the dry run); one refused row refuses the whole file and nothing is
 * written. Creates and updates go in multi-row statements (a JSON array of rows per statement),
 * and the import writes one row to the settings audit log with its summary.
 */
export async function applyEmployeeImport(
  db: Db,
  viewer: Viewer,
  options: EmployeeImportOptions,
  fileName = 'import',
): Promise<ImportOutcome> {
  requireSuperUser(viewer);
  const table = await readTableFile(options.file, EMPLOYEE_IMPORT_COLUMNS);
  try {
    return await db.transaction(async (tx) => {
      const rows = await planEmployees(tx, viewer, options.companyId, table, true);
      const outcome = outcomeOf(plain(rows), false);
      if (outcome.refused > 0)
        throw new ImportRefused({ ...outcome, rows: outcome.rows.filter((row) => row.action === 'refused') });
      for (const part of chunks(rows.filter((row) => row.action === 'create'))) {
        const json = JSON.stringify(part.map((row) => row.values));
        await tx.execute(sql`insert into employees (company_fk, ${written.columnList(false)})
          select ${options.companyId}, ${written.fromRecord(false)}
          from jsonb_to_recordset(${json}::jsonb) as r(${written.recordType(false)})`);
      }
      for (const part of chunks(rows.filter((row) => row.action === 'update'))) {
        const json = JSON.stringify(part.map((row) => ({ id: row.id, ...row.values })));
        await tx.execute(sql`update employees set ${written.assignments}, updated_at = now()
          from jsonb_to_recordset(${json}::jsonb) as r(${written.recordType(true)})
          where employees.id = r.id and employees.company_fk = ${options.companyId}`);
      }
      const summary = { ...outcome, applied: true, rows: [] };
      await recordSettingsChange(tx, viewer, {
        table: 'employees',
        recordId: options.companyId,
        owner: { table: 'companies', recordId: options.companyId },
        action: 'import',
        after: {
          kind: 'employees',
          company_id: options.companyId,
          file: fileName,
          total: summary.total,
          created: summary.created,
          updated: summary.updated,
          unchanged: summary.unchanged,
        },
      });
      return summary;
    });
  } catch (error) {
    return refusedOutcome(error);
  }
}
