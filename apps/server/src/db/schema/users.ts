import { relations } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies';
import { dealers } from './dealers';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    first_name: text().notNull().default(''),
    last_name: text().notNull().default(''),
    password_hash: text(),
    /** nl, fr, en or de */
    language: text().notNull().default('nl'),
    admin: boolean().notNull().default(false),
    super_user: boolean().notNull().default(false),
    backoffice: boolean().notNull().default(false),
    portal_user: boolean().notNull().default(false),
    login_time: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export const userDealers = pgTable(
  'user_dealers',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealer_id: integer()
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.dealer_id] }), index().on(t.dealer_id)],
);

export const userCompanies = pgTable(
  'user_companies',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.company_id] }), index().on(t.company_id)],
);

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a
 * database leak yields no usable session. `pending_second_factor` marks a session that has
 * passed the password but still owes a second-factor code (issue 4 fills that in).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    last_seen_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    pending_second_factor: boolean().notNull().default(false),
    ip: text(),
    user_agent: text(),
  },
  (t) => [index().on(t.user_id), index().on(t.expires_at)],
);

export const usersRelations = relations(users, ({ many }) => ({
  dealers: many(userDealers),
  companies: many(userCompanies),
  sessions: many(sessions),
}));
export const userDealersRelations = relations(userDealers, ({ one }) => ({
  user: one(users, { fields: [userDealers.user_id], references: [users.id] }),
  dealer: one(dealers, { fields: [userDealers.dealer_id], references: [dealers.id] }),
}));
export const userCompaniesRelations = relations(userCompanies, ({ one }) => ({
  user: one(users, { fields: [userCompanies.user_id], references: [users.id] }),
  company: one(companies, { fields: [userCompanies.company_id], references: [companies.id] }),
}));
export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.user_id], references: [users.id] }),
}));
