import { and, eq, ne, sql } from 'drizzle-orm';
import { employeeFormSchema, type EmployeeFormValues } from '@spokes/domain/employee-schema';
import { usesPartnerPortal } from '@spokes/domain/partner-portal';
import { issueCodes } from '@spokes/domain/schemas';
import type { Db, Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { employees } from '../../db/schema/employees';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { requireAccess } from '../access/access-table';
import { getEmployee } from './employee-lookups';

/**
 * The company row, locked for the rest of the transaction: two saves of the same e-mail in one
 * company wait for each other, so the uniqueness check below cannot be raced.
 */
async function lockCompany(tx: Queryable, companyId: number) {
  const [company] = await tx
    .select({
      employee_required_fields: companies.employee_required_fields,
      custom_employee_properties: companies.custom_employee_properties,
      partner_integration: companies.partner_integration,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return company;
}

/** The form's values checked against the company's required fields and properties, or BAD_INPUT per field. */
function parseEmployee(
  company: Awaited<ReturnType<typeof lockCompany>>,
  input: Record<string, unknown>,
): EmployeeFormValues {
  const schema = employeeFormSchema(company.employee_required_fields, company.custom_employee_properties);
  const parsed = schema.safeParse(input);
  if (!parsed.success) fail('BAD_INPUT', undefined, { fields: issueCodes(parsed.error) });
  return parsed.data;
}

// An e-mail identifies one employee within a company (any case); the same person may be an
// employee of two companies.
async function refuseEmailInUse(tx: Queryable, companyId: number, email: string, exceptId?: number) {
  const [other] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.company_fk, companyId),
        sql`lower(${employees.email}) = lower(${email})`,
        exceptId === undefined ? undefined : ne(employees.id, exceptId),
      ),
    )
    .limit(1);
  if (other) fail('EMAIL_IN_USE', undefined, { field: 'email' });
}

function employeeColumns(values: EmployeeFormValues) {
  return {
    ...values,
    employee_title_fk: values.employee_title_fk ?? null,
    drivers_license_date: values.drivers_license_date ?? null,
    custom_properties: values.custom_properties,
  };
}

export async function createEmployee(
  db: Db,
  viewer: Viewer,
  companyId: number,
  input: Record<string, unknown>,
) {
  await requireAccess(db, viewer, 'company', companyId, 'read');
  const id = await db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (usesPartnerPortal(company)) fail('PARTNER_PORTAL_COMPANY');
    const values = parseEmployee(company, input);
    await refuseEmailInUse(tx, companyId, values.email);
    const [row] = await tx
      .insert(employees)
      .values({ company_fk: companyId, ...employeeColumns(values) })
      .returning({ id: employees.id });
    return row.id;
  });
  return getEmployee(db, viewer, id);
}

/** Updates every field of the form; the employee keeps its company. */
export async function updateEmployee(
  db: Db,
  viewer: Viewer,
  employeeId: number,
  input: Record<string, unknown>,
) {
  const { companyId } = await requireAccess(db, viewer, 'employee', employeeId, 'write');
  await db.transaction(async (tx) => {
    const values = parseEmployee(await lockCompany(tx, companyId), input);
    await refuseEmailInUse(tx, companyId, values.email, employeeId);
    await tx
      .update(employees)
      .set({ ...employeeColumns(values), updated_at: new Date() })
      .where(eq(employees.id, employeeId));
  });
  return getEmployee(db, viewer, employeeId);
}
