import { and, eq, exists, inArray, notExists, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { canManageUsers, type UserManager } from '@spokes/domain/user-management';
import { companies } from '../../db/schema/companies';
import { deals } from '../../db/schema/deals';
import { dealers } from '../../db/schema/dealers';
import { employees } from '../../db/schema/employees';
import { notifications } from '../../db/schema/notifications';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { userCompanies, userDealers, users } from '../../db/schema/users';
import { dealerSide } from './quotation-rules';
import type { Viewer } from './viewer';

/**
 * Which companies the viewer may read: super users all; a dealer user every company that is not
 * hidden (a dealer chooses the company of a new quotation among them, then its employees);
 * an employer its own companies and those below them, hidden or not.
 */
export function companyScope(viewer: Viewer): SQL {
  if (viewer.superUser) return sql`true`;
  const asDealer = viewer.dealerIds.length > 0 ? eq(companies.hide, false) : undefined;
  const asEmployer =
    viewer.employerCompanyIds.length > 0 ? inArray(companies.id, viewer.employerCompanyIds) : undefined;
  return or(asDealer, asEmployer) ?? sql`false`;
}

/** Which employees the viewer may read and edit: those of the companies it may read. */
export function employeeScope(viewer: Viewer): SQL {
  if (viewer.superUser) return sql`true`;
  return exists(
    sql`(select 1 from ${companies} where ${and(eq(companies.id, employees.company_fk), companyScope(viewer))})`,
  );
}

/** Which dealers the viewer may read: super users all, a dealer user its own, an employer none. */
export function dealerScope(viewer: Viewer): SQL {
  if (viewer.superUser) return sql`true`;
  return viewer.dealerIds.length > 0 ? inArray(dealers.id, viewer.dealerIds) : sql`false`;
}

/**
 * A super user reads every deal; a dealer only a deal linked to an order of one of its
 * quotations. Employers see the order's deal status, never the CRM deal itself.
 */
export function dealScope(viewer: Viewer): SQL {
  if (viewer.superUser) return sql`true`;
  return exists(
    sql`(select 1 from ${orders} join ${quotations} on ${eq(quotations.id, orders.quotation_fk)} where ${and(
      eq(orders.deal_id_v2, deals.id),
      dealerSide(viewer).sql,
    )})`,
  );
}

/** An inbox is private: not even a super user reads or touches another user's notifications. */
export function notificationScope(viewer: Viewer): SQL {
  return eq(notifications.user_fk, viewer.userId);
}

export function userManager(viewer: Viewer): UserManager {
  return {
    userId: viewer.userId,
    superUser: viewer.superUser,
    admin: viewer.admin,
    dealerIds: viewer.dealerIds,
    companyIds: viewer.companyIds,
  };
}

/** A subquery for EXISTS: the user's dealer links, narrowed by `extra`. */
export const userHasDealer = (extra?: SQL) =>
  sql`(select 1 from ${userDealers} where ${and(eq(userDealers.user_id, users.id), extra)})`;
/** A subquery for EXISTS: the user's company links, narrowed by `extra`. */
export const userHasCompany = (extra?: SQL) =>
  sql`(select 1 from ${userCompanies} where ${and(eq(userCompanies.user_id, users.id), extra)})`;

/**
 * The users the viewer may manage, as a where-clause on `users`; the SQL twin of
 * canManageUser in @spokes/domain/user-management. An admin reaches the users that are no super
 * user, have a dealer or company, and have none outside the admin's own.
 */
export function userScope(viewer: Viewer): SQL {
  const manager = userManager(viewer);
  if (manager.superUser) return sql`true`;
  if (!canManageUsers(manager)) return sql`false`;
  return and(
    eq(users.super_user, false),
    or(exists(userHasDealer()), exists(userHasCompany())),
    notExists(userHasDealer(notInArray(userDealers.dealer_id, [...manager.dealerIds]))),
    notExists(userHasCompany(notInArray(userCompanies.company_id, [...manager.companyIds]))),
  )!;
}
