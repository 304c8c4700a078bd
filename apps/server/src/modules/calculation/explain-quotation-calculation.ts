import { eq, inArray } from 'drizzle-orm';
import { explainLease, type LeaseExplanation } from '@spokes/domain/lease-explanation';
import type { LeaseAmountKey } from '@spokes/domain/lease-result-rows';
import type { Queryable } from '../../db/client';
import { companies, companyCalculationSheets } from '../../db/schema/companies';
import { fieldTypes } from '../../db/schema/fields';
import { quotations } from '../../db/schema/quotations';
import { employeeStatutes } from '../../db/schema/reference';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';

export type QuotationCalculation = LeaseExplanation & {
  quotationId: number;
  /** The sheet version the quotation was computed with (null: stored before sheets were kept). */
  sheetVersion: number | null;
  /** Where that sheet lives now: a company's own, the global default, or gone (deleted since). */
  sheetSource: 'COMPANY' | 'GLOBAL' | 'GONE' | 'UNKNOWN';
  sheetCompany: { id: number; name: string } | null;
  /** The employee statute whose swap share applied, as stored with the inputs. */
  statuteCode: string | null;
  /** The company fields' values by field type code, as the calculation read them. */
  fields: { code: string; value: string | null }[];
  /** The names of the statutes the sheet and the inputs name by code (a code no row has is left out). */
  statuteNames: Map<string, string>;
  /** The names of the field types the inputs name by code. */
  fieldNames: Map<string, string>;
  /** The amounts as stored on the quotation. */
  stored: Record<LeaseAmountKey, number>;
};

/**
 * Why the quotation has its amounts, for the back office (super users only: the sheet's
 * parameters are the leasing company's own terms): the stored inputs, the sheet it was computed
 * with (its company, version and parameters) and the amounts computed again from them with the
 * domain's lease calculation, compared with the stored ones.
 */
export async function explainQuotationCalculation(
  db: Queryable,
  viewer: Viewer,
  options: { id: number },
): Promise<QuotationCalculation> {
  if (!viewer.superUser) fail('FORBIDDEN');
  const [quotation] = await db.select().from(quotations).where(eq(quotations.id, options.id));
  if (!quotation) fail('NOT_FOUND');
  const stored = quotation.calculation_sheet;
  const [sheet] = stored?.sheet_id
    ? await db
        .select({ companyId: companies.id, companyName: companies.name })
        .from(companyCalculationSheets)
        .leftJoin(companies, eq(companies.id, companyCalculationSheets.company_fk))
        .where(eq(companyCalculationSheets.id, stored.sheet_id))
    : [];
  const inputs = (stored?.inputs ?? {}) as { statuteCode?: unknown; fields?: unknown };
  const explanation = explainLease(stored, quotation);
  const statuteCode = typeof inputs.statuteCode === 'string' ? inputs.statuteCode : null;
  const fields = fieldsOf(inputs.fields);
  const statuteCodes = [
    ...Object.keys(explanation.parameters?.salarySwapShareByStatute ?? {}),
    ...(statuteCode ? [statuteCode] : []),
  ];
  const fieldCodes = [...fields.map((field) => field.code), ...Object.keys(explanation.input?.amounts ?? {})];
  const [statuteRows, fieldTypeRows] = await Promise.all([
    statuteCodes.length
      ? db
          .select({ code: employeeStatutes.code, name: employeeStatutes.name })
          .from(employeeStatutes)
          .where(inArray(employeeStatutes.code, statuteCodes))
      : [],
    fieldCodes.length
      ? db
          .select({ code: fieldTypes.code, name: fieldTypes.name })
          .from(fieldTypes)
          .where(inArray(fieldTypes.code, fieldCodes))
      : [],
  ]);
  return {
    ...explanation,
    quotationId: quotation.id,
    sheetVersion: stored?.version ?? null,
    sheetSource: !stored?.sheet_id ? 'UNKNOWN' : !sheet ? 'GONE' : sheet.companyId ? 'COMPANY' : 'GLOBAL',
    sheetCompany: sheet?.companyId ? { id: sheet.companyId, name: sheet.companyName! } : null,
    statuteCode,
    fields,
    statuteNames: new Map(statuteRows.map((row) => [row.code, row.name])),
    fieldNames: new Map(fieldTypeRows.map((row) => [row.code, row.name])),
    stored: quotation,
  };
}

function fieldsOf(fields: unknown) {
  if (typeof fields !== 'object' || fields === null) return [];
  return Object.entries(fields).map(([code, value]) => ({
    code,
    value: typeof value === 'string' ? value : null,
  }));
}
