import type { PolicyWhenFits, PolicyWhenNotFits } from '@spokes/domain/employer-policy';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * A company's own employer policy (issue 30); the companies below it without one inherit it.
 * Amounts are cents: the total offer incl. VAT and the monthly lease incl. VAT.
 */
export const employerPolicies = pgTable(
  'employer_policies',
  {
    company_fk: integer()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** null: every bike type. */
    allowed_bike_type_ids: integer().array(),
    max_bike_value: integer(),
    max_monthly_lease: integer(),
    when_fits: text().$type<PolicyWhenFits>().notNull(),
    when_not_fits: text().$type<PolicyWhenNotFits>().notNull(),
    refusal_reason: text(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('employer_policies_when_fits_check', sql`${t.when_fits} in ('approve', 'ask')`),
    check('employer_policies_when_not_fits_check', sql`${t.when_not_fits} in ('refuse', 'ask')`),
    check(
      'employer_policies_amounts_check',
      sql`coalesce(${t.max_bike_value}, 0) >= 0 and coalesce(${t.max_monthly_lease}, 0) >= 0`,
    ),
    check(
      'employer_policies_refusal_reason_check',
      sql`${t.when_not_fits} <> 'refuse' or coalesce(${t.refusal_reason}, '') <> ''`,
    ),
  ],
);

/**
 * A delegate decides on the quotations of a company (and of those below it) in the delegator's
 * place from first_day to last_day, Brussels days, both included. Ending one sets ended_at; the
 * row stays, so who delegated to whom remains readable.
 */
export const employerDelegations = pgTable(
  'employer_delegations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    company_fk: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    delegator_user_fk: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delegate_user_fk: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    first_day: date({ mode: 'string' }).notNull(),
    last_day: date({ mode: 'string' }).notNull(),
    ended_at: timestamp({ withTimezone: true }),
    created_by_user_fk: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The session lookup reads a user's delegations on every request.
    index('employer_delegations_delegate_index').on(t.delegate_user_fk, t.last_day),
    index('employer_delegations_company_index').on(t.company_fk, t.last_day),
    index().on(t.delegator_user_fk),
    check('employer_delegations_days_check', sql`${t.last_day} >= ${t.first_day}`),
    check('employer_delegations_other_user_check', sql`${t.delegate_user_fk} <> ${t.delegator_user_fk}`),
  ],
);
