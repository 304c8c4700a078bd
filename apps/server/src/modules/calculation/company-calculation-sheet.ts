import { eq, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { companies, companyCalculationSheets } from '../../db/schema/companies';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../auth/viewer';
import { requireCompanyAccess } from '../companies/companies.access';
import { companyAncestry, loadEffectiveSheet, type EffectiveSheet } from './effective-sheet';

/** The company's effective sheet, for the back office (super users): whose it is and its version. */
export async function getCompanyCalculationSheet(
  db: Queryable,
  viewer: Viewer,
  options: { companyId: number },
): Promise<EffectiveSheet> {
  requireSuperUser(viewer);
  await requireCompanyAccess(db, viewer, options.companyId);
  return loadEffectiveSheet(db, options.companyId);
}

/** Locks the company row, so two presses of a button on one company run one after the other. */
async function lockCompany(tx: Tx, viewer: Viewer, companyId: number) {
  await requireCompanyAccess(tx, viewer, companyId);
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/** What the company would inherit without a sheet of its own: its parent's effective sheet, or the global one. */
async function inheritedSheet(tx: Tx, companyId: number) {
  const [, parentId] = await companyAncestry(tx, companyId);
  if (parentId !== undefined) return loadEffectiveSheet(tx, parentId);
  const [global] = await tx
    .select()
    .from(companyCalculationSheets)
    .where(sql`${companyCalculationSheets.company_fk} is null`);
  return { ready: global !== undefined, parameters: global?.parameters ?? null };
}

/**
 * "Generate sheet" (super users): copies the sheet the company inherits onto the company, as
 * version 1; a company that has its own sheet gets the inherited parameters again as its next
 * version (the stored quotations keep the parameters they were computed with).
 */
export async function generateCalculationSheet(
  db: Db,
  viewer: Viewer,
  options: { companyId: number },
): Promise<EffectiveSheet> {
  requireSuperUser(viewer);
  return db.transaction(async (tx) => {
    await lockCompany(tx, viewer, options.companyId);
    const inherited = await inheritedSheet(tx, options.companyId);
    if (!inherited.ready || !inherited.parameters) fail('CALCULATION_SHEET_MISSING');
    await tx
      .insert(companyCalculationSheets)
      .values({ company_fk: options.companyId, version: 1, parameters: inherited.parameters })
      .onConflictDoUpdate({
        target: companyCalculationSheets.company_fk,
        set: {
          parameters: inherited.parameters,
          version: sql`${companyCalculationSheets.version} + 1`,
          updated_at: new Date(),
        },
      });
    return loadEffectiveSheet(tx, options.companyId);
  });
}

/** "Delete sheet" (super users): the company falls back to its parent's sheet; without one nothing changes. */
export async function deleteCalculationSheet(
  db: Db,
  viewer: Viewer,
  options: { companyId: number },
): Promise<EffectiveSheet> {
  requireSuperUser(viewer);
  return db.transaction(async (tx) => {
    await lockCompany(tx, viewer, options.companyId);
    await tx
      .delete(companyCalculationSheets)
      .where(eq(companyCalculationSheets.company_fk, options.companyId));
    return loadEffectiveSheet(tx, options.companyId);
  });
}
