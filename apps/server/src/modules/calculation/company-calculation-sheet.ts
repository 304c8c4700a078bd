import { calculationSheetSchema, sameSheetParameters } from '@spokes/domain/calculation-sheets';
import type { CalculationSheet } from '@spokes/domain/lease-calculation';
import { issueCodes } from '@spokes/domain/schemas';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { companies, companyCalculationSheets } from '../../db/schema/companies';
import { employeeStatutes } from '../../db/schema/reference';
import { fail } from '../../errors';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { requireAccess } from '../access/access-table';
import { companyAncestry } from '../access/company-tree';
import { recordSettingsChange } from '../audit/record-settings-change';
import { loadEffectiveSheet, type EffectiveSheet } from './effective-sheet';

type SheetRow = typeof companyCalculationSheets.$inferSelect;
type CompanyRef = { id: number; name: string };

/** The audit log's table name for sheet changes; the record is the company (one sheet each). */
const AUDIT_TABLE = 'company_calculation_sheets';

/** A company's calculation sheet as the settings show it (General tab and the sheet page). */
export type CompanySheetState = EffectiveSheet & {
  company: CompanyRef;
  /** Where the sheet the company computes with comes from. */
  source: 'OWN' | 'ANCESTOR' | 'GLOBAL' | 'NONE';
  /** The ancestor whose sheet it is (source ANCESTOR), or the company itself (OWN). */
  sourceCompany: CompanyRef | null;
  /** What the company would compute with without a sheet of its own. */
  inherited: { sourceCompany: CompanyRef | null; version: number | null; ready: boolean };
  /** The company's own sheet holds exactly the parameters it would inherit. */
  equalsInherited: boolean;
  /** "Generate sheet" is allowed: no own sheet, or one equal to the inherited; and something to copy. */
  canGenerate: boolean;
  /** Every employee statute, for the swap share per statute. */
  statutes: { code: string; name: string }[];
};

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

/** The sheet state of a company for the settings (super users). */
export async function getCompanySheetState(
  db: Queryable,
  viewer: Viewer,
  options: { companyId: number },
): Promise<CompanySheetState> {
  requireSuperUser(viewer);
  await requireAccess(db, viewer, 'company', options.companyId, 'read');
  return loadSheetState(db, options.companyId);
}

async function loadSheetState(db: Queryable, companyId: number): Promise<CompanySheetState> {
  const effective = await loadEffectiveSheet(db, companyId);
  const inherited = await inheritedSheet(db, companyId);
  const ids = [companyId, effective.sheet?.company_fk, inherited.sheet?.company_fk].filter(
    (id): id is number => typeof id === 'number',
  );
  const [names, statutes] = await Promise.all([
    db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, ids)),
    db
      .select({ code: employeeStatutes.code, name: employeeStatutes.name })
      .from(employeeStatutes)
      .orderBy(asc(employeeStatutes.name)),
  ]);
  const byId = new Map(names.map((row) => [row.id, row]));
  const company = byId.get(companyId);
  if (!company) fail('NOT_FOUND');
  const refOf = (id: number | null | undefined) => (id == null ? null : (byId.get(id) ?? null));
  const fromCompany = effective.sheet?.company_fk;
  const equalsInherited =
    effective.own &&
    inherited.ready &&
    isComplete(effective.sheet?.parameters) &&
    sameSheetParameters(effective.sheet.parameters, inherited.parameters!);
  return {
    ...effective,
    company,
    source: !effective.sheet ? 'NONE' : effective.own ? 'OWN' : fromCompany == null ? 'GLOBAL' : 'ANCESTOR',
    sourceCompany: refOf(fromCompany),
    inherited: {
      sourceCompany: refOf(inherited.sheet?.company_fk),
      version: inherited.sheet?.version ?? null,
      ready: inherited.ready,
    },
    equalsInherited,
    canGenerate: inherited.ready && (!effective.own || equalsInherited),
    statutes,
  };
}

function isComplete(parameters: unknown): parameters is CalculationSheet {
  return calculationSheetSchema.safeParse(parameters).success;
}

/** What the company would inherit without a sheet of its own: its parent's effective sheet, or the global one. */
async function inheritedSheet(
  db: Queryable,
  companyId: number,
): Promise<{ sheet: SheetRow | null; ready: boolean; parameters: CalculationSheet | null }> {
  const [, parentId] = await companyAncestry(db, companyId);
  if (parentId !== undefined) return loadEffectiveSheet(db, parentId);
  const [global] = await db
    .select()
    .from(companyCalculationSheets)
    .where(sql`${companyCalculationSheets.company_fk} is null`);
  const ready = global !== undefined && isComplete(global.parameters);
  return { sheet: global ?? null, ready, parameters: ready ? global.parameters : null };
}

/** The columns the audit log records: the company, the version and every parameter on its own. */
function audited(row: SheetRow) {
  return { company_fk: row.company_fk, version: row.version, ...row.parameters };
}

