import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/*
 * Reference tables. Two kinds:
 * - fixed: ids and codes come from DOMAIN.md and are used by code (order statuses, bike types...);
 *   plain `integer().primaryKey()` so the seed inserts the documented ids, names stay editable.
 * - extensible: seeded with a few rows but super users add more in the settings (titles, statutes,
 *   variants); identity `by default` starting at 1000, so seeded ids (< 1000) never collide with
 *   the ids the database hands out later.
 */

/** 1 nl, 2 fr, 3 en, 4 de. */
export const languages = pgTable('languages', {
  id: integer().primaryKey(),
  /** ISO code used by users, dealers and translations: nl, fr, en, de. */
  code: text().notNull().unique(),
  name: text().notNull(),
});

/** DOMAIN.md "Order statuses": the index orders the steps; a negative index is a negative outcome. */
export const orderStatuses = pgTable('order_statuses', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  index: integer().notNull(),
});

/** Document types of order logs (DOMAIN.md "Order log types"). */
export const orderLogTypes = pgTable('order_log_types', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
});

/** MECHANIC_BIKE, ELEC_BIKE, SPEED_PEDELEC (id 1), E-STEP; `index` is the display order. */
export const bikeTypes = pgTable('bike_types', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  index: integer().notNull(),
});

/** Phases of a CRM deal as the order sees them (DOMAIN.md "Deal statuses"). */
export const dealStatuses = pgTable('deal_statuses', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
});

/** Document template variants of a company (extensible). */
export const variants = pgTable('variants', {
  id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  name: text().notNull(),
  code: text().notNull().unique(),
});

/** Employee titles ("Aansprekingen", extensible). */
export const employeeTitles = pgTable('employee_titles', {
  id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  name: text().notNull(),
  code: text().notNull().unique(),
});

/** Employee statutes ("Statuten", extensible); the salary-swap share per statute lives in the calculation sheet. */
export const employeeStatutes = pgTable('employee_statutes', {
  id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  name: text().notNull(),
  code: text().notNull().unique(),
});

/** Enterprises: a plain list the spec names without further use. */
export const enterprises = pgTable('enterprises', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
});
