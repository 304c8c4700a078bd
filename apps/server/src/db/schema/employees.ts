import { relations, sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bikes } from './bikes';
import { companies } from './companies';
import { quotations } from './quotations';
import { employeeStatutes, employeeTitles, languages } from './reference';

export const employees = pgTable(
  'employees',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    company_fk: integer()
      .notNull()
      .references(() => companies.id),
    employee_statute_fk: integer().references(() => employeeStatutes.id),
    employee_title_fk: integer().references(() => employeeTitles.id),
    language_fk: integer()
      .notNull()
      .default(1)
      .references(() => languages.id),
    first_name: text().notNull(),
    last_name: text().notNull(),
    /** "first_name last_name", kept by the database. */
    name: text()
      .notNull()
      .generatedAlwaysAs(sql`"first_name" || ' ' || "last_name"`),
    /** The name in lower case, which the name searches read (`loweredContains`) through its trigram index. */
    name_lower: text()
      .notNull()
      .generatedAlwaysAs(sql`lower("first_name" || ' ' || "last_name")`),
    email: text(),
    tel: text(),
    employee_number: text(),
    street: text(),
    house_number: text(),
    zip_code: text(),
    city: text(),
    national_register: text(),
    date_of_birth: date({ mode: 'string' }),
    drivers_license_date: date({ mode: 'string' }),
    comment_public: text(),
    comment_private: text(),
    /** Values of the company's custom_employee_properties, by property name. */
    custom_properties: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Code to find the employee by (employee search "barcode" tab). */
    employee_access_code: text().unique(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.company_fk),
    index('employees_name_order').on(t.name, t.id),
    index('employees_email_lower').on(sql`lower(${t.email})`),
    index('employees_name_trgm').using('gin', t.name_lower.op('gin_trgm_ops')),
  ],
);

export const employeesRelations = relations(employees, ({ one, many }) => ({
  company: one(companies, { fields: [employees.company_fk], references: [companies.id] }),
  employeeStatute: one(employeeStatutes, {
    fields: [employees.employee_statute_fk],
    references: [employeeStatutes.id],
  }),
  employeeTitle: one(employeeTitles, {
    fields: [employees.employee_title_fk],
    references: [employeeTitles.id],
  }),
  language: one(languages, { fields: [employees.language_fk], references: [languages.id] }),
  quotations: many(quotations),
  bikes: many(bikes),
}));
