import {
  BIKE_TYPE,
  DEAL_STATUS,
  ORDER_LOG_TYPE,
  ORDER_STATUS,
  ORDER_STATUSES,
  type OrderLogTypeId,
  type OrderStatus,
  type OrderStatusCode,
} from './codes';
import { invalid, valid, type Validated } from './validation-result';

export { dealerActions, type DealerAction, type DealerActionInput } from './dealer-actions';

// Test orders and orders nobody has signed yet are the dealer's business, not the employer's.
export const EMPLOYER_EXCLUDED_STATUS_CODES = [
  'NEW',
  'TESTPURPOSES',
] as const satisfies readonly OrderStatusCode[];

export function isExcludedFromEmployerLists(code: OrderStatusCode): boolean {
  return (EMPLOYER_EXCLUDED_STATUS_CODES as readonly OrderStatusCode[]).includes(code);
}

// From approval on the employer's decision is taken and the dealer works on it; a refusal is
// final. Employer edits (cost centre, delivery date, employee number) stop there.
export const EMPLOYER_EDIT_LOCKED_STATUS_CODES = [
  'APPROVED',
  'DELIVERABLE',
  'DELIVERED',
  'REFUSED',
] as const satisfies readonly OrderStatusCode[];

export function isEmployerEditLocked(code: OrderStatusCode): boolean {
  return (EMPLOYER_EDIT_LOCKED_STATUS_CODES as readonly OrderStatusCode[]).includes(code);
}

export function isNegativeStatus(code: OrderStatusCode): boolean {
  return ORDER_STATUS[code].index < 0;
}

export const EMPLOYER_STEPS = [
  'NEW',
  'SIGNED',
  'SEND_TO_DECIDER',
  'APPROVED',
  'DELIVERABLE',
  'DELIVERED',
] as const satisfies readonly OrderStatusCode[];
export const EMPLOYER_REFUSED_STEPS = [
  'NEW',
  'SIGNED',
  'SEND_TO_DECIDER',
  'REFUSED',
] as const satisfies readonly OrderStatusCode[];

export type EmployerStepBar = {
  steps: readonly OrderStatusCode[];
  // 0-based position of the current step; -1 when no step is reached (cancelled, test).
  current: number;
  error: boolean;
};

// The step bar is 0-based: index - 1. A refusal shows its own four-step bar in error style with
// the refusal as the last step. Cancelled and test orders show the normal bar with nothing
// reached, cancelled in error style.
export function employerStepBar(code: OrderStatusCode): EmployerStepBar {
  if (code === 'REFUSED') return { steps: EMPLOYER_REFUSED_STEPS, current: 3, error: true };
  const { index } = ORDER_STATUS[code];
  return { steps: EMPLOYER_STEPS, current: index - 1, error: code === 'CANCELLED' };
}

export function employerStepIndex(code: OrderStatusCode): number {
  return employerStepBar(code).current;
}

// Editing a status offers every status sorted by index; choosing the current one is refused.
export function orderStatusesByIndex(): OrderStatus[] {
  return [...ORDER_STATUSES].sort((a, b) => a.index - b.index || a.id - b.id);
}

// After the lifecycle, the statuses that end it early or sit outside it, in this order.
const OUTSIDE_LIFECYCLE: readonly string[] = ['CANCELLED', 'REFUSED', 'TESTPURPOSES'];

function lifecycleRank(status: { code: string; index: number }): number {
  if (status.index > 0) return status.index;
  const outside = OUTSIDE_LIFECYCLE.indexOf(status.code);
  return 1000 + (outside < 0 ? OUTSIDE_LIFECYCLE.length : outside);
}

/**
 * How every status filter lists statuses: the lifecycle first (Nieuw ... Geleverd), then
 * Geannuleerd, Geweigerd and Test; by index alone the refusal would come first (issue 21).
 */
export function inLifecycleOrder<S extends { code: string; index: number }>(statuses: readonly S[]): S[] {
  return [...statuses].sort((a, b) => lifecycleRank(a) - lifecycleRank(b));
}

export function validateStatusChange(
  current: OrderStatusCode,
  next: OrderStatusCode,
): Validated<'SAME_STATUS', OrderStatusCode> {
  return current === next ? invalid('SAME_STATUS') : valid(next);
}

// Once the contract runs (deal INVOICED) the bike's data is on the invoice; only the back office
// may still correct it.
export function isBikeLocked(dealStatusId: number | null | undefined, superUser: boolean): boolean {
  return dealStatusId === DEAL_STATUS.INVOICED.id && !superUser;
}

// A signed document replaces its unsigned original in the employer's list.
export const SUPERSEDED_BY: Partial<Record<OrderLogTypeId, OrderLogTypeId>> = {
  [ORDER_LOG_TYPE.CALCULATIONDOC.id]: ORDER_LOG_TYPE.CALCULATIONDOC_SIGNED.id,
  [ORDER_LOG_TYPE.RECEIPTDOC.id]: ORDER_LOG_TYPE.RECEIPTDOC_SIGNED.id,
};

export type DocumentLog = { order_log_type_fk: number; hidden?: boolean | null };

// The logs that a signed version replaces (hidden logs do not replace anything).
export function supersededDocuments<T extends DocumentLog>(logs: readonly T[]): T[] {
  const present = new Set(logs.filter((log) => !log.hidden).map((log) => log.order_log_type_fk));
  return logs.filter((log) => {
    const replacement = SUPERSEDED_BY[log.order_log_type_fk as OrderLogTypeId];
    return replacement !== undefined && present.has(replacement);
  });
}

// What an employer sees: no hidden logs, no superseded originals.
export function employerDocuments<T extends DocumentLog>(logs: readonly T[]): T[] {
  const superseded = new Set(supersededDocuments(logs));
  return logs.filter((log) => !log.hidden && !superseded.has(log));
}

// A speed pedelec's receipt carries its plate; without one it must not be opened.
export function isDocumentBlockedWithoutPlate(
  orderLogTypeId: number,
  bikeTypeId: number | null | undefined,
  licenseNumber: string | null | undefined,
): boolean {
  return (
    orderLogTypeId === ORDER_LOG_TYPE.RECEIPTDOC.id &&
    bikeTypeId === BIKE_TYPE.SPEED_PEDELEC.id &&
    !licenseNumber?.trim()
  );
}
