import { asc, ilike, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { containing } from '../../db/list';
import { bikeBrands } from '../../db/schema/dealers';
import { invoiceTargets } from '../../db/schema/companies';

/** Reference rows are small, fixed-order lists: one function lists any of them. */
export function listReference<T extends PgTable>(db: Queryable, table: T, orderBy: AnyColumn) {
  // Drizzle's `from` checks a table through a conditional type that a generic table cannot
  // satisfy, so the rows are typed here once, from the table itself.
  return db
    .select()
    .from(table as PgTable)
    .orderBy(asc(orderBy)) as unknown as Promise<T['$inferSelect'][]>;
}

export function listBikeBrands(db: Queryable) {
  return db.select().from(bikeBrands).orderBy(asc(bikeBrands.name));
}

/** The settings' invoice-target picker searches by name; an empty search lists everything. */
export function listInvoiceTargets(db: Queryable, name: string | null | undefined) {
  const query = db.select().from(invoiceTargets);
  const term = name?.trim();
  return (term ? query.where(ilike(invoiceTargets.name, containing(term))) : query)
    .orderBy(asc(invoiceTargets.name))
    .limit(200);
}
