import { relations } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { languages, orderLogTypes, variants } from './reference';

/** A document template (fillable PDF) per language, variant and document type. */
export const templates = pgTable(
  'templates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    file_id: text().notNull(),
    language_fk: integer()
      .notNull()
      .references(() => languages.id),
    variant_fk: integer()
      .notNull()
      .references(() => variants.id),
    order_log_type_fk: integer()
      .notNull()
      .references(() => orderLogTypes.id),
  },
  (t) => [index().on(t.order_log_type_fk, t.variant_fk, t.language_fk)],
);

export const templatesRelations = relations(templates, ({ one }) => ({
  language: one(languages, { fields: [templates.language_fk], references: [languages.id] }),
  variant: one(variants, { fields: [templates.variant_fk], references: [variants.id] }),
  orderLogType: one(orderLogTypes, { fields: [templates.order_log_type_fk], references: [orderLogTypes.id] }),
}));
