import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { costCenters } from '../../db/schema/companies';
import { quotations } from '../../db/schema/quotations';
import { isUniqueViolation } from '../../db/unique-violation';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { requireAccess } from '../access/access-table';

const NAME_UNIQUE = 'cost_centers_company_name_unique';

/**
 * The companies whose cost centres the viewer keeps (spec 03 section 2.6, Cost centres): an
 * employer its companies and those below them, a super user any. NOT_FOUND otherwise, as for a missing company.
 */
async function requireCostCenterCompany(db: Queryable, viewer: Viewer, companyId: number) {
  if (!viewer.superUser && !viewer.employerCompanyIds.includes(companyId)) fail('NOT_FOUND');
  return requireAccess(db, viewer, 'company', companyId, 'read');
}

/** A quotation of the cost centre's company names it (quotations keep the name as text). */
const inUse = sql<boolean>`${exists(
  sql`(select 1 from ${quotations} where ${and(
    eq(quotations.company_fk, costCenters.company_fk),
    eq(quotations.costcenter, costCenters.name),
  )})`,
)}`;

export async function listCostCenters(db: Queryable, viewer: Viewer, companyId: number) {
  await requireCostCenterCompany(db, viewer, companyId);
  return db
    .select({ id: costCenters.id, name: costCenters.name, company_fk: costCenters.company_fk, in_use: inUse })
    .from(costCenters)
    .where(eq(costCenters.company_fk, companyId))
    .orderBy(asc(sql`lower(${costCenters.name})`), asc(costCenters.id));
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') fail('REQUIRED_FIELDS_MISSING');
  return trimmed;
}

export async function createCostCenter(db: Db, viewer: Viewer, options: { companyId: number; name: string }) {
  const name = cleanName(options.name);
  await requireCostCenterCompany(db, viewer, options.companyId);
  try {
    const [created] = await db
      .insert(costCenters)
      .values({ company_fk: options.companyId, name })
      .returning({ id: costCenters.id, name: costCenters.name, company_fk: costCenters.company_fk });
    return { ...created, in_use: false };
  } catch (error) {
    if (isUniqueViolation(error, NAME_UNIQUE)) fail('COST_CENTER_NAME_TAKEN');
    throw error;
  }
}

/** The cost centre, locked for the change, when the viewer keeps its company. */
async function lockCostCenter(db: Queryable, viewer: Viewer, id: number) {
  const [row] = await db.select().from(costCenters).where(eq(costCenters.id, id)).for('update');
  if (!row) fail('NOT_FOUND');
  await requireCostCenterCompany(db, viewer, row.company_fk);
  return row;
}

/**
 * Renames a cost centre and, in the same transaction, the quotations of its company that carry
 * the old name: a quotation keeps its cost centre as text, and a rename must not orphan it.
 */
export async function renameCostCenter(db: Db, viewer: Viewer, options: { id: number; name: string }) {
  const name = cleanName(options.name);
  try {
    return await db.transaction(async (tx) => {
      const before = await lockCostCenter(tx, viewer, options.id);
      await tx.update(costCenters).set({ name }).where(eq(costCenters.id, before.id));
      const moved = await tx
        .update(quotations)
        .set({ costcenter: name, updated_at: new Date() })
        .where(and(eq(quotations.company_fk, before.company_fk), eq(quotations.costcenter, before.name)))
        .returning({ id: quotations.id });
      return { id: before.id, name, company_fk: before.company_fk, in_use: moved.length > 0 };
    });
  } catch (error) {
    if (isUniqueViolation(error, NAME_UNIQUE)) fail('COST_CENTER_NAME_TAKEN');
    throw error;
  }
}

/** Deletes a cost centre no quotation uses; one in use is refused (COST_CENTER_IN_USE). */
export async function deleteCostCenter(db: Db, viewer: Viewer, id: number) {
  return db.transaction(async (tx) => {
    const row = await lockCostCenter(tx, viewer, id);
    const [used] = await tx
      .select({ id: quotations.id })
      .from(quotations)
      .where(and(eq(quotations.company_fk, row.company_fk), eq(quotations.costcenter, row.name)))
      .limit(1);
    if (used) fail('COST_CENTER_IN_USE');
    await tx.delete(costCenters).where(eq(costCenters.id, id));
    return true;
  });
}
