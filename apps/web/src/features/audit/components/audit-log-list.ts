import { dayFilter, textFilter } from '../../../lib/lists/list-filters';

/** The change log's filters, as the server's settingsAuditLog accepts them (user as its id). */
export const auditLogList = {
  storageKey: 'settings-audit-log',
  filters: { user: textFilter, table: textFilter, from: dayFilter, to: dayFilter },
  sortFields: ['at'] as const,
};

export const AUDIT_LOG_PAGE_SIZE = 20;

/** A day's start in Brussels, close enough for a filter: the server compares instants. */
export function dayStart(day: string): string {
  return new Date(`${day}T00:00:00`).toISOString();
}

/** The instant after a day ends: the period's "to" day is included. */
export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00`);
  next.setDate(next.getDate() + 1);
  return next.toISOString();
}
