import type { CalculationSheet } from '@spokes/domain/lease-calculation';
import { relations, sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { bikeBrands, dealers } from './dealers';
import { employees } from './employees';
import { fields } from './fields';
import { orders } from './orders';
import { bikeTypes, orderStatuses } from './reference';

/**
 * Quotation numbers are 'Q' + the sequence, zero-padded to at least 6 digits (Q000042,
 * Q1234567), filled in by the column default so every insert path (API, seeds, bulk SQL) gets
 * one without a round trip. lpad() would cut numbers past 6 digits, so the default pads to 19
 * and strips at most 13 leading zeros instead: one nextval() per row, never truncated.
 */
export const quotationNumberSeq = pgSequence('quotation_number_seq', { startWith: 1 });

/** What a quotation was computed from: the sheet (id, version, a copy of its parameters) and the inputs. */
export type QuotationCalculationSheet = {
  sheet_id: number | null;
  version: number;
  parameters: CalculationSheet;
  inputs: Record<string, unknown>;
};

/** Money columns are integer cents (total_vat_excluded ... warranty_grant). */
export const quotations = pgTable(
  'quotations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    quotation_number: text()
      .notNull()
      .unique()
      .default(
        sql`('Q' || regexp_replace(lpad(nextval('quotation_number_seq')::text, 19, '0'), '^0{0,13}', ''))`,
      ),
    quotation_date: timestamp({ withTimezone: true }).notNull().defaultNow(),
    active: boolean().notNull().default(true),
    test: boolean().notNull().default(false),
    dealer_fk: integer()
      .notNull()
      .references(() => dealers.id),
    company_fk: integer()
      .notNull()
      .references(() => companies.id),
    employee_fk: integer()
      .notNull()
      .references(() => employees.id),
    /**
     * Copies for the back-office list, kept by triggers (migration 0009): the employee's name and
     * the status of the quotation's order (null: no order yet), so its filters, sorts and count
     * read this table's indexes alone. The default is only what the trigger overwrites.
     */
    employee_name: text().notNull().default(''),
    /**
     * The name as the list filters and sorts it, any case alike: a plain LIKE reads a dealer's
     * 50,000 names four times faster than ILIKE, which lowers every name as it compares.
     */
    employee_name_lower: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(employee_name)`),
    order_status_fk: integer().references(() => orderStatuses.id),
    /** The copy of orders.status_changed_at (migration 0021): the list's age in status and late filter. */
    status_changed_at: timestamp({ withTimezone: true }),
    bike_type_fk: integer()
      .notNull()
      .references(() => bikeTypes.id),
    bike_brand_fk: integer().references(() => bikeBrands.id),
    deliverability: text(),
    /** Free text chosen from the company's cost centres (employers portal). */
    costcenter: text(),
    earliest_delivery_date: timestamp({ withTimezone: true }),
    quotation_source: text().notNull().default('DealerAppV2'),
    warning_message: text(),
    calculation_sheet: jsonb().$type<QuotationCalculationSheet>(),
    total_vat_excluded: integer().notNull().default(0),
    total_vat_included: integer().notNull().default(0),
    lease_amount: integer().notNull().default(0),
    lease_amount_vat: integer().notNull().default(0),
    salary_swap: integer().notNull().default(0),
    residual_value: integer().notNull().default(0),
    insurance_amount: integer().notNull().default(0),
    maintenance_amount: integer().notNull().default(0),
    assistance_amount: integer().notNull().default(0),
    warranty_grant: integer().notNull().default(0),
    flexout_1: text(),
    flexout_2: text(),
    flexout_3: text(),
    flexout_4: text(),
    flexout_5: text(),
    flexout_6: text(),
    flexout_7: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The list (modules/quotations/list-quotations.ts) pages by (sort key, id) on these: every
  // ordering index ends in id, the tie-breaker, so a deep page is read from the index alone.
  // A column after the id orders nothing: the index carries it for a filter checked on the way
  // (the employee's name: a page of 'jan' in date order read 300 rows, 6 against 0.1 ms at a million).
  (t) => [
    index('quotations_dealer_fk_quotation_date_id_index').on(
      t.dealer_fk,
      t.quotation_date,
      t.id,
      t.employee_name_lower,
    ),
    index('quotations_company_fk_quotation_date_id_index').on(t.company_fk, t.quotation_date, t.id),
    index('quotations_employee_fk_quotation_date_id_index').on(t.employee_fk, t.quotation_date, t.id),
    index('quotations_quotation_date_id_index').on(t.quotation_date, t.id, t.employee_name_lower),
    // Its last column orders nothing (id is unique): it lets a dealer's late filter count from
    // the index alone (20 against 2 ms at a million).
    index('quotations_dealer_fk_order_status_fk_quotation_date_id_index').on(
      t.dealer_fk,
      t.order_status_fk,
      t.quotation_date,
      t.id,
      t.status_changed_at,
    ),
    index('quotations_order_status_fk_quotation_date_id_index').on(t.order_status_fk, t.quotation_date, t.id),
    // The late filter and check: per status, the orders that entered it before a cutoff.
    index('quotations_order_status_fk_status_changed_at_index').on(t.order_status_fk, t.status_changed_at),
    // The list sorted on since when (issue 30), quotations without an order last both ways: one
    // index per direction, since a backward scan would put them first (278 ms at a million).
    index('quotations_status_since_asc_index').on(t.status_changed_at.asc().nullsLast(), t.id.asc()),
    index('quotations_status_since_desc_index').on(t.status_changed_at.desc().nullsLast(), t.id.desc()),
    // A dealer's "active only" and "no order" in date order, whatever share of the dealer's
    // quotations match: walking the dealer's dates and skipping the others read all 50,000 of a
    // dealer whose quotations had all ended (150 ms at a million). An IS NULL condition orders no
    // index scan, hence the partial index.
    index('quotations_dealer_fk_active_quotation_date_id_index').on(
      t.dealer_fk,
      t.active,
      t.quotation_date,
      t.id,
    ),
    index('quotations_no_order_dealer_fk_quotation_date_id_index')
      .on(t.dealer_fk, t.quotation_date, t.id)
      .where(sql`${t.order_status_fk} is null`),
    // A company subtree's rows from this index alone: the employer dashboard counts per (company,
    // status, bike type) (issue 12), the employer list sorts by number without reading a row
    // (page 1000: 53 against 12 ms at a million), a dealer's count of a subtree checks the dealer
    // here (14 against 3 ms) and an employer's search on a name checks the name here (page and
    // count 25 against 2 ms each, where the planner had joined the name's trigrams to the scope).
    index('quotations_company_scope_index').on(
      t.company_fk,
      t.order_status_fk,
      t.bike_type_fk,
      t.dealer_fk,
      t.quotation_number,
      t.id,
      t.employee_name_lower,
    ),
    index('quotations_employee_name_order').on(t.employee_name_lower, t.id),
    // A dealer's page 1000 by employee walked the whole name index for its twentieth (570 ms).
    index('quotations_dealer_fk_employee_name_id_index').on(t.dealer_fk, t.employee_name_lower, t.id),
    index('quotations_employee_name_trgm').using('gin', t.employee_name_lower.op('gin_trgm_ops')),
    index().on(t.active),
    index('quotations_quotation_number_trgm').using('gin', t.quotation_number.op('gin_trgm_ops')),
    index('quotations_quotation_number_prefix').on(t.quotation_number.op('text_pattern_ops')),
    // Ends in id too: the employer export continues after a row's (length, number, id) as one row value.
    index('quotations_quotation_number_order').on(
      sql`char_length(${t.quotation_number})`,
      t.quotation_number,
      t.id,
    ),
  ],
);

/** The values of a company's fields on one quotation (sent and stored as text). */
export const quotationFields = pgTable(
  'quotation_fields',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    quotation_fk: integer()
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    // no cascade: a field that has quotation values cannot be deleted (spec 03, Fields tab).
    field_fk: integer()
      .notNull()
      .references(() => fields.id),
    value: text(),
  },
  (t) => [index().on(t.quotation_fk), index().on(t.field_fk)],
);

export const quotationsRelations = relations(quotations, ({ one, many }) => ({
  dealer: one(dealers, { fields: [quotations.dealer_fk], references: [dealers.id] }),
  company: one(companies, { fields: [quotations.company_fk], references: [companies.id] }),
  employee: one(employees, { fields: [quotations.employee_fk], references: [employees.id] }),
  bikeType: one(bikeTypes, { fields: [quotations.bike_type_fk], references: [bikeTypes.id] }),
  bikeBrand: one(bikeBrands, { fields: [quotations.bike_brand_fk], references: [bikeBrands.id] }),
  order: one(orders),
  quotationFields: many(quotationFields),
}));
export const quotationFieldsRelations = relations(quotationFields, ({ one }) => ({
  quotation: one(quotations, { fields: [quotationFields.quotation_fk], references: [quotations.id] }),
  field: one(fields, { fields: [quotationFields.field_fk], references: [fields.id] }),
}));
