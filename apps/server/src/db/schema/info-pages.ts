import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { languages } from './reference';

/**
 * The text of an info page (spec 03 section 2.7) in one language: nl or fr. Sanitised html,
 * written by super users in the app; a fresh install gets the shipped text (db/seed/info-pages).
 */
export const infoPages = pgTable(
  'info_pages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** info, info-end-of-lease, info-damage or contact */
    slug: text().notNull(),
    /** nl or fr */
    language: text()
      .notNull()
      .references(() => languages.code),
    html: text().notNull(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who saved it last: null for the shipped text. */
    updated_by: integer(),
  },
  (t) => [unique().on(t.slug, t.language)],
);
