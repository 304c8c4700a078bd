export type DelegationStatus = 'active' | 'future' | 'ended';

type DelegationDays = { active: boolean; ended_at?: unknown; first_day: string; last_day: string };

/**
 * A delegation as the list tags it: in force today (the server's `active`, read on the Brussels
 * day), still to come, or over (ended by hand, or its last day passed).
 */
export function delegationStatus(delegation: DelegationDays, today: string): DelegationStatus {
  if (delegation.ended_at) return 'ended';
  if (delegation.active) return 'active';
  return delegation.first_day > today ? 'future' : 'ended';
}

export const DELEGATION_STATUS_COLOURS: Record<DelegationStatus, string> = {
  active: 'success',
  future: 'blue',
  ended: 'default',
};

/** YYYY-MM-DD as DD/MM/YYYY. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
