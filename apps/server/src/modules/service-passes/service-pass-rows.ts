import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { normalizeQuotationNumber } from '@spokes/domain/quotation-number';
import type { Queryable } from '../../db/client';
import { containing, loweredContains, type ListDefinition } from '../../db/list';
import { bikes } from '../../db/schema/bikes';
import { companies, invoiceTargets } from '../../db/schema/companies';
import { bikeBrands, dealers } from '../../db/schema/dealers';
import { employees } from '../../db/schema/employees';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { bikeTypes } from '../../db/schema/reference';
import { servicePasses } from '../../db/schema/service-passes';

/** The list's filters (spec 03 section 7.1): each a part of the text, any case. */
export type ServicePassFilter = {
  employee_name?: string | null;
  dealer_name?: string | null;
  barcode?: string | null;
  quotation_number?: string | null;
};

/** The employee as the row shows it: the bike's employee, else the free-text name. */
export const employeeShown = sql<string | null>`coalesce(${employees.name}, ${servicePasses.employee_name})`;
/** The dealer as the row shows it: the registered dealer, else the free-text name. */
export const dealerShown = sql<string | null>`coalesce(${dealers.name}, ${servicePasses.dealer_name})`;

export const servicePassList: ListDefinition<
  'barcode' | 'dealer' | 'employee' | 'starting_amount' | 'remaining_amount' | 'used_amount'
> = {
  defaultSize: 100,
  maxSize: 100,
  sortable: {
    barcode: servicePasses.barcode,
    dealer: dealerShown,
    employee: employeeShown,
    starting_amount: servicePasses.starting_amount,
    remaining_amount: servicePasses.remaining_amount,
    used_amount: servicePasses.used_amount,
  },
  defaultSort: { field: 'barcode', direction: 'asc' },
  tieBreaker: servicePasses.id,
};

export function servicePassWhere(filter: ServicePassFilter | null | undefined): SQL | undefined {
  const text = (value: string | null | undefined) => value?.trim() || null;
  const employee = text(filter?.employee_name);
  const dealer = text(filter?.dealer_name);
  const barcode = text(filter?.barcode)?.replace(/\s+/g, '');
  const quotation = normalizeQuotationNumber(filter?.quotation_number);
  return and(
    employee
      ? or(
          loweredContains(employees.name_lower, employee),
          ilike(servicePasses.employee_name, containing(employee)),
        )
      : undefined,
    dealer
      ? or(ilike(dealers.name, containing(dealer)), ilike(servicePasses.dealer_name, containing(dealer)))
      : undefined,
    barcode ? ilike(servicePasses.barcode, containing(barcode)) : undefined,
    quotation ? eq(quotations.quotation_number, quotation) : undefined,
  );
}

/** Every column of a row, joined in one statement: the list, the pack views and the export read it. */
export const servicePassColumns = {
  id: servicePasses.id,
  barcode: servicePasses.barcode,
  first_in_pack: servicePasses.first_in_pack,
  status: servicePasses.status,
  dealer_fk: servicePasses.dealer_fk,
  dealer_name: servicePasses.dealer_name,
  dealer: dealers.name,
  bike_fk: servicePasses.bike_fk,
  employee_name: servicePasses.employee_name,
  employee: employees.name,
  company: companies.name,
  invoice_target: invoiceTargets.name,
  bike: sql<
    string | null
  >`nullif(concat_ws(' ', ${bikeBrands.name}, ${bikes.model}, case when ${bikes.model} is null then ${bikeTypes.name} end), '')`,
  quotation_id: quotations.id,
  quotation_number: quotations.quotation_number,
  starting_amount: servicePasses.starting_amount,
  used_amount: servicePasses.used_amount,
  remaining_amount: servicePasses.remaining_amount,
  comment: servicePasses.comment,
  blocked_at: servicePasses.blocked_at,
  emptied_at: servicePasses.emptied_at,
};

export type ServicePassRow = Awaited<ReturnType<typeof servicePassRowsByIds>>[number];

/** A select from service_passes with the joins the rows and the filters read. */
export function withServicePassJoins<T extends PgSelect>(query: T) {
  return query
    .leftJoin(dealers, eq(dealers.id, servicePasses.dealer_fk))
    .leftJoin(bikes, eq(bikes.id, servicePasses.bike_fk))
    .leftJoin(employees, eq(employees.id, bikes.employee_fk))
    .leftJoin(orders, eq(orders.id, bikes.order_fk))
    .leftJoin(quotations, eq(quotations.id, orders.quotation_fk))
    .leftJoin(companies, eq(companies.id, quotations.company_fk))
    .leftJoin(invoiceTargets, eq(invoiceTargets.id, companies.invoice_target_fk))
    .leftJoin(bikeTypes, eq(bikeTypes.id, bikes.bike_type_fk))
    .leftJoin(bikeBrands, eq(bikeBrands.id, bikes.bike_brand_fk));
}

/** The rows' select with its joins; the caller adds where, order and limit. */
export function selectServicePassRows(db: Queryable) {
  return withServicePassJoins(db.select(servicePassColumns).from(servicePasses).$dynamic());
}

/** The passes matching the filters (count(*) leaves here as a number on PGlite and pg alike). */
export async function countServicePasses(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await withServicePassJoins(
    db.select({ total: count() }).from(servicePasses).$dynamic(),
  ).where(where);
  return Number(row?.total ?? 0);
}

/** Rows by id in barcode order (after a change, for the answer). */
export function servicePassRowsByIds(db: Queryable, where: SQL) {
  return selectServicePassRows(db).where(where).orderBy(asc(servicePasses.barcode));
}
