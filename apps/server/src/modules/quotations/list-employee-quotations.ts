import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { employees } from '../../db/schema/employees';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { accessScope } from '../access/access-table';
import { getQuotations, type QuotationOverview } from './get-quotation';

export type EmployeeQuotations = {
  employee: { id: number; name: string; company: { id: number; name: string } };
  quotations: QuotationOverview[];
};

/**
 * The cards page of an employee (spec 02 "Quotations of an employee"): the employee with its
 * company for the header, and its quotations in the back-office scope (super users every
 * dealer's, a dealer its own), of one dealer when given (a dealer user's chosen dealer), active
 * ones only when asked, newest first. An employee the viewer may not read is NOT_FOUND.
 */
export async function listEmployeeQuotations(
  db: Queryable,
  viewer: Viewer,
  options: { employeeId: number; dealerId?: number | null; activeOnly?: boolean | null },
): Promise<EmployeeQuotations> {
  const [employee] = await db
    .select({ id: employees.id, name: employees.name, companyId: companies.id, companyName: companies.name })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_fk))
    .where(and(eq(employees.id, options.employeeId), accessScope(viewer, 'employee', 'read')));
  if (!employee) fail('NOT_FOUND');
  const cards = await getQuotations(
    db,
    viewer,
    and(
      eq(quotations.employee_fk, employee.id),
      options.dealerId == null ? undefined : eq(quotations.dealer_fk, options.dealerId),
      options.activeOnly ? eq(quotations.active, true) : undefined,
    ),
  );
  return {
    employee: {
      id: employee.id,
      name: employee.name,
      company: { id: employee.companyId, name: employee.companyName },
    },
    quotations: cards,
  };
}
