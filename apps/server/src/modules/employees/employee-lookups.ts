import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { EMPLOYEE_SEARCH_MIN_LENGTH } from '@spokes/domain/limits';
import { validateEmail } from '@spokes/domain/contact-validation';
import type { Queryable } from '../../db/client';
import { containing, loweredContains } from '../../db/list';
import { companies } from '../../db/schema/companies';
import { employees } from '../../db/schema/employees';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { requireAccess } from '../access/access-table';

export type EmployeeRow = typeof employees.$inferSelect & { company_name: string };

/** The search across companies answers at most this many; the page asks for a narrower text beyond. */
export const EMPLOYEE_SEARCH_LIMIT = 100;

function selectEmployees(db: Queryable) {
  return db
    .select({ employee: employees, company_name: companies.name })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_fk));
}

function withCompanyName(
  rows: { employee: typeof employees.$inferSelect; company_name: string }[],
): EmployeeRow[] {
  return rows.map((row) => ({ ...row.employee, company_name: row.company_name }));
}

/** Every employee of a company the viewer may read, by name (the page filters them locally). */
export async function listCompanyEmployees(db: Queryable, viewer: Viewer, companyId: number) {
  await requireAccess(db, viewer, 'company', companyId, 'read');
  const rows = await selectEmployees(db)
    .where(eq(employees.company_fk, companyId))
    .orderBy(asc(employees.name), asc(employees.id));
  return withCompanyName(rows);
}

/** Super users' search across companies on name or e-mail: SEARCH_TOO_SHORT under 5 characters. */
export async function searchEmployees(db: Queryable, viewer: Viewer, search: string) {
  requireSuperUser(viewer);
  const text = search.trim();
  if (text.length < EMPLOYEE_SEARCH_MIN_LENGTH) fail('SEARCH_TOO_SHORT');
  const rows = await selectEmployees(db)
    .where(or(loweredContains(employees.name_lower, text), ilike(employees.email, containing(text))))
    .orderBy(asc(employees.name), asc(employees.id))
    .limit(EMPLOYEE_SEARCH_LIMIT);
  return withCompanyName(rows);
}

/** The employee of the company with this access code ("barcode" tab); null when none. */
export async function findEmployeeByAccessCode(
  db: Queryable,
  viewer: Viewer,
  code: string,
  companyId: number,
) {
  const trimmed = code.trim();
  if (trimmed === '') fail('BARCODE_REQUIRED');
  await requireAccess(db, viewer, 'company', companyId, 'read');
  const [row] = await selectEmployees(db).where(
    and(
      eq(employees.company_fk, companyId),
      sql`upper(${employees.employee_access_code}) = upper(${trimmed})`,
    ),
  );
  return row ? withCompanyName([row])[0] : null;
}

/** The employee of the company with exactly this first name, last name and e-mail (any case); null when none. */
export async function findEmployeeByNameAndEmail(
  db: Queryable,
  viewer: Viewer,
  input: { first_name: string; last_name: string; email: string; company_id: number },
) {
  const firstName = input.first_name.trim();
  const lastName = input.last_name.trim();
  const email = validateEmail(input.email);
  if (firstName === '' || lastName === '' || !email.ok) fail('REQUIRED_FIELDS_MISSING');
  await requireAccess(db, viewer, 'company', input.company_id, 'read');
  const [row] = await selectEmployees(db).where(
    and(
      eq(employees.company_fk, input.company_id),
      sql`lower(${employees.first_name}) = lower(${firstName})`,
      sql`lower(${employees.last_name}) = lower(${lastName})`,
      sql`lower(${employees.email}) = lower(${email.value})`,
    ),
  );
  return row ? withCompanyName([row])[0] : null;
}

/** One employee within the viewer's scope; NOT_FOUND otherwise. */
export async function getEmployee(db: Queryable, viewer: Viewer, employeeId: number) {
  await requireAccess(db, viewer, 'employee', employeeId, 'read');
  const [row] = await selectEmployees(db).where(eq(employees.id, employeeId));
  return withCompanyName([row])[0];
}
