import { desc, eq, ilike, or } from 'drizzle-orm';
import { EMPLOYEE_SEARCH_MIN_LENGTH } from '@spokes/domain/limits';
import type { Queryable } from '../../db/client';
import { containing, loweredContains } from '../../db/list';
import { bikes } from '../../db/schema/bikes';
import { companies } from '../../db/schema/companies';
import { employees } from '../../db/schema/employees';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { servicePasses } from '../../db/schema/service-passes';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';

const BIKE_SEARCH_MIN_LENGTH = EMPLOYEE_SEARCH_MIN_LENGTH;
const BIKE_SEARCH_LIMIT = 20;

/**
 * 'Employee search for service pass' (spec 03 section 7.1): the bikes of employees whose name or
 * quotation number holds the search, to give a pass to; each says the pass it has, if any.
 */
export async function searchServicePassBikes(db: Queryable, viewer: Viewer, options: { search: string }) {
  requireSuperUser(viewer);
  const search = options.search.trim();
  if (search.length < BIKE_SEARCH_MIN_LENGTH) fail('SEARCH_TOO_SHORT');
  return db
    .select({
      bike_id: bikes.id,
      employee: employees.name,
      company: companies.name,
      quotation_number: quotations.quotation_number,
      service_pass_barcode: servicePasses.barcode,
    })
    .from(bikes)
    .innerJoin(employees, eq(employees.id, bikes.employee_fk))
    .innerJoin(orders, eq(orders.id, bikes.order_fk))
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .innerJoin(companies, eq(companies.id, quotations.company_fk))
    .leftJoin(servicePasses, eq(servicePasses.bike_fk, bikes.id))
    .where(
      or(
        loweredContains(employees.name_lower, search),
        ilike(quotations.quotation_number, containing(search)),
      ),
    )
    .orderBy(desc(bikes.id))
    .limit(BIKE_SEARCH_LIMIT);
}
