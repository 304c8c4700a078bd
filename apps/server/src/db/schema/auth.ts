import { relations } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions, users } from './users';

/**
 * A second factor of a user: an SMS number or an authenticator app (TOTP). A row without
 * `enrolled_at` is an enrolment still waiting for its first code and protects nothing yet.
 */
export const secondFactors = pgTable(
  'second_factors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sms | totp */
    kind: text().notNull(),
    /** E.164, for kind sms */
    phone: text(),
    /** For kind totp: the base32 secret, always sealed with the TOTP key (see totp-secret.ts). */
    totp_secret: text(),
    /** The last TOTP time step accepted: a code of that step or earlier is a replay. */
    last_totp_step: bigint({ mode: 'number' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    enrolled_at: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.user_id)],
);

/**
 * A code sent by SMS, owed by one session: at sign-in (the pending session) or while enrolling
 * a factor (the signed-in session). Only a hash of the code is kept.
 */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    session_id: text()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    second_factor_id: integer()
      .notNull()
      .references(() => secondFactors.id, { onDelete: 'cascade' }),
    /** sign-in | enrolment */
    purpose: text().notNull(),
    code_hash: text().notNull(),
    attempts: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.session_id)],
);

/**
 * The codes behind mailed links (/action?mode=…&oobCode=…). Only the SHA-256 of the code is
 * stored; a code works once and until `expires_at`.
 */
export const actionCodes = pgTable(
  'action_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code_hash: text().notNull(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** resetPassword | revertSecondFactorAddition */
    mode: text().notNull(),
    /** For revertSecondFactorAddition: the factor the link switches off. */
    second_factor_id: integer().references(() => secondFactors.id, { onDelete: 'cascade' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('action_codes_code_hash_unique').on(t.code_hash), index().on(t.user_id)],
);

/** Argon2id hashes of a user's earlier passwords, so a new password cannot be an old one. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    password_hash: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.user_id, t.created_at)],
);

/**
 * One row per counted attempt (a failed sign-in, a wrong code, a reset mail), per bucket such
 * as `sign-in:account:<email>` or `sign-in:ip:<address>`. In the database, not in memory, so
 * every server instance counts the same attempts.
 */
export const rateLimitAttempts = pgTable(
  'rate_limit_attempts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.bucket, t.created_at)],
);

export const secondFactorsRelations = relations(secondFactors, ({ one }) => ({
  user: one(users, { fields: [secondFactors.user_id], references: [users.id] }),
}));
