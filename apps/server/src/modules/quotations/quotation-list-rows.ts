import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { companies, invoiceTargets } from '../../db/schema/companies';
import { dealers } from '../../db/schema/dealers';
import { employees } from '../../db/schema/employees';
import { bikes } from '../../db/schema/bikes';
import { confirmedOrders, orderStatusAgeing, orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { bikeTypes, orderStatuses } from '../../db/schema/reference';

/**
 * A quotation with its employee, company and, where there is one, its order with its status, bike
 * and the employer's decision: the one join of the quotation lists' rows (back office and employer
 * portal) and the employer export. The caller selects from it and adds its own joins and conditions.
 */
export function withQuotationRowJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(employees, eq(employees.id, quotations.employee_fk))
    .innerJoin(companies, eq(companies.id, quotations.company_fk))
    .leftJoin(orders, eq(orders.quotation_fk, quotations.id))
    .leftJoin(orderStatuses, eq(orderStatuses.id, orders.order_status_fk))
    .leftJoin(bikes, eq(bikes.order_fk, orders.id))
    .leftJoin(confirmedOrders, eq(confirmedOrders.order_fk, orders.id));
}

function prepareRows(db: Queryable) {
  const query = db
    .select({
      id: quotations.id,
      quotation_number: quotations.quotation_number,
      quotation_date: quotations.quotation_date,
      deliverability: quotations.deliverability,
      active: quotations.active,
      bike_type: { id: bikeTypes.id, code: bikeTypes.code, name: bikeTypes.name, index: bikeTypes.index },
      employee: { id: employees.id, full_name: employees.name },
      company: { id: companies.id, name: companies.name },
      invoice_target_name: invoiceTargets.name,
      dealer: { id: dealers.id, name: dealers.name },
      order_id: orders.id,
      order_status: {
        id: orderStatuses.id,
        code: orderStatuses.code,
        name: orderStatuses.name,
        index: orderStatuses.index,
      },
      // Issue 30: since when the order is in its status, and its status's limit if it has one.
      status_since: orders.status_changed_at,
      late_after_days: orderStatusAgeing.late_after_days,
      // The employer portal's columns (spec 03 section 2.6); the back-office list leaves them out.
      costcenter: quotations.costcenter,
      lease_amount_vat: quotations.lease_amount_vat,
      start_date: orders.start_date,
      end_date: orders.end_date,
      contract_end_status: orders.contract_end_status,
      license_number: bikes.license_number,
      decision: {
        cancelled: confirmedOrders.cancelled,
        confirmed_reason: confirmedOrders.confirmed_reason,
        cancelled_reason: confirmedOrders.cancelled_reason,
      },
    })
    .from(quotations)
    .$dynamic();
  return withQuotationRowJoins(query)
    .innerJoin(invoiceTargets, eq(invoiceTargets.id, companies.invoice_target_fk))
    .innerJoin(dealers, eq(dealers.id, quotations.dealer_fk))
    .innerJoin(bikeTypes, eq(bikeTypes.id, quotations.bike_type_fk))
    .leftJoin(orderStatusAgeing, eq(orderStatusAgeing.order_status_fk, orders.order_status_fk))
    .where(sql`${quotations.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('quotation_list_rows');
}

export type QuotationListRow = Awaited<ReturnType<ReturnType<typeof prepareRows>['execute']>>[number];

/** Built once per database: the statement has one shape whatever the list's filters and sort. */
const preparedRows = new WeakMap<Queryable, ReturnType<typeof prepareRows>>();

/** The list's rows for the given quotation ids, in the order of the ids. */
export async function loadQuotationListRows(db: Queryable, ids: number[]): Promise<QuotationListRow[]> {
  if (ids.length === 0) return [];
  let statement = preparedRows.get(db);
  if (!statement) preparedRows.set(db, (statement = prepareRows(db)));
  const rows = await statement.execute({ ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
