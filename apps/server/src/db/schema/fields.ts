import { relations } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { quotationFields } from './quotations';

/** Form-control kinds of a field: 1 TEXT, 2 NUMBER, 3 LIST (multi-value). Fixed ids. */
export const dataTypes = pgTable('data_types', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
});

/**
 * Kinds of company quotation fields. The seeded codes (BIKE_DESCRIPTION 1 ... MAINTENANCE 7, id =
 * index) drive the calculation; super users can create more ("create only"), hence identity by
 * default from 1000. `is_default`: a new company gets one field of each default type.
 */
export const fieldTypes = pgTable('field_types', {
  id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  name: text().notNull(),
  code: text().notNull().unique(),
  data_type_fk: integer()
    .notNull()
    .references(() => dataTypes.id),
  is_multivalue: boolean().notNull().default(false),
  is_default: boolean().notNull().default(false),
  index: integer().notNull().default(0),
});

/** A company's quotation form field; `index` orders the form. */
export const fields = pgTable(
  'fields',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    company_fk: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    field_type_fk: integer()
      .notNull()
      .references(() => fieldTypes.id),
    name: text().notNull(),
    description: text(),
    index: integer().notNull().default(0),
  },
  (t) => [index().on(t.company_fk, t.index), index().on(t.field_type_fk)],
);

/** The options of a multi-value (LIST) field. */
export const fieldValues = pgTable(
  'field_values',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    field_fk: integer()
      .notNull()
      .references(() => fields.id, { onDelete: 'cascade' }),
    value: text().notNull(),
  },
  (t) => [index().on(t.field_fk)],
);

export const dataTypesRelations = relations(dataTypes, ({ many }) => ({
  fieldTypes: many(fieldTypes),
}));
export const fieldTypesRelations = relations(fieldTypes, ({ one, many }) => ({
  dataType: one(dataTypes, { fields: [fieldTypes.data_type_fk], references: [dataTypes.id] }),
  fields: many(fields),
}));
export const fieldsRelations = relations(fields, ({ one, many }) => ({
  company: one(companies, { fields: [fields.company_fk], references: [companies.id] }),
  fieldType: one(fieldTypes, { fields: [fields.field_type_fk], references: [fieldTypes.id] }),
  fieldValues: many(fieldValues),
  quotationFields: many(quotationFields),
}));
export const fieldValuesRelations = relations(fieldValues, ({ one }) => ({
  field: one(fields, { fields: [fieldValues.field_fk], references: [fields.id] }),
}));
