import { asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies, companyHasEmployeeStatute, invoiceTargets } from '../../db/schema/companies';
import { dataTypes, fields, fieldTypes, fieldValues } from '../../db/schema/fields';
import { quotationFields } from '../../db/schema/quotations';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { companyLogoPath } from './company-logo';
import { listCostCenters } from './cost-centers';

export type CompanyRow = typeof companies.$inferSelect;

/**
 * What the settings modal edits and compares against. `token` is the company's `updated_at` as
 * PostgreSQL's text (exact to the microsecond): a save names it, and is refused when the company
 * changed since (COMPANY_CHANGED).
 */
export const companyToken = sql<string>`${companies.updated_at}::text`;

export type CompanyFieldRow = {
  id: number;
  name: string;
  description: string | null;
  index: number;
  field_type_fk: number;
  fieldType: FieldTypeRow;
  fieldValues: { id: number; value: string }[];
  hasQuotationFields: boolean;
};

export type FieldTypeRow = {
  id: number;
  name: string;
  code: string;
  data_type_code: string;
  is_multivalue: boolean;
  is_default: boolean;
  index: number;
};

export type CompanySettings = CompanyRow & {
  token: string;
  invoice_target_name: string;
  parent_name: string | null;
  logo_path: string | null;
  fields: CompanyFieldRow[];
  costcenters: { id: number; name: string; company_fk: number; in_use: boolean }[];
  employee_statute_ids: number[];
};

/** Every field type, for the fields tab's plus button and a new company's default fields. */
export async function listCompanyFieldTypes(db: Queryable, viewer: Viewer): Promise<FieldTypeRow[]> {
  requireSuperUser(viewer);
  return selectFieldTypes(db);
}

function selectFieldTypes(db: Queryable) {
  return db
    .select({
      id: fieldTypes.id,
      name: fieldTypes.name,
      code: fieldTypes.code,
      data_type_code: dataTypes.code,
      is_multivalue: fieldTypes.is_multivalue,
      is_default: fieldTypes.is_default,
      index: fieldTypes.index,
    })
    .from(fieldTypes)
    .innerJoin(dataTypes, eq(dataTypes.id, fieldTypes.data_type_fk))
    .orderBy(asc(fieldTypes.index), asc(fieldTypes.id));
}

/** The fields of a company with their options and whether quotations use them. */
export async function listCompanyFields(db: Queryable, companyId: number): Promise<CompanyFieldRow[]> {
  const rows = await db
    .select({
      id: fields.id,
      name: fields.name,
      description: fields.description,
      index: fields.index,
      field_type_fk: fields.field_type_fk,
      hasQuotationFields: sql<boolean>`${exists(
        sql`(select 1 from ${quotationFields} where ${eq(quotationFields.field_fk, fields.id)})`,
      )}`,
    })
    .from(fields)
    .where(eq(fields.company_fk, companyId))
    .orderBy(asc(fields.index), asc(fields.id));
  const types = new Map((await selectFieldTypes(db)).map((type) => [type.id, type]));
  const values =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(fieldValues)
          .where(
            inArray(
              fieldValues.field_fk,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(fieldValues.id));
  return rows.map((row) => ({
    ...row,
    fieldType: types.get(row.field_type_fk)!,
    fieldValues: values.filter((value) => value.field_fk === row.id).map(({ id, value }) => ({ id, value })),
  }));
}

/** One company with everything the settings modal shows (super users only). */
export async function getCompanySettings(
  db: Queryable,
  viewer: Viewer,
  companyId: number,
): Promise<CompanySettings> {
  requireSuperUser(viewer);
  const [row] = await db
    .select({ company: companies, token: companyToken, invoice_target_name: invoiceTargets.name })
    .from(companies)
    .innerJoin(invoiceTargets, eq(invoiceTargets.id, companies.invoice_target_fk))
    .where(eq(companies.id, companyId));
  if (!row) fail('NOT_FOUND');
  const parent = row.company.company_parent_fk
    ? (
        await db
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, row.company.company_parent_fk))
      )[0]
    : undefined;
  const statutes = await db
    .select({ id: companyHasEmployeeStatute.employee_statute_fk })
    .from(companyHasEmployeeStatute)
    .where(eq(companyHasEmployeeStatute.company_fk, companyId));
  return {
    ...row.company,
    token: row.token,
    invoice_target_name: row.invoice_target_name,
    parent_name: parent?.name ?? null,
    logo_path: companyLogoPath(row.company),
    fields: await listCompanyFields(db, companyId),
    costcenters: await listCostCenters(db, viewer, companyId),
    employee_statute_ids: statutes.map((statute) => statute.id).sort((a, b) => a - b),
  };
}
