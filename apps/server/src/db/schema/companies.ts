import type { CustomEmployeeProperty } from '@spokes/domain/employee-schema';
import type { CalculationSheet } from '@spokes/domain/lease-calculation';
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { fields } from './fields';
import { languages, employeeStatutes, variants } from './reference';
import { webhooks } from './webhooks';

/** Leasing parties that are invoiced for a company's contracts (e.g. Axus; id 1337984 gets no automatic plate requests). */
export const invoiceTargets = pgTable(
  'invoice_targets',
  {
    // by default: fixed ids of known leasing parties (1337984) are inserted explicitly.
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tl_id_v1: text(),
    tl_id_v2: text(),
    name: text().notNull(),
    address: text(),
    license_plate_auto_request: boolean().notNull().default(true),
  },
  (t) => [index('invoice_targets_name_trgm').using('gin', t.name.op('gin_trgm_ops'))],
);

export const companies = pgTable(
  'companies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    company_parent_fk: integer().references((): AnyPgColumn => companies.id, { onDelete: 'restrict' }),
    invoice_target_fk: integer()
      .notNull()
      .references(() => invoiceTargets.id),
    language_fk: integer()
      .notNull()
      .default(1)
      .references(() => languages.id),
    variant_fk: integer()
      .notNull()
      .references(() => variants.id),
    /** Self-service access code (read-only in the UI); the database fills one in when none is given. */
    employee_access_code: text()
      .notNull()
      .unique()
      .default(sql`upper(substr(md5(random()::text || clock_timestamp()::text), 1, 10))`),
    hide: boolean().notNull().default(false),
    fip: boolean().notNull().default(false),
    test: boolean().notNull().default(false),
    portal_user: boolean().notNull().default(false),
    /** The spec's kpmg_integration_partner: set when employees must use a partner portal instead. */
    partner_integration: text(),
    contact: text(),
    email: text(),
    tel: text(),
    customer_id: text(),
    /** Lease-a-bike hash, at most 6 characters. */
    lab_hash: varchar({ length: 6 }),
    info: text(),
    logo_id: text(),
    logo_url: text(),
    folder_id: text(),
    form_url: text(),
    form_id: text(),
    form_responses_id: text(),
    comment_public: text(),
    comment_private: text(),
    disclaimer_calculation: text(),
    disclaimer_receipt: text(),
    /** Names of optional employee fields this company requires (title, tel, employee_number ...). */
    employee_required_fields: jsonb().$type<string[]>().notNull().default([]),
    custom_employee_properties: jsonb().$type<CustomEmployeeProperty[]>().notNull().default([]),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.company_parent_fk),
    index().on(t.invoice_target_fk),
    index('companies_name_order').on(t.name, t.id),
    index('companies_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * Calculation sheets. One row per company that has its own sheet (badge S); the single row with
 * company_fk NULL is the global default used by root companies without a sheet (NULLS NOT
 * DISTINCT makes a second NULL row impossible). A company without a row inherits its nearest
 * ancestor's sheet. Edits update the row in place and bump `version`; a quotation keeps a copy
 * of the parameters and the version it was computed with (quotations.calculation_sheet), so
 * older versions need no history table.
 */
export const companyCalculationSheets = pgTable(
  'company_calculation_sheets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    company_fk: integer().references(() => companies.id, { onDelete: 'cascade' }),
    version: integer().notNull().default(1),
    /** The domain's CalculationSheet (packages/domain lease-calculation), stored as is. */
    parameters: jsonb().$type<CalculationSheet>().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('company_calculation_sheets_company_fk_unique').on(t.company_fk).nullsNotDistinct()],
);

export const costCenters = pgTable(
  'cost_centers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    company_fk: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  // One name once per company, whatever its case: the employer picks a quotation's cost centre by name.
  (t) => [uniqueIndex('cost_centers_company_name_unique').on(t.company_fk, sql`lower(${t.name})`)],
);

export const companyHasEmployeeStatute = pgTable(
  'company_has_employee_statute',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    company_fk: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employee_statute_fk: integer().notNull(),
  },
  (t) => [
    // explicit names: the generated ones pass PostgreSQL's 63-character limit.
    foreignKey({
      name: 'company_has_employee_statute_statute_fk',
      columns: [t.employee_statute_fk],
      foreignColumns: [employeeStatutes.id],
    }).onDelete('cascade'),
    unique('company_has_employee_statute_unique').on(t.company_fk, t.employee_statute_fk),
    index().on(t.employee_statute_fk),
  ],
);

export const invoiceTargetsRelations = relations(invoiceTargets, ({ many }) => ({
  companies: many(companies),
  webhooks: many(webhooks),
}));
export const companiesRelations = relations(companies, ({ one, many }) => ({
  parentCompany: one(companies, {
    fields: [companies.company_parent_fk],
    references: [companies.id],
    relationName: 'company_parent',
  }),
  children: many(companies, { relationName: 'company_parent' }),
  invoiceTarget: one(invoiceTargets, {
    fields: [companies.invoice_target_fk],
    references: [invoiceTargets.id],
  }),
  language: one(languages, { fields: [companies.language_fk], references: [languages.id] }),
  variant: one(variants, { fields: [companies.variant_fk], references: [variants.id] }),
  calculationSheet: one(companyCalculationSheets),
  costcenters: many(costCenters),
  employeeStatutes: many(companyHasEmployeeStatute),
  fields: many(fields),
  employees: many(employees),
}));
export const companyCalculationSheetsRelations = relations(companyCalculationSheets, ({ one }) => ({
  company: one(companies, { fields: [companyCalculationSheets.company_fk], references: [companies.id] }),
}));
export const costCentersRelations = relations(costCenters, ({ one }) => ({
  company: one(companies, { fields: [costCenters.company_fk], references: [companies.id] }),
}));
export const companyHasEmployeeStatuteRelations = relations(companyHasEmployeeStatute, ({ one }) => ({
  company: one(companies, { fields: [companyHasEmployeeStatute.company_fk], references: [companies.id] }),
  employeeStatute: one(employeeStatutes, {
    fields: [companyHasEmployeeStatute.employee_statute_fk],
    references: [employeeStatutes.id],
  }),
}));
