import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { employees } from '../../db/schema/employees';
import { quotations } from '../../db/schema/quotations';
import { AppError, fail } from '../../errors';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordSettingsChange } from '../audit/record-settings-change';

/**
 * Deletes a company from the settings (with its fields, cost centres, statute links and sheet,
 * which cascade). Refused while it has employees, quotations or companies below it, each with
 * its own message; anything else the database refuses is 'Er ging iets mis bij het verwijderen.'.
 */
export async function deleteCompany(db: Db, viewer: Viewer, options: { id: number; storage: FileStorage }) {
  requireSuperUser(viewer);
  const logoId = await db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, options.id)).for('update');
    if (!company) fail('NOT_FOUND');
    const has = async (
      table: typeof employees | typeof quotations | typeof companies,
      column: typeof employees.company_fk | typeof quotations.company_fk | typeof companies.company_parent_fk,
    ) => (await tx.select({ id: table.id }).from(table).where(eq(column, options.id)).limit(1)).length > 0;
    if (await has(employees, employees.company_fk)) fail('COMPANY_HAS_EMPLOYEES');
    if (await has(quotations, quotations.company_fk)) fail('COMPANY_HAS_QUOTATIONS');
    if (await has(companies, companies.company_parent_fk)) fail('COMPANY_HAS_CHILDREN');
    try {
      await tx.delete(companies).where(eq(companies.id, options.id));
    } catch (error) {
      if (error instanceof AppError) throw error;
      fail('COMPANY_DELETE_FAILED');
    }
    await recordSettingsChange(tx, viewer, {
      table: 'companies',
      recordId: company.id,
      action: 'delete',
      before: company,
    });
    return company.logo_id;
  });
  if (logoId) await options.storage.delete(logoId);
  return true;
}
