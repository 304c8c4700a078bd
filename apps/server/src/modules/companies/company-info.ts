import { asc, eq } from 'drizzle-orm';
import type { CustomEmployeeProperty } from '@spokes/domain/employee-schema';
import type { Queryable } from '../../db/client';
import { COMPANY_INFO_HTML, sanitizeRichHtml } from '../../lib/rich-html';
import { companies, companyHasEmployeeStatute } from '../../db/schema/companies';
import { employeeStatutes, employeeTitles, languages } from '../../db/schema/reference';
import type { Viewer } from '../access/viewer';
import { requireAccess } from '../access/access-table';
import { companyLogoPath } from './company-logo';

export type CompanyInfo = {
  id: number;
  name: string;
  info: string | null;
  logo_url: string | null;
  fip: boolean;
  partner_integration: string | null;
  employee_required_fields: string[];
  custom_employee_properties: CustomEmployeeProperty[];
  employeeStatutes: { id: number; code: string; name: string }[];
  employeeTitles: { id: number; code: string; name: string }[];
  languages: { id: number; code: string; name: string }[];
};

// The info text is written by super users in the settings but shown to every dealer.
export function sanitizeInfoHtml(html: string | null): string | null {
  return sanitizeRichHtml(html, COMPANY_INFO_HTML);
}

/**
 * The statutes an employee of the company may have, by name: those the company links, or all
 * when it links none (spec 03's statutes tab).
 */
export async function loadCompanyStatutes(db: Queryable, companyId: number) {
  const linked = await db
    .select({ id: employeeStatutes.id, code: employeeStatutes.code, name: employeeStatutes.name })
    .from(companyHasEmployeeStatute)
    .innerJoin(employeeStatutes, eq(employeeStatutes.id, companyHasEmployeeStatute.employee_statute_fk))
    .where(eq(companyHasEmployeeStatute.company_fk, companyId))
    .orderBy(asc(employeeStatutes.name));
  if (linked.length > 0) return linked;
  return db
    .select({ id: employeeStatutes.id, code: employeeStatutes.code, name: employeeStatutes.name })
    .from(employeeStatutes)
    .orderBy(asc(employeeStatutes.name));
}

/**
 * The company info card of the home page and what the employee form needs from the company.
 */
export async function getCompanyInfo(db: Queryable, viewer: Viewer, companyId: number): Promise<CompanyInfo> {
  await requireAccess(db, viewer, 'company', companyId, 'read');
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const statutes = await loadCompanyStatutes(db, companyId);
  return {
    id: company.id,
    name: company.name,
    info: sanitizeInfoHtml(company.info),
    logo_url: companyLogoPath(company),
    fip: company.fip,
    partner_integration: company.partner_integration,
    employee_required_fields: company.employee_required_fields,
    custom_employee_properties: company.custom_employee_properties,
    employeeStatutes: statutes,
    employeeTitles: await db.select().from(employeeTitles).orderBy(asc(employeeTitles.name)),
    languages: await db.select().from(languages).orderBy(asc(languages.id)),
  };
}
