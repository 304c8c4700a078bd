import { isDeepStrictEqual } from 'node:util';
import type { Queryable } from '../../db/client';
import { settingsAuditLog, type AuditAction } from '../../db/schema/audit';
import type { Viewer } from '../access/viewer';

export type AuditedValues = Readonly<Record<string, unknown>>;

export type SettingsChange = {
  /** The table the record lives in, as the log's filter names it (dealers, companies ...). */
  table: string;
  recordId: number | string;
  /** The record this one is part of (a field's company); its history shows this change too. */
  owner?: { table: string; recordId: number | string };
  action: AuditAction;
  /** The record as it was: null or absent for a create. */
  before?: AuditedValues | null;
  /** The record as it is now: null or absent for a delete. For an import, its summary. */
  after?: AuditedValues | null;
};

// Bookkeeping columns change on every save and say nothing a reader of the log wants.
const UNAUDITED = new Set(['id', 'created_at', 'updated_at', 'version']);

/** Dates, bigints and the like as they read back from the log's JSON. */
function asJson(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value) ?? 'null') as unknown);
}

function changedFields(change: SettingsChange) {
  const before = change.before ?? {};
  const after = change.after ?? {};
  return Object.keys(after)
    .filter((field) => !UNAUDITED.has(field))
    .map((field) => ({ field, old: asJson(before[field]), new: asJson(after[field]) }))
    .filter((entry) =>
      change.action === 'create' ? entry.new !== null : !isDeepStrictEqual(entry.old, entry.new),
    );
}

/**
 * Writes what a settings change did to the audit log, in the caller's transaction so the log
 * and the change commit or roll back together. A create and an update write one row per field
 * that was set or changed (an update that changes nothing writes none); a delete and an import
 * write one row holding the whole record or the import's summary. Returns the rows written.
 */
export async function recordSettingsChange(db: Queryable, viewer: Viewer, change: SettingsChange) {
  const who = {
    user_fk: viewer.userId,
    user_name: `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email,
    table_name: change.table,
    record_id: String(change.recordId),
    owner_table: change.owner?.table ?? change.table,
    owner_record_id: String(change.owner?.recordId ?? change.recordId),
    action: change.action,
  };
  const rows =
    change.action === 'delete' || change.action === 'import'
      ? [
          {
            ...who,
            field: null,
            old_value: asJson(change.before ?? null),
            new_value: asJson(change.after ?? null),
          },
        ]
      : changedFields(change).map((entry) => ({
          ...who,
          field: entry.field,
          old_value: entry.old,
          new_value: entry.new,
        }));
  if (rows.length > 0) await db.insert(settingsAuditLog).values(rows);
  return rows.length;
}
