import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bikes } from './bikes';
import { dealers } from './dealers';
import { users } from './users';

/** ACTIVE: usable; BLOCKED: blocked at the card provider; EMPTIED: balance set to zero. */
export type ServicePassStatus = 'ACTIVE' | 'BLOCKED' | 'EMPTIED';

/**
 * Prepaid maintenance cards. Amounts are integer cents. A pass belongs to a dealer (registered,
 * or only a free-text dealer_name) and optionally to one bike (or only a free-text employee_name).
 */
export const servicePasses = pgTable(
  'service_passes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** 19 digits (shown in groups of 4); passes given to a bike start with 3120. */
    barcode: varchar({ length: 19 }).notNull().unique(),
    status: text().$type<ServicePassStatus>().notNull().default('ACTIVE'),
    dealer_fk: integer().references(() => dealers.id, { onDelete: 'set null' }),
    dealer_name: text(),
    bike_fk: integer()
      .unique()
      .references(() => bikes.id, { onDelete: 'set null' }),
    employee_name: text(),
    starting_amount: integer().notNull().default(0),
    remaining_amount: integer().notNull().default(0),
    used_amount: integer().notNull().default(0),
    /** Set by a block and by an unblock alike, as the spec writes it; the history says which. */
    blocked_at: timestamp({ withTimezone: true }),
    emptied_at: timestamp({ withTimezone: true }),
    /** Barcode of the first pass of the pack this pass came in (equal to barcode on that first pass). */
    first_in_pack: varchar({ length: 19 }),
    comment: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('service_passes_barcode_digits', sql`${t.barcode} ~ '^[0-9]{19}$'`),
    index().on(t.dealer_fk),
    index().on(t.first_in_pack),
    index('service_passes_barcode_trgm').using('gin', t.barcode.op('gin_trgm_ops')),
    index('service_passes_employee_name_trgm').using('gin', t.employee_name.op('gin_trgm_ops')),
    index('service_passes_dealer_name_trgm').using('gin', t.dealer_name.op('gin_trgm_ops')),
  ],
);

/** Ledger of the built-in card-provider simulator: negative amounts are spending, positive top-ups. */
export const servicePassTransactions = pgTable(
  'service_pass_transactions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    service_pass_fk: integer()
      .notNull()
      .references(() => servicePasses.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    description: text(),
    occurred_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.service_pass_fk, t.occurred_at)],
);

export const SERVICE_PASS_ACTIONS = ['BLOCK', 'UNBLOCK', 'EMPTY'] as const;
export type ServicePassAction = (typeof SERVICE_PASS_ACTIONS)[number];

/**
 * Every block, unblock and empty asked of the card provider for a pass: who, when, which it
 * was and what the provider answered. `blocked_at` is the spec's field, written for a block and
 * an unblock alike; `action` says which it was.
 */
export const servicePassHistory = pgTable(
  'service_pass_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    service_pass_fk: integer()
      .notNull()
      .references(() => servicePasses.id, { onDelete: 'cascade' }),
    action: text().$type<ServicePassAction>().notNull(),
    blocked_at: timestamp({ withTimezone: true }),
    emptied_at: timestamp({ withTimezone: true }),
    result_code: text().notNull(),
    user_fk: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The user's name when it happened, kept should the user be deleted. */
    user_name: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.service_pass_fk, t.created_at)],
);

/**
 * The built-in card provider's own state per card (the simulator behind the card-provider
 * port): its balance in cents, whether it is blocked, how and when it was activated. A card is
 * opened from its service pass the first time the provider is asked about it; its
 * transactions are `service_pass_transactions`.
 */
export const simulatedCards = pgTable('simulated_cards', {
  barcode: varchar({ length: 19 }).primaryKey(),
  balance_cents: integer().notNull(),
  loaded_cents: integer().notNull(),
  blocked: boolean().notNull().default(false),
  activated_at: timestamp({ withTimezone: true }),
  activation_channel: text(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const servicePassesRelations = relations(servicePasses, ({ one, many }) => ({
  dealer: one(dealers, { fields: [servicePasses.dealer_fk], references: [dealers.id] }),
  bike: one(bikes, { fields: [servicePasses.bike_fk], references: [bikes.id] }),
  transactions: many(servicePassTransactions),
  history: many(servicePassHistory),
}));
export const servicePassHistoryRelations = relations(servicePassHistory, ({ one }) => ({
  servicePass: one(servicePasses, {
    fields: [servicePassHistory.service_pass_fk],
    references: [servicePasses.id],
  }),
}));
export const servicePassTransactionsRelations = relations(servicePassTransactions, ({ one }) => ({
  servicePass: one(servicePasses, {
    fields: [servicePassTransactions.service_pass_fk],
    references: [servicePasses.id],
  }),
}));
