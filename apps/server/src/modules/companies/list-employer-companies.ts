import { asc, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import type { Viewer } from '../auth/viewer';

export type EmployerCompany = { id: number; name: string; company_parent_fk: number | null };

/**
 * The companies the employer portal offers to filter on, by name: an employer its companies and
 * those below them (hidden ones too, as their quotations show), a super user every company.
 */
export async function listEmployerCompanies(db: Queryable, viewer: Viewer): Promise<EmployerCompany[]> {
  if (!viewer.superUser && viewer.employerCompanyIds.length === 0) return [];
  return db
    .select({ id: companies.id, name: companies.name, company_parent_fk: companies.company_parent_fk })
    .from(companies)
    .where(viewer.superUser ? undefined : inArray(companies.id, viewer.employerCompanyIds))
    .orderBy(asc(companies.name), asc(companies.id));
}
