import { eq, type SQL } from 'drizzle-orm';
import { languageById, type LanguageCode } from '@spokes/domain/codes';
import type { Queryable, Tx } from '../../db/client';
import { bikes } from '../../db/schema/bikes';
import { companies } from '../../db/schema/companies';
import { dealers } from '../../db/schema/dealers';
import { employees } from '../../db/schema/employees';
import { licensePlateRequests } from '../../db/schema/license-plates';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { lockOrder } from '../orders/lock-order';

/** The columns of a request's row in the table: the request, its bike, and who it concerns. */
export const licensePlateRequestColumns = {
  id: licensePlateRequests.id,
  bike_id: bikes.id,
  order_id: orders.id,
  quotation_id: quotations.id,
  quotation_number: quotations.quotation_number,
  license_plate_registration_type_fk: licensePlateRequests.license_plate_registration_type_fk,
  license_plate_request_status_fk: licensePlateRequests.license_plate_request_status_fk,
  registration_date: licensePlateRequests.registration_date,
  license_plate_sent_to_dealer_date: licensePlateRequests.license_plate_sent_to_dealer_date,
  comment: licensePlateRequests.comment,
  created_at: licensePlateRequests.created_at,
  frame_number: bikes.frame_number,
  control_number: bikes.control_number,
  license_number: bikes.license_number,
  barcode_x12: bikes.barcode_x12,
  dealer_id: dealers.id,
  dealer_name: dealers.name,
  dealer_email: dealers.email,
  dealer_language: dealers.language,
  company_id: companies.id,
  company_name: companies.name,
  company_email: companies.email,
  company_language_fk: companies.language_fk,
  invoice_target_id: companies.invoice_target_fk,
  employee_id: employees.id,
  employee_name: employees.name,
};

/** The joins behind a row: request -> bike -> order -> quotation -> dealer, company, employee. */
export function selectLicensePlateRequests(db: Queryable, where?: SQL) {
  return db
    .select(licensePlateRequestColumns)
    .from(licensePlateRequests)
    .innerJoin(bikes, eq(bikes.id, licensePlateRequests.bike_fk))
    .innerJoin(orders, eq(orders.id, bikes.order_fk))
    .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .innerJoin(dealers, eq(dealers.id, quotations.dealer_fk))
    .innerJoin(companies, eq(companies.id, quotations.company_fk))
    .innerJoin(employees, eq(employees.id, bikes.employee_fk))
    .where(where);
}

export type LicensePlateRequestRow = Awaited<ReturnType<typeof selectLicensePlateRequests>>[number];

/**
 * A request in a change: its order's row lock taken first (every order change runs one after
 * another), then the request read again under it. A missing request answers NOT_FOUND.
 */
export async function lockLicensePlateRequest(tx: Tx, viewer: Viewer, id: number) {
  const [found] = await tx
    .select({ orderId: bikes.order_fk })
    .from(licensePlateRequests)
    .innerJoin(bikes, eq(bikes.id, licensePlateRequests.bike_fk))
    .where(eq(licensePlateRequests.id, id));
  if (!found) fail('NOT_FOUND');
  await lockOrder(tx, viewer, { orderId: found.orderId });
  const [row] = await selectLicensePlateRequests(tx, eq(licensePlateRequests.id, id));
  return row ?? fail('NOT_FOUND');
}

/** The employer's language, for a mail to the company. */
export function companyLanguage(row: LicensePlateRequestRow): LanguageCode {
  return languageById(row.company_language_fk);
}
