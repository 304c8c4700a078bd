import { relations } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { invoiceTargets } from './companies';
import { orders } from './orders';
import { dealStatuses } from './reference';

/** How a webhook body is built; each format is implemented in code, so the ids are fixed. */
export const webhookFormats = pgTable('webhook_formats', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
});

/** A leasing party's endpoint, called when one of its orders reaches the given deal status. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    url: text().notNull(),
    invoice_target_fk: integer()
      .notNull()
      .references(() => invoiceTargets.id, { onDelete: 'cascade' }),
    webhook_format_fk: integer()
      .notNull()
      .references(() => webhookFormats.id),
    /** Extra condition on the orders sent (free text, interpreted by the webhook module). */
    filter: text(),
    deal_status_fk: integer().references(() => dealStatuses.id),
  },
  (t) => [index().on(t.invoice_target_fk)],
);

/** Every delivery attempt, with the answer; status 200 counts as OK, null means no answer. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    webhook_fk: integer().references(() => webhooks.id, { onDelete: 'set null' }),
    order_fk: integer().references(() => orders.id, { onDelete: 'set null' }),
    /** 1 for the first try, then 2, 3 ... for retries and re-triggers of the same delivery. */
    attempt: integer().notNull().default(1),
    status_code: integer(),
    date: timestamp({ withTimezone: true }).notNull().defaultNow(),
    url: text().notNull(),
    quotation_number: text(),
    data: jsonb(),
    response: text(),
  },
  (t) => [index().on(t.date), index().on(t.order_fk), index().on(t.quotation_number)],
);

export const webhookFormatsRelations = relations(webhookFormats, ({ many }) => ({
  webhooks: many(webhooks),
}));
export const webhooksRelations = relations(webhooks, ({ one, many }) => ({
  invoiceTarget: one(invoiceTargets, {
    fields: [webhooks.invoice_target_fk],
    references: [invoiceTargets.id],
  }),
  webhookFormat: one(webhookFormats, {
    fields: [webhooks.webhook_format_fk],
    references: [webhookFormats.id],
  }),
  dealStatus: one(dealStatuses, { fields: [webhooks.deal_status_fk], references: [dealStatuses.id] }),
  attempts: many(webhookAttempts),
}));
export const webhookAttemptsRelations = relations(webhookAttempts, ({ one }) => ({
  webhook: one(webhooks, { fields: [webhookAttempts.webhook_fk], references: [webhooks.id] }),
  order: one(orders, { fields: [webhookAttempts.order_fk], references: [orders.id] }),
}));
