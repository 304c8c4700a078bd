import { and, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { LICENSE_PLATE_REQUEST_DEFAULT_FILTER } from '@spokes/domain/codes';
import { LICENSE_PLATE_DEFAULT_PAGE_SIZE, LICENSE_PLATE_PAGE_SIZES } from '@spokes/domain/license-plates';
import type { Queryable } from '../../db/client';
import {
  containing,
  loweredContains,
  pageWindow,
  type ListDefinition,
  type PageRequest,
} from '../../db/list';
import { bikes } from '../../db/schema/bikes';
import { companies } from '../../db/schema/companies';
import { dealers } from '../../db/schema/dealers';
import { employees } from '../../db/schema/employees';
import { licensePlateRequests } from '../../db/schema/license-plates';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { selectLicensePlateRequests } from './read-license-plate-request';

const SORTABLE = {
  id: licensePlateRequests.id,
  created_at: licensePlateRequests.created_at,
  quotation_number: quotations.quotation_number,
  frame_number: bikes.frame_number,
  control_number: bikes.control_number,
  license_number: bikes.license_number,
  barcode_x12: bikes.barcode_x12,
  license_plate_registration_type_fk: licensePlateRequests.license_plate_registration_type_fk,
  license_plate_request_status_fk: licensePlateRequests.license_plate_request_status_fk,
  registration_date: licensePlateRequests.registration_date,
  license_plate_sent_to_dealer_date: licensePlateRequests.license_plate_sent_to_dealer_date,
  dealer_name: dealers.name,
  employee_name: employees.name,
};

export const licensePlateRequestList: ListDefinition<keyof typeof SORTABLE> = {
  defaultSize: LICENSE_PLATE_DEFAULT_PAGE_SIZE,
  maxSize: Math.max(...LICENSE_PLATE_PAGE_SIZES),
  sortable: SORTABLE,
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: licensePlateRequests.id,
};

export type LicensePlateRequestFilter = {
  /** Statuses shown; none given is the spec's default (1, 2, 3, 4, 7), an empty list all of them. */
  statuses?: readonly number[] | null;
  registration_types?: readonly number[] | null;
  /** Quotation number, frame, control or licence number, employee or dealer name. */
  search?: string | null;
};

function filterWhere(filter: LicensePlateRequestFilter | null | undefined): SQL | undefined {
  const statuses = filter?.statuses ?? LICENSE_PLATE_REQUEST_DEFAULT_FILTER;
  const search = filter?.search?.trim();
  return and(
    statuses.length
      ? inArray(licensePlateRequests.license_plate_request_status_fk, [...statuses])
      : undefined,
    filter?.registration_types?.length
      ? inArray(licensePlateRequests.license_plate_registration_type_fk, [...filter.registration_types])
      : undefined,
    search
      ? or(
          ilike(quotations.quotation_number, containing(search)),
          ilike(bikes.frame_number, containing(search)),
          ilike(bikes.control_number, containing(search)),
          ilike(bikes.license_number, containing(search)),
          loweredContains(employees.name_lower, search),
          ilike(dealers.name, containing(search)),
        )
      : undefined,
  );
}

/** Spec 03 section 2.8: the requests for the super users' table, a page at a time. */
export async function listLicensePlateRequests(
  db: Queryable,
  viewer: Viewer,
  options: PageRequest & { filter?: LicensePlateRequestFilter | null },
) {
  requireSuperUser(viewer);
  if (options.size != null && !(LICENSE_PLATE_PAGE_SIZES as readonly number[]).includes(options.size))
    fail('BAD_INPUT', `size must be one of ${LICENSE_PLATE_PAGE_SIZES.join(', ')}`);
  const window = pageWindow(licensePlateRequestList, options);
  const where = filterWhere(options.filter);
  const items = await selectLicensePlateRequests(db, where)
    .orderBy(...window.orderBy)
    .limit(window.size)
    .offset(window.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(licensePlateRequests)
    .innerJoin(bikes, eq(bikes.id, licensePlateRequests.bike_fk))
    .innerJoin(orders, eq(orders.id, bikes.order_fk))
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .innerJoin(dealers, eq(dealers.id, quotations.dealer_fk))
    .innerJoin(companies, eq(companies.id, quotations.company_fk))
    .innerJoin(employees, eq(employees.id, bikes.employee_fk))
    .where(where);
  return { items, total: Number(counted?.total ?? 0), page: window.page, size: window.size };
}
