import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/rows';
import { companies } from '../../db/schema/companies';
import { userCompanies } from '../../db/schema/users';
import { activeDelegateIds } from './delegations';

/**
 * The company and every company below it. Read on its own before a list query uses the ids:
 * the recursive walk inside a large query made its plan slower than the two together.
 */
export async function companySubtreeIds(db: Queryable, companyId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    with recursive subtree(id) as (
      select ${companies.id} from ${companies} where ${companies.id} = ${companyId}
      union
      select c.id from ${companies} c join subtree s on c.company_parent_fk = s.id
    )
    select id from subtree`,
  );
  return rows.map((row) => Number(row.id));
}

/** The company's id, then its parent's, up to its root (a cycle could not end: depth is capped). */
export async function companyAncestry(db: Queryable, companyId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    with recursive chain(id, parent, depth) as (
      select ${companies.id}, ${companies.company_parent_fk}, 0 from ${companies} where ${companies.id} = ${companyId}
      union all
      select c.id, c.company_parent_fk, chain.depth + 1
      from ${companies} c join chain on c.id = chain.parent
      where chain.depth < 50
    )
    select id from chain order by depth`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The employer users who may see the quotations of `companyId` under the access table, the one
 * answer to "who is told" of a decision awaited or taken: those linked to the company or to a
 * company above it (an employer sees its companies and every one below them) and the delegates
 * deciding for one of those today (issue 30), less `exceptUserId` (null: nobody, for a decision
 * the system took).
 */
export async function quotationEmployerIds(
  db: Queryable,
  companyId: number,
  exceptUserId: number | null,
): Promise<number[]> {
  const above = await companyAncestry(db, companyId);
  const rows = await db
    .selectDistinct({ userId: userCompanies.user_id })
    .from(userCompanies)
    .where(inArray(userCompanies.company_id, above));
  const delegates = await activeDelegateIds(db, above);
  const ids = new Set([...rows.map((row) => row.userId), ...delegates]);
  if (exceptUserId !== null) ids.delete(exceptUserId);
  return [...ids].sort((a, b) => a - b);
}
