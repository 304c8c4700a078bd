import { relations } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { dealStatuses } from './reference';

/** Values of a deal's custom fields, by field definition id (e.g. service_pass_number, delivery_date). */
export type DealCustomFields = Record<string, string | number | boolean | null>;

/** Deals of the built-in CRM (the embedded default of the CRM port). */
export const deals = pgTable(
  'deals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    current_phase: integer()
      .notNull()
      .default(1)
      .references(() => dealStatuses.id),
    estimated_value_cents: integer(),
    custom_fields: jsonb().$type<DealCustomFields>().notNull().default({}),
    /** The quotation the deal is about, used by the deal search when linking. */
    quotation_number: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.quotation_number), index().on(t.current_phase)],
);

export const dealsRelations = relations(deals, ({ one, many }) => ({
  currentPhase: one(dealStatuses, { fields: [deals.current_phase], references: [dealStatuses.id] }),
  orders: many(orders),
}));
