import { EMPLOYER_EXPORT_MAX_ROWS } from '@spokes/domain/limits';
import type { ContractEndStatusCode } from '@spokes/domain/codes';
import { and, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ListSort } from '../../db/list';
import { bikes } from '../../db/schema/bikes';
import { companies } from '../../db/schema/companies';
import { employees } from '../../db/schema/employees';
import { confirmedOrders, orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { orderStatuses } from '../../db/schema/reference';
import type { Viewer } from '../access/viewer';
import { withQuotationRowJoins } from '../quotations/quotation-list-rows';
import { employerListOrder, type EmployerQuotationFilter } from './list-employer-quotations';

/** One row of the export as the database gives it: dates as epoch milliseconds, the amount in cents. */
export type EmployerExportRow = {
  id: number;
  quotation_number: string;
  employee: string;
  order_status: string | null;
  contract_end_status: ContractEndStatusCode | null;
  company: string;
  license_number: string | null;
  costcenter: string | null;
  quotation_date: number | null;
  start_date: number | null;
  end_date: number | null;
  lease_amount_vat: number;
  /** Null without a decision. */
  cancelled: boolean | null;
  reason: string | null;
};

// Every column is aliased: the cursor's rows arrive keyed by column name, where two `name`s would collide.
const column = <T>(name: string, value: SQL | AnyColumn) => sql<T>`${value}`.as(name);
// A number parses much faster than a timestamp, and the caller formats each hour once anyway.
const epochMs = (name: string, value: AnyColumn) =>
  column<number | null>(name, sql`(extract(epoch from ${value}) * 1000)::float8`);

const fields = {
  id: column<number>('id', quotations.id),
  quotation_number: column<string>('quotation_number', quotations.quotation_number),
  employee: column<string>('employee', employees.name),
  order_status: column<string | null>('order_status', orderStatuses.name),
  contract_end_status: column<ContractEndStatusCode | null>(
    'contract_end_status',
    orders.contract_end_status,
  ),
  company: column<string>('company', companies.name),
  license_number: column<string | null>('license_number', bikes.license_number),
  costcenter: column<string | null>('costcenter', quotations.costcenter),
  quotation_date: epochMs('quotation_date', quotations.quotation_date),
  start_date: epochMs('start_date', orders.start_date),
  end_date: epochMs('end_date', orders.end_date),
  lease_amount_vat: column<number>('lease_amount_vat', quotations.lease_amount_vat),
  cancelled: column<boolean | null>('cancelled', confirmedOrders.cancelled),
  reason: column<string | null>(
    'reason',
    sql`case when ${confirmedOrders.cancelled} then ${confirmedOrders.cancelled_reason} else ${confirmedOrders.confirmed_reason} end`,
  ),
};

type Options = { filter?: EmployerQuotationFilter | null; sort?: ListSort | null; batchSize?: number };

/**
 * The export's rows, every column joined in one statement, in the list's order, up to
 * EMPLOYER_EXPORT_MAX_ROWS, a batch at a time so memory stays flat. On PostgreSQL one
 * server-side cursor reads the statement; on PGlite each batch continues after the last row's
 * sort keys (keyset), so no statement stays open while the file is written.
 */
export async function* employerExportBatches(
  database: Database,
  viewer: Viewer,
  options: Options,
): AsyncGenerator<EmployerExportRow[]> {
  const order = employerListOrder(viewer, options);
  const batchSize = options.batchSize ?? 2000;
  // Only a keyset read needs the sort keys back.
  const keys = database.readBatches ? sql<string[] | null>`null` : order.keys;
  const query = (limit: number, after?: SQL) => {
    const base = database.db
      .select({ ...fields, keys: keys.as('keys') })
      .from(quotations)
      .$dynamic();
    return (
      withQuotationRowJoins(base)
        // A date sort reads the order's dates, so it lists only quotations with an order, as the list.
        .where(and(order.needsOrder ? isNotNull(orders.id) : undefined, order.where, after))
        .orderBy(...order.orderBy)
        .limit(limit)
    );
  };

  if (database.readBatches) {
    const rows = database.readBatches(query(EMPLOYER_EXPORT_MAX_ROWS).toSQL(), batchSize);
    yield* rows as AsyncGenerator<EmployerExportRow[]>;
    return;
  }
  let remaining = EMPLOYER_EXPORT_MAX_ROWS;
  let after: SQL | undefined;
  while (remaining > 0) {
    const rows = await query(Math.min(batchSize, remaining), after);
    if (rows.length === 0) return;
    remaining -= rows.length;
    const last = rows.at(-1)!;
    after = order.after({ id: last.id, keys: last.keys! });
    yield rows;
  }
}
