import { and, asc, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { employerDelegations } from '../../db/schema/employer-policies';
import { userCompanies, users } from '../../db/schema/users';

/** Today as a Brussels calendar day, read by the database so every instance agrees on it. */
export const BRUSSELS_TODAY = sql`(now() at time zone 'Europe/Brussels')::date`;

/**
 * A delegation in force today: not ended, today within its days, and its delegator still linked to
 * its company (a delegation lapses with the link it was made for). The one definition that the
 * session's delegated companies and the inboxes' recipients both read.
 */
export function activeDelegation(): SQL {
  return and(
    isNull(employerDelegations.ended_at),
    sql`${BRUSSELS_TODAY} between ${employerDelegations.first_day} and ${employerDelegations.last_day}`,
    exists(
      sql`(select 1 from ${userCompanies} where ${and(
        eq(userCompanies.user_id, employerDelegations.delegator_user_fk),
        eq(userCompanies.company_id, employerDelegations.company_fk),
      )})`,
    ),
  )!;
}

/**
 * A user's name as the history and the confirmed order write it (first and last name, else the
 * e-mail address), for `table` (users or an alias of it).
 */
export const userDisplayName = (table: typeof users) =>
  sql<string>`coalesce(nullif(trim(${table.first_name} || ' ' || ${table.last_name}), ''), ${table.email})`;

/** The delegates deciding today for any of `companyIds` (a quotation's company and those above it). */
export async function activeDelegateIds(db: Queryable, companyIds: number[]): Promise<number[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: employerDelegations.delegate_user_fk })
    .from(employerDelegations)
    .where(and(inArray(employerDelegations.company_fk, companyIds), activeDelegation()));
  return rows.map((row) => row.userId);
}

/**
 * Whom `delegateUserId` decides for today on a quotation of a company with these ancestors: the
 * delegators' names, for the confirmed order and the history ("X for Y"); empty when X decides
 * in its own right only.
 */
export async function delegatorNames(
  db: Queryable,
  delegateUserId: number,
  companyIds: number[],
): Promise<string[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .selectDistinct({
      id: users.id,
      name: userDisplayName(users),
    })
    .from(employerDelegations)
    .innerJoin(users, eq(users.id, employerDelegations.delegator_user_fk))
    .where(
      and(
        eq(employerDelegations.delegate_user_fk, delegateUserId),
        inArray(employerDelegations.company_fk, companyIds),
        activeDelegation(),
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((row) => row.name);
}
