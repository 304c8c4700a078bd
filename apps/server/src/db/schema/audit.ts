import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'import'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Every change made through the settings and the dealer info screens, one row per changed field,
 * written in the change's own transaction. Append-only: a trigger (migration 0013) refuses
 * UPDATE and DELETE. The user's name is copied so the log still reads after the user is gone.
 */
export const settingsAuditLog = pgTable(
  'settings_audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    user_fk: integer().notNull(),
    user_name: text().notNull(),
    /** The table the record lives in (dealers, companies, fields ...). */
    table_name: text().notNull(),
    record_id: text().notNull(),
    /**
     * The record whose history this row belongs to: itself, or the record it is part of (a
     * company for its fields, cost centres and statutes), so one history shows them together.
     */
    owner_table: text().notNull(),
    owner_record_id: text().notNull(),
    action: text().$type<AuditAction>().notNull(),
    /** Null for a whole-record entry (a delete, an import). */
    field: text(),
    old_value: jsonb(),
    new_value: jsonb(),
  },
  (t) => [
    check('settings_audit_log_action_check', sql`${t.action} in ('create', 'update', 'delete', 'import')`),
    index('settings_audit_log_record').on(t.table_name, t.record_id, t.id),
    index('settings_audit_log_owner').on(t.owner_table, t.owner_record_id, t.id),
    index('settings_audit_log_user').on(t.user_fk, t.id),
    index('settings_audit_log_at').on(t.at),
  ],
);
