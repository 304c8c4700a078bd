import { eq, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { companies, companyCalculationSheets } from '../../db/schema/companies';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { requireAccess } from '../access/access-table';
import { companyAncestry } from '../access/company-tree';
import { loadEffectiveSheet, type EffectiveSheet } from './effective-sheet';

/** The company's effective sheet, for the back office (super users): whose it is and its version. */
export async function getCompanyCalculationSheet(
  db: Queryable,
  viewer: Viewer,
  options: { companyId: number },
): Promise<EffectiveSheet> {
  requireSuperUser(viewer);
  await requireAccess(db, viewer, 'company', options.companyId, 'read');
  return loadEffectiveSheet(db, options.companyId);
}

/**
 * A super user's change of the company's own sheet, in one transaction with the company row
 * locked (two presses on one company run one after the other); answers the effective sheet after.
 */
async function changeOwnSheet(
  db: Db,
  viewer: Viewer,
  companyId: number,
  change: (tx: Tx) => Promise<unknown>,
): Promise<EffectiveSheet> {
  requireSuperUser(viewer);
  return db.transaction(async (tx) => {
    await requireAccess(tx, viewer, 'company', companyId, 'read');
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    await change(tx);
    return loadEffectiveSheet(tx, companyId);
  });
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
export function generateCalculationSheet(
  db: Db,
  viewer: Viewer,
  options: { companyId: number },
): Promise<EffectiveSheet> {
  return changeOwnSheet(db, viewer, options.companyId, async (tx) => {
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
  });
}

/** "Delete sheet" (super users): the company falls back to its parent's sheet; without one nothing changes. */
export function deleteCalculationSheet(
  db: Db,
  viewer: Viewer,
  options: { companyId: number },
): Promise<EffectiveSheet> {
  return changeOwnSheet(db, viewer, options.companyId, (tx) =>
    tx.delete(companyCalculationSheets).where(eq(companyCalculationSheets.company_fk, options.companyId)),
  );
}
