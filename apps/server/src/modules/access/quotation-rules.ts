import { and, eq, inArray, isNotNull, notInArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '@spokes/domain/codes';
import { EMPLOYER_EXCLUDED_STATUS_CODES } from '@spokes/domain/order-status';
import { orderLogs } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import type { Viewer } from './viewer';

/**
 * One rule written twice side by side: as SQL for lists and row checks, and as a check of a row
 * already loaded (realtime events check many viewers against one row). Rules are combined only
 * through anyOf/allOf, so the two forms cannot drift apart. The combined SQL is built when it is
 * read: a realtime event checks each of a thousand subscribers with `holds` alone, and building
 * their SQL anyway took 8% of the server's profiled time in `npm run bench:live -w bench`.
 */
export type Rule<F> = { readonly sql: SQL; holds: (facts: F) => boolean };

/** What the quotation rules decide on; order_status_fk is the quotation's copy of its order's status (migration 0009). */
export type QuotationFacts = { dealer_fk: number; company_fk: number; order_status_fk: number | null };
export type OrderLogFacts = QuotationFacts & { hidden: boolean };

const everything: Rule<unknown> = { sql: sql`true`, holds: () => true };
const nothing: Rule<unknown> = { sql: sql`false`, holds: () => false };

function anyOf<F>(...rules: Rule<F>[]): Rule<F> {
  return {
    get sql() {
      return or(...rules.map((rule) => rule.sql)) ?? sql`false`;
    },
    holds: (f) => rules.some((r) => r.holds(f)),
  };
}

function allOf<F>(...rules: Rule<F>[]): Rule<F> {
  return {
    get sql() {
      return and(...rules.map((rule) => rule.sql)) ?? sql`true`;
    },
    holds: (f) => rules.every((r) => r.holds(f)),
  };
}

function oneOf<F>(column: Column, value: (facts: F) => number, ids: number[]): Rule<F> {
  if (ids.length === 0) return nothing;
  return {
    get sql() {
      return inArray(column, ids);
    },
    holds: (facts) => ids.includes(value(facts)),
  };
}

/** NEW and TESTPURPOSES as ids: never in an employer's lists or figures. */
const EMPLOYER_EXCLUDED_STATUS_IDS: number[] = EMPLOYER_EXCLUDED_STATUS_CODES.map(
  (code) => ORDER_STATUS[code].id,
);

/**
 * A quotation an employer may see has an order past NEW that is not a test: without one it is
 * still the dealer's business.
 */
export const employerVisibleStatus: Rule<QuotationFacts> = {
  sql: and(
    isNotNull(quotations.order_status_fk),
    notInArray(quotations.order_status_fk, EMPLOYER_EXCLUDED_STATUS_IDS),
  )!,
  holds: (facts) =>
    facts.order_status_fk !== null && !EMPLOYER_EXCLUDED_STATUS_IDS.includes(facts.order_status_fk),
};

/** The dealer side may act: super users on every quotation, a dealer user on its dealers'. */
export function dealerSide(viewer: Viewer): Rule<QuotationFacts> {
  if (viewer.superUser) return everything;
  return oneOf(quotations.dealer_fk, (facts) => facts.dealer_fk, viewer.dealerIds);
}

/**
 * An employer's companies and those below them, and those it decides on today as a delegate
 * (issue 30: the delegate sees and decides what its delegator would); every company for a super user.
 */
function employerCompanies(viewer: Viewer): Rule<QuotationFacts> {
  if (viewer.superUser) return everything;
  const companyIds = [...new Set([...viewer.employerCompanyIds, ...viewer.delegatedCompanyIds])];
  return oneOf(quotations.company_fk, (facts) => facts.company_fk, companyIds);
}

/**
 * What the employer portal lists and counts: the quotations of the employer's companies (every
 * company's for a super user) once visible to employers. It reads the quotation's copy of its
 * order's status, so the list, its count and the dashboard stay on the quotations table.
 */
export function employerPortal(viewer: Viewer): Rule<QuotationFacts> {
  return allOf(employerCompanies(viewer), employerVisibleStatus);
}

/**
 * An employer may see a quotation and decide on it: its portal's quotations; a super user every
 * one (it may act in the portal for an employer, spec 02).
 */
export function employerSide(viewer: Viewer): Rule<QuotationFacts> {
  return viewer.superUser ? everything : employerPortal(viewer);
}

/** Who may see a quotation (and its order): the dealer side and the employers that may see it. */
export function quotationReader(viewer: Viewer): Rule<QuotationFacts> {
  return anyOf(dealerSide(viewer), employerSide(viewer));
}

/**
 * read: the viewer may see the row. write: it may change it; for quotations and their orders
 * the dealer side, which alone also reads the back office's screens of them (list, overview,
 * order history). decide: an employer's decision on a quotation.
 */
export type AccessMode = 'read' | 'write' | 'decide';

/** The rules of a quotation and of its order, per mode. */
export const quotationRules = {
  read: quotationReader,
  write: dealerSide,
  decide: employerSide,
} satisfies Record<AccessMode, (viewer: Viewer) => Rule<QuotationFacts>>;

/** Who may read an order log: the dealer side, and employers that may see its quotation but never a hidden log. */
export function orderLogReader(viewer: Viewer): Rule<OrderLogFacts> {
  const notHidden: Rule<OrderLogFacts> = {
    sql: eq(orderLogs.hidden, false),
    holds: (facts) => !facts.hidden,
  };
  return anyOf<OrderLogFacts>(dealerSide(viewer), allOf<OrderLogFacts>(employerSide(viewer), notHidden));
}

/** The rules of an order log, per mode: it is only read, its changes are its order's. */
export const orderLogRules = {
  read: orderLogReader,
} satisfies Partial<Record<AccessMode, (viewer: Viewer) => Rule<OrderLogFacts>>>;
