import { eq } from 'drizzle-orm';
import { languageById } from '@spokes/domain/codes';
import type { Queryable } from '../../db/client';
import { bikes } from '../../db/schema/bikes';
import { employees } from '../../db/schema/employees';
import { licensePlateRequests } from '../../db/schema/license-plates';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';

/**
 * The employee-info modal of a request (spec 03 section 2.8): what the registration needs of the
 * bike's employee, to copy into the authority's form.
 */
export async function getLicensePlateEmployee(db: Queryable, viewer: Viewer, options: { id: number }) {
  requireSuperUser(viewer);
  const [row] = await db
    .select({
      id: employees.id,
      name: employees.name,
      first_name: employees.first_name,
      last_name: employees.last_name,
      email: employees.email,
      tel: employees.tel,
      street: employees.street,
      house_number: employees.house_number,
      zip_code: employees.zip_code,
      city: employees.city,
      date_of_birth: employees.date_of_birth,
      national_register: employees.national_register,
      language_fk: employees.language_fk,
    })
    .from(licensePlateRequests)
    .innerJoin(bikes, eq(bikes.id, licensePlateRequests.bike_fk))
    .innerJoin(employees, eq(employees.id, bikes.employee_fk))
    .where(eq(licensePlateRequests.id, options.id));
  if (!row) fail('NOT_FOUND');
  return { ...row, language: languageById(row.language_fk) };
}
