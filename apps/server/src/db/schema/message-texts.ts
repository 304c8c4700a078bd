import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { languages } from './reference';

/**
 * A super user's text of one mail or SMS in one language, in place of the text the code ships
 * (modules/mail/templates). Handlebars sources, checked against the message's variables on save.
 * subject and html are null for an SMS. Deleting the row brings the shipped text back.
 */
export const messageTexts = pgTable(
  'message_texts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The registry's name: password-reset, second-factor-code ... */
    template: text().notNull(),
    /** nl, fr, en or de */
    language: text()
      .notNull()
      .references(() => languages.code),
    subject: text(),
    text: text().notNull(),
    html: text(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.template, t.language)],
);
