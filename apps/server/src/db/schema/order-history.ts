import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { quotations } from './quotations';
import { users } from './users';

/** Where a change came from: a back-office screen, an incoming webhook, the employer portal, or the server itself. */
export const ORDER_HISTORY_SOURCES = ['screen', 'webhook', 'employer_portal', 'system'] as const;

/** What a change touched; the overview's timeline filters on it. */
export const ORDER_HISTORY_KINDS = [
  'order',
  'status',
  'bike',
  'document',
  'company',
  'dealer',
  'deal',
  'mail',
] as const;

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Every change to an order, its bike, its documents and its quotation's company or dealer,
 * written in the transaction that makes it. Append-only: a trigger (migration 0007) refuses
 * UPDATE, DELETE and TRUNCATE, except the database itself clearing the actor of a deleted user.
 * Values are display-neutral text (ids, codes, ISO dates); the web formats them.
 */
export const orderHistory = pgTable(
  'order_history',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    quotation_fk: integer()
      .notNull()
      .references(() => quotations.id),
    order_fk: integer().references(() => orders.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null for the system, and once the user is deleted (actor_name keeps who it was). */
    actor_user_fk: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Null for the system. */
    actor_name: text(),
    source: text().$type<(typeof ORDER_HISTORY_SOURCES)[number]>().notNull(),
    kind: text().$type<(typeof ORDER_HISTORY_KINDS)[number]>().notNull(),
    field: text(),
    old_value: text(),
    new_value: text(),
    /** Private comments and anything a dealer must not see: super users only. */
    private: boolean().notNull().default(false),
  },
  (t) => [
    // Newest first for one quotation is a backward scan of this index.
    index('order_history_quotation_at_idx').on(t.quotation_fk, t.at, t.id),
    index().on(t.actor_user_fk),
    check('order_history_source_check', sql`${t.source} in (${quoted(ORDER_HISTORY_SOURCES)})`),
    check('order_history_kind_check', sql`${t.kind} in (${quoted(ORDER_HISTORY_KINDS)})`),
  ],
);
