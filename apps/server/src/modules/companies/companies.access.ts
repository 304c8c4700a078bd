import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';

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

/** The company when the viewer may read it; NOT_FOUND when it is missing or out of scope alike. */
export async function requireCompanyAccess(db: Queryable, viewer: Viewer, companyId: number) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), companyScope(viewer)));
  return row ?? fail('NOT_FOUND');
}
