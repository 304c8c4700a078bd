import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { assignableCompanyIds, assignableDealerIds, canManageUsers } from '@spokes/domain/user-management';
import type { Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { dealers } from '../../db/schema/dealers';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { userManager } from '../access/scopes';

export type Assignable = { id: number; name: string };

function among(column: AnyPgColumn, ids: readonly number[] | null): SQL {
  return ids === null ? sql`true` : inArray(column, [...ids]);
}

/**
 * The dealers and companies the viewer may give a user, for the pickers of the form: a super
 * user any (the BACKOFFICE pseudo-dealer included), an admin its own.
 */
export async function listUserAssignables(
  db: Queryable,
  viewer: Viewer,
): Promise<{ dealers: Assignable[]; companies: Assignable[] }> {
  const manager = userManager(viewer);
  if (!canManageUsers(manager)) fail('FORBIDDEN');
  const [dealerRows, companyRows] = [
    await db
      .select({ id: dealers.id, name: dealers.name })
      .from(dealers)
      .where(among(dealers.id, assignableDealerIds(manager)))
      .orderBy(asc(dealers.name)),
    await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(among(companies.id, assignableCompanyIds(manager)))
      .orderBy(asc(companies.name)),
  ];
  return { dealers: dealerRows, companies: companyRows };
}
