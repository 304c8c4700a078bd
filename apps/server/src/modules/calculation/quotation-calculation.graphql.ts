import { bikeTypeById } from '@spokes/domain/codes';
import { LEASE_RESULT_ROWS } from '@spokes/domain/lease-result-rows';
import { builder } from '../../graphql/builder';
import { CalculationSheetParameters } from './calculation.graphql';
import { explainQuotationCalculation, type QuotationCalculation } from './explain-quotation-calculation';

const CalculationAmount = builder
  .objectRef<{ key: string; stored: number; recomputed: number | null }>('CalculationAmount')
  .implement({
    description: 'One amount of the quotation in cents: as stored, and as computed again from its inputs.',
    fields: (t) => ({
      key: t.exposeString('key', { description: 'lease_amount, salary_swap, ...' }),
      stored: t.exposeInt('stored'),
      recomputed: t.exposeInt('recomputed', { nullable: true }),
    }),
  });

const named = { description: "The field type's name; null when no field type has the code any more." };

const CodeValue = builder
  .objectRef<{ code: string; name: string | null; value: string | null }>('CalculationFieldValue')
  .implement({
    fields: (t) => ({
      code: t.exposeString('code'),
      name: t.exposeString('name', { nullable: true, ...named }),
      value: t.exposeString('value', { nullable: true }),
    }),
  });

const CodeCents = builder
  .objectRef<{ code: string; name: string | null; cents: number }>('CalculationInputAmount')
  .implement({
    fields: (t) => ({
      code: t.exposeString('code'),
      name: t.exposeString('name', { nullable: true, ...named }),
      cents: t.exposeInt('cents'),
    }),
  });

const StatuteShare = builder
  .objectRef<{ statute_code: string; statute_name: string | null; share: number }>('StatuteSwapShare')
  .implement({
    fields: (t) => ({
      statute_code: t.exposeString('statute_code'),
      statute_name: t.exposeString('statute_name', {
        nullable: true,
        description: "The statute's name; null when no statute has the code any more.",
      }),
      share: t.exposeFloat('share'),
    }),
  });

const SheetCompany = builder.objectRef<{ id: number; name: string }>('CalculationSheetCompany').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const SheetSource = builder.enumType('CalculationSheetSource', {
  values: {
    COMPANY: { description: "A company's own sheet." },
    GLOBAL: { description: 'The global default sheet.' },
    GONE: { description: 'The sheet has been deleted since.' },
    UNKNOWN: { description: 'The quotation does not say which sheet (stored before sheets were kept).' },
  } as const,
});

const QuotationCalculationType = builder.objectRef<QuotationCalculation>('QuotationCalculation').implement({
  description:
    'Why a quotation has its amounts (back office): the stored inputs, the sheet it was computed with ' +
    'and the amounts computed again from them.',
  fields: (t) => ({
    quotation_id: t.exposeInt('quotationId'),
    sheet_version: t.exposeInt('sheetVersion', { nullable: true }),
    sheet_source: t.field({ type: SheetSource, resolve: (row) => row.sheetSource }),
    sheet_company: t.field({ type: SheetCompany, nullable: true, resolve: (row) => row.sheetCompany }),
    parameters: t.field({
      type: CalculationSheetParameters,
      nullable: true,
      description: 'Null when the stored parameters are incomplete.',
      resolve: (row) => row.parameters,
    }),
    salary_swap_by_statute: t.field({
      type: [StatuteShare],
      resolve: (row) =>
        Object.entries(row.parameters?.salarySwapShareByStatute ?? {}).map(([statute_code, share]) => ({
          statute_code,
          statute_name: row.statuteNames.get(statute_code) ?? null,
          share,
        })),
    }),
    bike_type_code: t.string({
      nullable: true,
      resolve: (row) => (row.input ? (bikeTypeById(row.input.bikeTypeId)?.code ?? null) : null),
    }),
    statute_code: t.exposeString('statuteCode', { nullable: true }),
    statute_name: t.string({
      nullable: true,
      resolve: (row) => (row.statuteCode ? (row.statuteNames.get(row.statuteCode) ?? null) : null),
    }),
    salary_swap_share: t.float({ nullable: true, resolve: (row) => row.input?.salarySwapShare ?? null }),
    company_has_maintenance_field: t.boolean({
      nullable: true,
      resolve: (row) => row.input?.companyHasMaintenanceField ?? null,
    }),
    input_amounts: t.field({
      type: [CodeCents],
      description: 'The amounts the calculation read from the fields, by field type code, in cents.',
      resolve: (row) =>
        Object.entries(row.input?.amounts ?? {}).map(([code, cents]) => ({
          code,
          name: row.fieldNames.get(code) ?? null,
          cents: cents ?? 0,
        })),
    }),
    fields: t.field({
      type: [CodeValue],
      resolve: (row) =>
        row.fields.map((field) => ({ ...field, name: row.fieldNames.get(field.code) ?? null })),
    }),
    amounts: t.field({
      type: [CalculationAmount],
      resolve: (row) =>
        LEASE_RESULT_ROWS.map(([key]) => ({
          key,
          stored: row.stored[key],
          recomputed: row.recomputed?.[key] ?? null,
        })),
    }),
    recomputable: t.boolean({ resolve: (row) => row.recomputed !== null }),
    matches: t.boolean({
      description: 'Recomputed, every amount equals the stored one.',
      resolve: (row) => row.recomputed !== null && row.differences.length === 0,
    }),
  }),
});

builder.queryFields((t) => ({
  quotationCalculation: t.field({
    type: QuotationCalculationType,
    description: 'Why the quotation has its amounts (super users): inputs, sheet, parameters, recomputation.',
    authScopes: { superUser: true },
    args: { quotation_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => explainQuotationCalculation(ctx.db, ctx.viewer!, { id: args.quotation_id }),
  }),
}));
