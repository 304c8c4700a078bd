import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { employees } from '../../db/schema/employees';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { companyScope } from '../companies/companies.access';

/** Which employees the viewer may read: those of the companies it may read. */
export function employeeScope(viewer: Viewer): SQL {
  if (viewer.superUser) return sql`true`;
  return exists(
    sql`(select 1 from ${companies} where ${and(eq(companies.id, employees.company_fk), companyScope(viewer))})`,
  );
}

/** The employee with its company when the viewer may read it; NOT_FOUND when missing or out of scope alike. */
export async function requireEmployeeAccess(db: Queryable, viewer: Viewer, employeeId: number) {
  const [row] = await db
    .select({ id: employees.id, companyId: employees.company_fk })
    .from(employees)
    .where(and(eq(employees.id, employeeId), employeeScope(viewer)));
  return row ?? fail('NOT_FOUND');
}
