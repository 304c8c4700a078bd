import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { dealers } from '../../db/schema/dealers';
import { deals } from '../../db/schema/deals';
import { employees } from '../../db/schema/employees';
import { notifications } from '../../db/schema/notifications';
import { orderLogs, orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { users } from '../../db/schema/users';
import { fail } from '../../errors';
import { orderLogRules, quotationRules, type AccessMode, type Rule } from './quotation-rules';
import { companyScope, dealerScope, dealScope, employeeScope, notificationScope, userScope } from './scopes';
import type { Viewer } from './viewer';

type Entry = {
  id: Column;
  /** The kind's rows matching `where`, as requireAccess answers them; the scopes are written over these tables. */
  rows: (db: Queryable, where: SQL) => Promise<object[]>;
  modes: Partial<Record<AccessMode, (viewer: Viewer) => SQL>>;
};

/** The SQL halves of a kind's rules, per mode. */
function sqlOf<F>(rules: Partial<Record<AccessMode, (viewer: Viewer) => Rule<F>>>): Entry['modes'] {
  const modes: Entry['modes'] = {};
  for (const mode of ['read', 'write', 'decide'] as const) {
    const rule = rules[mode];
    if (rule) modes[mode] = (viewer) => rule(viewer).sql;
  }
  return modes;
}

/** The one access table: for each kind of row and each mode, who may reach which rows. */
const accessTable = {
  quotation: {
    id: quotations.id,
    rows: (db, where) =>
      db
        .select({ id: quotations.id, dealerId: quotations.dealer_fk, companyId: quotations.company_fk })
        .from(quotations)
        .where(where),
    modes: sqlOf(quotationRules),
  },
  order: {
    id: orders.id,
    rows: (db, where) =>
      db
        .select({ orderId: orders.id, quotationId: quotations.id })
        .from(orders)
        .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
        .where(where),
    modes: sqlOf(quotationRules),
  },
  orderLog: {
    id: orderLogs.id,
    rows: (db, where) =>
      db
        .select({ orderLogId: orderLogs.id, orderId: orders.id, quotationId: quotations.id })
        .from(orderLogs)
        .innerJoin(orders, eq(orders.id, orderLogs.order_fk))
        .innerJoin(quotations, eq(quotations.id, orders.quotation_fk))
        .where(where),
    modes: sqlOf(orderLogRules),
  },
  company: {
    id: companies.id,
    rows: (db, where) => db.select({ id: companies.id }).from(companies).where(where),
    modes: { read: companyScope },
  },
  employee: {
    id: employees.id,
    rows: (db, where) =>
      db.select({ id: employees.id, companyId: employees.company_fk }).from(employees).where(where),
    modes: { read: employeeScope, write: employeeScope },
  },
  dealer: {
    id: dealers.id,
    rows: (db, where) => db.select({ id: dealers.id }).from(dealers).where(where),
    modes: { read: dealerScope },
  },
  deal: {
    id: deals.id,
    rows: (db, where) => db.select({ id: deals.id }).from(deals).where(where),
    modes: { read: dealScope },
  },
  user: {
    id: users.id,
    rows: (db, where) => db.select({ id: users.id }).from(users).where(where),
    modes: { read: userScope },
  },
  notification: {
    id: notifications.id,
    rows: (db, where) => db.select({ id: notifications.id }).from(notifications).where(where),
    modes: { read: notificationScope, write: notificationScope },
  },
} satisfies Record<string, Entry>;

export type AccessKind = keyof typeof accessTable;
export type AccessRow<K extends AccessKind> = Awaited<ReturnType<(typeof accessTable)[K]['rows']>>[number];

/** The rows of `kind` the viewer may reach in `mode`, for a list's where-clause; none without an entry. */
export function accessScope(viewer: Viewer, kind: AccessKind, mode: AccessMode): SQL {
  const modes: Entry['modes'] = accessTable[kind].modes;
  return modes[mode]?.(viewer) ?? sql`false`;
}

/**
 * The row when the viewer may reach it in `mode`; NOT_FOUND when it is missing, out of scope,
 * or the table has no entry for the kind and mode alike (default deny).
 */
export async function requireAccess<K extends AccessKind>(
  db: Queryable,
  viewer: Viewer,
  kind: K,
  id: number,
  mode: AccessMode,
): Promise<AccessRow<K>> {
  const entry: Entry = accessTable[kind];
  const [row] = await entry.rows(db, and(eq(entry.id, id), accessScope(viewer, kind, mode))!);
  return (row as AccessRow<K> | undefined) ?? fail('NOT_FOUND');
}
