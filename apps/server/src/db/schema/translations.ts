import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { languages } from './reference';

/** Interface strings per language (nl, fr, en, de), editable by super users in the settings. */
export const translations = pgTable(
  'translations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull(),
    /** nl, fr, en or de */
    language: text()
      .notNull()
      .references(() => languages.code),
    value: text().notNull(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.key, t.language)],
);