/**
 * A super user's change of the company's own sheet, in one transaction with the company row
 * locked (two presses on one company run one after the other); answers the state after.
 */
async function changeOwnSheet(
  db: Db,
  viewer: Viewer,
  companyId: number,
  change: (tx: Tx, own: SheetRow | null) => Promise<unknown>,
): Promise<CompanySheetState> {
  requireSuperUser(viewer);
  return db.transaction(async (tx) => {
    await requireAccess(tx, viewer, 'company', companyId, 'read');
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const [own] = await tx
      .select()
      .from(companyCalculationSheets)
      .where(eq(companyCalculationSheets.company_fk, companyId));
    await change(tx, own ?? null);
    return loadSheetState(tx, companyId);
  });
}

/**
 * "Generate sheet" (super users; spec 03 section 2.2): copies the sheet the company inherits
 * onto the company as version 1. Allowed without an own sheet, or with one equal to the
 * inherited (then nothing changes); an own sheet that differs is refused (delete it first).
 */
export function generateCalculationSheet(
  db: Db,
  viewer: Viewer,
  options: { companyId: number },
): Promise<CompanySheetState> {
  return changeOwnSheet(db, viewer, options.companyId, async (tx, own) => {
    const inherited = await inheritedSheet(tx, options.companyId);
    if (!inherited.ready || !inherited.parameters) fail('CALCULATION_SHEET_MISSING');
    if (own) {
      if (isComplete(own.parameters) && sameSheetParameters(own.parameters, inherited.parameters)) return;
      fail('CALCULATION_SHEET_DIFFERS');
    }
    const [created] = await tx
      .insert(companyCalculationSheets)
      .values({ company_fk: options.companyId, version: 1, parameters: inherited.parameters })
      .returning();
    await recordSettingsChange(tx, viewer, {
      table: AUDIT_TABLE,
      recordId: options.companyId,
      owner: { table: 'companies', recordId: options.companyId },
      action: 'create',
      after: audited(created),
    });
  });
}

/** "Delete sheet" (super users): the company falls back to its parent's sheet; without one nothing changes. */
export function deleteCalculationSheet(
  db: Db,
  viewer: Viewer,
  options: { companyId: number },
): Promise<CompanySheetState> {
  return changeOwnSheet(db, viewer, options.companyId, async (tx, own) => {
    if (!own) return;
    await tx.delete(companyCalculationSheets).where(eq(companyCalculationSheets.id, own.id));
    await recordSettingsChange(tx, viewer, {
      table: AUDIT_TABLE,
      recordId: options.companyId,
      owner: { table: 'companies', recordId: options.companyId },
      action: 'delete',
      before: audited(own),
    });
  });
}

/** The edited parameters, checked with the domain's schema and against the known statutes. */
export async function parseSheetParameters(db: Queryable, input: unknown): Promise<CalculationSheet> {
  const parsed = calculationSheetSchema.safeParse(input);
  if (!parsed.success) fail('BAD_INPUT', undefined, { fields: issueCodes(parsed.error) });
  const codes = Object.keys(parsed.data.salarySwapShareByStatute);
  if (codes.length > 0) {
    const known = await db
      .select({ code: employeeStatutes.code })
      .from(employeeStatutes)
      .where(inArray(employeeStatutes.code, codes));
    const unknown = codes.filter((code) => !known.some((row) => row.code === code));
    if (unknown.length > 0)
      fail('BAD_INPUT', undefined, {
        fields: Object.fromEntries(unknown.map((code) => [`salarySwapShareByStatute.${code}`, 'NOT_FOUND'])),
      });
  }
  return parsed.data;
}

/**
 * The sheet page's save (super users): the company's own sheet gets the edited parameters as its
 * next version, so quotations made before keep the version and the parameters they stored. The
 * edit was made on `version`; a sheet saved since in between is refused (CALCULATION_SHEET_CHANGED).
 * Unchanged parameters save nothing.
 */
export async function updateCalculationSheet(
  db: Db,
  viewer: Viewer,
  options: { companyId: number; version: number; parameters: unknown },
): Promise<CompanySheetState> {
  requireSuperUser(viewer);
  const parameters = await parseSheetParameters(db, options.parameters);
  return changeOwnSheet(db, viewer, options.companyId, async (tx, own) => {
    if (!own) fail('CALCULATION_SHEET_NOT_OWN');
    if (own.version !== options.version)
      fail('CALCULATION_SHEET_CHANGED', undefined, { version: own.version });
    if (isComplete(own.parameters) && sameSheetParameters(own.parameters, parameters)) return;
    const [updated] = await tx
      .update(companyCalculationSheets)
      .set({ parameters, version: own.version + 1, updated_at: new Date() })
      .where(eq(companyCalculationSheets.id, own.id))
      .returning();
    await recordSettingsChange(tx, viewer, {
      table: AUDIT_TABLE,
      recordId: options.companyId,
      owner: { table: 'companies', recordId: options.companyId },
      action: 'update',
      before: audited(own),
      after: audited(updated),
    });
  });
}
