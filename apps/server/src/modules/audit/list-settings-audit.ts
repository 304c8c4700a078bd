import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { listPage, type ListDefinition, type PageRequest } from '../../db/list';
import { settingsAuditLog } from '../../db/schema/audit';
import { requireSuperUser, type Viewer } from '../access/viewer';

export type SettingsAuditFilter = {
  table?: string | null;
  recordId?: string | null;
  /** A record's whole history: its own changes and those of the records it owns. */
  owner?: { table: string; recordId: string } | null;
  userId?: number | null;
  /** From this moment on, included. */
  from?: Date | null;
  /** Before this moment, excluded. */
  to?: Date | null;
};

export const settingsAuditList: ListDefinition<'at'> = {
  defaultSize: 20,
  maxSize: 100,
  sortable: { at: settingsAuditLog.id },
  defaultSort: { field: 'at', direction: 'desc' },
  tieBreaker: settingsAuditLog.id,
};

function auditWhere(filter: SettingsAuditFilter | null | undefined): SQL | undefined {
  if (!filter) return undefined;
  return and(
    filter.table ? eq(settingsAuditLog.table_name, filter.table) : undefined,
    filter.recordId ? eq(settingsAuditLog.record_id, filter.recordId) : undefined,
    filter.owner ? eq(settingsAuditLog.owner_table, filter.owner.table) : undefined,
    filter.owner ? eq(settingsAuditLog.owner_record_id, filter.owner.recordId) : undefined,
    filter.userId ? eq(settingsAuditLog.user_fk, filter.userId) : undefined,
    filter.from ? gte(settingsAuditLog.at, filter.from) : undefined,
    filter.to ? lt(settingsAuditLog.at, filter.to) : undefined,
  );
}

const asText = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * The settings audit log for super users, newest first: the whole log or one record's entries.
 * Ids only grow, so ordering by id is ordering by time without a tie.
 */
export async function listSettingsAudit(
  db: Queryable,
  viewer: Viewer,
  options: PageRequest & { filter?: SettingsAuditFilter | null },
) {
  requireSuperUser(viewer);
  const page = await listPage(db, {
    table: settingsAuditLog,
    where: auditWhere(options.filter),
    list: settingsAuditList,
    request: options,
  });
  return {
    ...page,
    items: page.items.map((row) => ({
      ...row,
      old_value: asText(row.old_value),
      new_value: asText(row.new_value),
    })),
  };
}

/** What the log's filters offer: the users who changed something and the tables changed. */
export async function settingsAuditFacets(db: Queryable, viewer: Viewer) {
  requireSuperUser(viewer);
  const users = await db
    .selectDistinctOn([settingsAuditLog.user_fk], {
      id: settingsAuditLog.user_fk,
      name: settingsAuditLog.user_name,
    })
    .from(settingsAuditLog)
    .orderBy(asc(settingsAuditLog.user_fk), asc(settingsAuditLog.id));
  const tables = await db
    .selectDistinct({ table: settingsAuditLog.table_name })
    .from(settingsAuditLog)
    .orderBy(asc(settingsAuditLog.table_name));
  return { users, tables: tables.map((row) => row.table) };
}
