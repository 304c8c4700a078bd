import { and, asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { isEmployerOnly } from '@spokes/domain/roles';
import type { Queryable } from '../../db/client';
import { companies, companyCalculationSheets, invoiceTargets } from '../../db/schema/companies';
import type { Viewer } from '../access/viewer';
import { accessScope } from '../access/access-table';
import { companyLogoPath } from './company-logo';

export type CompanyTreeNode = {
  id: number;
  name: string;
  company_parent_fk: number | null;
  hide: boolean;
  fip: boolean;
  own_calculation_sheet: boolean;
  partner_integration: string | null;
  invoice_target_name: string;
  logo_url: string | null;
};

/** The picker's rows of the companies the condition selects, sorted by name. */
async function selectCompanyNodes(db: Queryable, where: SQL | undefined): Promise<CompanyTreeNode[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      company_parent_fk: companies.company_parent_fk,
      hide: companies.hide,
      fip: companies.fip,
      own_calculation_sheet: exists(
        db
          .select({ one: sql`1` })
          .from(companyCalculationSheets)
          .where(eq(companyCalculationSheets.company_fk, companies.id)),
      ).mapWith(Boolean),
      partner_integration: companies.partner_integration,
      invoice_target_name: invoiceTargets.name,
      logo_id: companies.logo_id,
    })
    .from(companies)
    .innerJoin(invoiceTargets, eq(invoiceTargets.id, companies.invoice_target_fk))
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id));
  return rows.map(({ logo_id, ...company }) => ({
    ...company,
    logo_url: companyLogoPath({ id: company.id, logo_id }),
  }));
}

/**
 * The companies of the picker as a flat list with parent ids, sorted by name. Hidden companies
 * only for a super user who asks for them; an employer-only user gets none (spec 01 section 6).
 */
export async function listCompanyTree(
  db: Queryable,
  viewer: Viewer,
  options: { includeHidden: boolean },
): Promise<CompanyTreeNode[]> {
  if (isEmployerOnly(viewer)) return [];
  const showHidden = options.includeHidden && viewer.superUser;
  return selectCompanyNodes(
    db,
    and(accessScope(viewer, 'company', 'read'), showHidden ? undefined : eq(companies.hide, false)),
  );
}

/**
 * The employers portal's companies (issue 12): an employer's companies and those below them,
 * hidden or not, and nothing of a dealer membership (a user of both sees the portal as an
 * employer); a super user every company.
 */
export async function listEmployerCompanies(db: Queryable, viewer: Viewer): Promise<CompanyTreeNode[]> {
  if (viewer.superUser) return selectCompanyNodes(db, undefined);
  if (viewer.employerCompanyIds.length === 0) return [];
  return selectCompanyNodes(db, inArray(companies.id, viewer.employerCompanyIds));
}
