import { and, asc, eq, exists, inArray, notExists, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { userCompanies, userDealers, users } from '../../db/schema/users';
import { companyAncestry, companySubtreeIds } from '../access/company-tree';
import { userDisplayName } from '../access/delegations';
import type { Viewer } from '../access/viewer';
import { requirePolicyAdmin } from './employer-policies.access';

/**
 * Who may be named a delegate for a company: the employer users of its group (linked to a company
 * under the same root), neither super users nor a dealer's. A delegation hands the company's
 * quotations to someone the customer already trusts, never outside it.
 */
export async function delegateCandidates(db: Queryable, companyId: number) {
  const root = (await companyAncestry(db, companyId)).at(-1);
  if (root === undefined) return [];
  const group = await companySubtreeIds(db, root);
  return db
    .select({
      id: users.id,
      name: userDisplayName(users),
      email: users.email,
    })
    .from(users)
    .where(
      and(
        eq(users.super_user, false),
        exists(
          sql`(select 1 from ${userCompanies} where ${and(
            eq(userCompanies.user_id, users.id),
            inArray(userCompanies.company_id, group),
          )})`,
        ),
        notExists(sql`(select 1 from ${userDealers} where ${eq(userDealers.user_id, users.id)})`),
      ),
    )
    .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id));
}

/** The delegate picker of a company's delegations screen (its employer admin or a super user). */
export async function listDelegateCandidates(db: Queryable, viewer: Viewer, companyId: number) {
  await requirePolicyAdmin(db, viewer, companyId);
  return delegateCandidates(db, companyId);
}
