import { CONTRACT_END_STATUS_CODES, type ContractEndStatusCode } from '@spokes/domain/codes';
import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { bikes } from './bikes';
import { companies } from './companies';
import { deals } from './deals';
import { quotations } from './quotations';
import { dealStatuses, orderLogTypes, orderStatuses } from './reference';
import { webhookAttempts } from './webhooks';

/** The order made from a quotation by Execute (at most one per quotation). */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    quotation_fk: integer()
      .notNull()
      .unique()
      .references(() => quotations.id),
    order_status_fk: integer()
      .notNull()
      .default(1)
      .references(() => orderStatuses.id),
    /**
     * When the order entered its status, and how far past its ageing limit it has been announced
     * (0 not late, 1 late, 2 escalated). A trigger (migration 0021) sets both whenever the status
     * changes, whoever changes it; the late check raises the level.
     */
    status_changed_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    late_level: smallint().notNull().default(0),
    /** The linked deal's phase as last seen (null: no deal linked yet). */
    deal_status_fk: integer().references(() => dealStatuses.id),
    /** Identifier of the earlier system, kept for reference. */
    generated_id: text(),
    /** Deal id in the earlier CRM (free text, no link). */
    deal_id: text(),
    /** The linked deal of the built-in CRM. */
    deal_id_v2: integer().references(() => deals.id, { onDelete: 'set null' }),
    /** Order date. */
    date: timestamp({ withTimezone: true }).notNull().defaultNow(),
    start_date: timestamp({ withTimezone: true }),
    end_date: timestamp({ withTimezone: true }),
    delivery_date: timestamp({ withTimezone: true }),
    /** How the lease contract ended, set by the back office (null while it runs). */
    contract_end_status: text().$type<ContractEndStatusCode>(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // (status, quotation): the quotation list's status filter and sort read an order's quotation from the index.
  (t) => [
    index().on(t.order_status_fk, t.quotation_fk),
    // The late check: per status and level, the orders that entered the status before a cutoff
    // (raised) or after it (lowered again, under a limit that was raised or removed). The level in
    // the key keeps the orders already announced out of the next check's range.
    index('orders_late_check_idx').on(t.order_status_fk, t.late_level, t.status_changed_at),
    index().on(t.deal_id_v2),
    // The employer list's contract-end month gives its quotations from this index alone.
    index().on(t.end_date, t.quotation_fk),
    // The employer list's date sorts and the export's keyset: a missing date sorts as infinitely late.
    index('orders_start_date_order').on(
      sql`coalesce(${t.start_date}, 'infinity'::timestamptz)`,
      t.quotation_fk,
    ),
    index('orders_end_date_order').on(sql`coalesce(${t.end_date}, 'infinity'::timestamptz)`, t.quotation_fk),
    check(
      'orders_contract_end_status_check',
      sql`${t.contract_end_status} in (${sql.raw(CONTRACT_END_STATUS_CODES.map((code) => `'${code}'`).join(', '))})`,
    ),
  ],
);

/** Documents and events of an order; the type says which document (DOMAIN.md order log types). */
export const orderLogs = pgTable(
  'order_logs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    order_fk: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    order_log_type_fk: integer()
      .notNull()
      .references(() => orderLogTypes.id),
    description: text(),
    /** Key of the stored PDF (file storage port); null while no file is attached. */
    file_id: text(),
    /** Hidden logs are never shown to employers. */
    hidden: boolean().notNull().default(false),
    log_date: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.order_fk, t.order_log_type_fk)],
);

/** The employer's decision on an order: approval, or a refusal/cancellation with its reason. */
export const confirmedOrders = pgTable('confirmed_orders', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  order_fk: integer()
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  confirmed_by: text(),
  confirmer_ip: text(),
  confirmer_mail: text(),
  confirmed_reason: text(),
  comment: text(),
  cancelled: boolean().notNull().default(false),
  cancelled_by: text(),
  canceller_ip: text(),
  canceller_mail: text(),
  cancelled_reason: text(),
  /** The one a delegate decided for (issue 30): confirmed_by / cancelled_by decided in this user's place. */
  confirmed_for: text(),
  cancelled_for: text(),
  /** The company whose employer policy decided (issue 30); confirmed_by / cancelled_by then hold its name. */
  confirmed_by_policy_fk: integer().references(() => companies.id, { onDelete: 'set null' }),
  cancelled_by_policy_fk: integer().references(() => companies.id, { onDelete: 'set null' }),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const ordersRelations = relations(orders, ({ one, many }) => ({
  quotation: one(quotations, { fields: [orders.quotation_fk], references: [quotations.id] }),
  orderStatus: one(orderStatuses, { fields: [orders.order_status_fk], references: [orderStatuses.id] }),
  dealStatus: one(dealStatuses, { fields: [orders.deal_status_fk], references: [dealStatuses.id] }),
  deal: one(deals, { fields: [orders.deal_id_v2], references: [deals.id] }),
  confirmedOrder: one(confirmedOrders),
  orderLogs: many(orderLogs),
  bike: one(bikes),
  webhookAttempts: many(webhookAttempts),
}));
export const orderLogsRelations = relations(orderLogs, ({ one }) => ({
  order: one(orders, { fields: [orderLogs.order_fk], references: [orders.id] }),
  orderLogType: one(orderLogTypes, { fields: [orderLogs.order_log_type_fk], references: [orderLogTypes.id] }),
}));
export const confirmedOrdersRelations = relations(confirmedOrders, ({ one }) => ({
  order: one(orders, { fields: [confirmedOrders.order_fk], references: [orders.id] }),
}));

/**
 * How long an order may stay in a status before it is late, in Belgian working days, and who is
 * told (issue 30). A status without a row has no limit. `escalate_after_days`, later than the
 * limit, tells the back office a second time.
 */
export const orderStatusAgeing = pgTable(
  'order_status_ageing',
  {
    order_status_fk: integer()
      .primaryKey()
      .references(() => orderStatuses.id),
    late_after_days: integer().notNull(),
    escalate_after_days: integer(),
    notify_dealer: boolean().notNull().default(true),
    notify_decision_makers: boolean().notNull().default(false),
    notify_back_office: boolean().notNull().default(true),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_status_ageing_limit_check', sql`${t.late_after_days} between 1 and 250`),
    check(
      'order_status_ageing_escalation_check',
      sql`${t.escalate_after_days} is null or ${t.escalate_after_days} between ${t.late_after_days} + 1 and 250`,
    ),
  ],
);
