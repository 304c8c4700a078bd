import { relations } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Inbox entries of a user. `message` is a translation key or text with <<placeholder>>s filled
 * from `params`; `action` (e.g. goToQuotation) with `action_params` (quotationId, employeeName).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_fk: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    action: text(),
    action_params: jsonb().$type<Record<string, string | number>>(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.user_fk, t.created_at)],
);

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.user_fk], references: [users.id] }),
}));
