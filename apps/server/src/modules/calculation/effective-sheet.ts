import { effectiveSheet, isSheetReady } from '@spokes/domain/calculation-sheets';
import type { CalculationSheet } from '@spokes/domain/lease-calculation';
import { inArray, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companyCalculationSheets } from '../../db/schema/companies';
import { companyAncestry } from '../access/company-tree';

export type EffectiveSheet = {
  /** The company the sheet was asked for. */
  companyId: number;
  /** The row the company computes with; null when not even the global default exists. */
  sheet: typeof companyCalculationSheets.$inferSelect | null;
  /** Whether that sheet is the company's own (badge S). */
  own: boolean;
  /** The sheet holds every parameter the calculation needs. */
  ready: boolean;
  parameters: CalculationSheet | null;
};

/** The company's sheet with inheritance (packages/domain calculation-sheets). */
export async function loadEffectiveSheet(db: Queryable, companyId: number): Promise<EffectiveSheet> {
  const ancestry = await companyAncestry(db, companyId);
  const candidates =
    ancestry.length === 0
      ? []
      : await db
          .select()
          .from(companyCalculationSheets)
          .where(
            or(
              inArray(companyCalculationSheets.company_fk, ancestry),
              isNull(companyCalculationSheets.company_fk),
            ),
          );
  const sheet = effectiveSheet(ancestry, candidates);
  const ready = sheet !== null && isSheetReady(sheet.parameters);
  return {
    companyId,
    sheet,
    own: sheet?.company_fk === companyId,
    ready,
    parameters: ready ? sheet.parameters : null,
  };
}
