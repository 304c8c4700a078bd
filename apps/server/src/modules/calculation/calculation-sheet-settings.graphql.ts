import type { BikeTypeCode } from '@spokes/domain/codes';
import { builder } from '../../graphql/builder';
import { CalculationSheetParameters } from './calculation.graphql';
import { maxLength } from '../../graphql/input-limits';
import {
  deleteCalculationSheet,
  generateCalculationSheet,
  getCompanySheetState,
  updateCalculationSheet,
  type CompanySheetState,
} from './company-calculation-sheet';
import { previewCalculationSheet, type SheetPreview } from './preview-calculation-sheet';

// A company's calculation sheet in the settings (spec 03 section 2.2, DOMAIN.md "The lease
// calculation"): its state, generate, delete, the sheet page's edit and its preview. Super users.

const SheetSettingsCompany = builder
  .objectRef<{ id: number; name: string }>('SheetSettingsCompany')
  .implement({ fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }) });

const SheetStateSource = builder.enumType('SheetStateSource', {
  values: {
    OWN: { description: "The company's own sheet (badge S)." },
    ANCESTOR: { description: "An ancestor company's sheet." },
    GLOBAL: { description: 'The global default sheet.' },
    NONE: { description: 'No sheet at all, not even the global default.' },
  } as const,
});

const StatuteShare = builder
  .objectRef<{ statute_code: string; share: number }>('SheetStatuteShare')
  .implement({
    fields: (t) => ({ statute_code: t.exposeString('statute_code'), share: t.exposeFloat('share') }),
  });

const SheetStatute = builder
  .objectRef<{ code: string; name: string }>('SheetStatute')
  .implement({ fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }) });

// The editor reads the parameters the quotation form reads, plus each statute's own share.
builder.objectField(CalculationSheetParameters, 'salary_swap_shares', (t) =>
  t.field({
    type: [StatuteShare],
    description: 'The statutes with a share of their own; the others pay the default share (super users).',
    authScopes: { superUser: true },
    resolve: (sheet) =>
      Object.entries(sheet.salarySwapShareByStatute).map(([statute_code, share]) => ({
        statute_code,
        share,
      })),
  }),
);

const CompanySheetStateRef = builder.objectRef<CompanySheetState>('CompanySheetState').implement({
  description: "A company's calculation sheet as the settings show it.",
  fields: (t) => ({
    company_id: t.exposeInt('companyId'),
    company: t.field({ type: SheetSettingsCompany, resolve: (row) => row.company }),
    own: t.exposeBoolean('own', { description: 'The company has its own sheet (badge S).' }),
    source: t.field({ type: SheetStateSource, resolve: (row) => row.source }),
    source_company: t.field({
      type: SheetSettingsCompany,
      nullable: true,
      description: 'The company whose sheet it is (itself or an ancestor); null for the global default.',
      resolve: (row) => row.sourceCompany,
    }),
    from_company_id: t.int({ nullable: true, resolve: (row) => row.sheet?.company_fk ?? null }),
    sheet_id: t.int({ nullable: true, resolve: (row) => row.sheet?.id ?? null }),
    version: t.int({ nullable: true, resolve: (row) => row.sheet?.version ?? null }),
    ready: t.exposeBoolean('ready', { description: 'The sheet holds every parameter.' }),
    equals_inherited: t.exposeBoolean('equalsInherited', {
      description: 'The own sheet holds exactly what the company would inherit.',
    }),
    can_generate: t.exposeBoolean('canGenerate'),
    inherited_from: t.field({
      type: SheetSettingsCompany,
      nullable: true,
      description: 'Whose sheet the company would inherit without its own; null for the global default.',
      resolve: (row) => row.inherited.sourceCompany,
    }),
    inherited_version: t.int({ nullable: true, resolve: (row) => row.inherited.version }),
    parameters: t.field({
      type: CalculationSheetParameters,
      nullable: true,
      resolve: (row) => row.parameters,
    }),
    statutes: t.field({ type: [SheetStatute], resolve: (row) => row.statutes }),
  }),
});

const SheetPreviewRow = builder.objectRef<SheetPreview['rows'][number]>('SheetPreviewRow').implement({
  fields: (t) => ({
    key: t.exposeString('key', {
      description: 'financing, lease_amount ... (packages/domain SHEET_PREVIEW_ROWS).',
    }),
    current: t.exposeInt('current', { nullable: true, description: 'Cents with the current sheet.' }),
    edited: t.exposeInt('edited', { description: 'Cents with the edited parameters.' }),
  }),
});

const SheetPreviewRef = builder.objectRef<SheetPreview>('CalculationSheetPreview').implement({
  description: 'The sample quotation with the current and the edited parameters.',
  fields: (t) => ({
    bike_value_cents: t.exposeInt('bikeValueCents'),
    bike_type_code: t.exposeString('bikeTypeCode'),
    current_version: t.exposeInt('currentVersion', { nullable: true }),
    rows: t.field({ type: [SheetPreviewRow], resolve: (preview) => preview.rows }),
  }),
});

const BikeTypeAmountInput = builder.inputType('SheetBikeTypeAmountInput', {
  fields: (t) => ({
    bike_type_code: t.string({ required: true, ...maxLength('identifier') }),
    cents: t.float({ required: true }),
  }),
});

const StatuteShareInput = builder.inputType('SheetStatuteShareInput', {
  fields: (t) => ({
    statute_code: t.string({ required: true, ...maxLength('identifier') }),
    share: t.float({ required: true }),
  }),
});

// Numbers arrive as Float so the domain's schema, not GraphQL, says what is wrong with each.
const SheetParametersInput = builder.inputType('CalculationSheetInput', {
  fields: (t) => ({
    duration_months: t.float({ required: true }),
    yearly_interest_rate: t.float({ required: true }),
    residual_value_share: t.float({ required: true }),
    insurance_yearly_share: t.float({ required: true }),
    assistance_monthly_cents: t.float({ required: true }),
    maintenance_monthly: t.field({ type: [BikeTypeAmountInput], required: true }),
    vat_rate: t.float({ required: true }),
    warranty_grant_cents: t.float({ required: true }),
    min_investment_cents: t.float({ required: true }),
    max_investment_cents: t.float({ required: true }),
    default_salary_swap_share: t.float({ required: true }),
    salary_swap_shares: t.field({ type: [StatuteShareInput], required: true }),
  }),
});

type SheetInput = typeof SheetParametersInput.$inferInput;

/** The input in the domain's shape, unchecked: the operations check it with the domain's schema. */
function sheetOf(input: SheetInput): unknown {
  return {
    durationMonths: input.duration_months,
    yearlyInterestRate: input.yearly_interest_rate,
    residualValueShare: input.residual_value_share,
    insuranceYearlyShare: input.insurance_yearly_share,
    assistanceMonthlyCents: input.assistance_monthly_cents,
    maintenanceMonthlyCents: Object.fromEntries(
      input.maintenance_monthly.map((row) => [row.bike_type_code as BikeTypeCode, row.cents]),
    ),
    vatRate: input.vat_rate,
    warrantyGrantCents: input.warranty_grant_cents,
    minInvestmentCents: input.min_investment_cents,
    maxInvestmentCents: input.max_investment_cents,
    defaultSalarySwapShare: input.default_salary_swap_share,
    salarySwapShareByStatute: Object.fromEntries(
      input.salary_swap_shares.map((row) => [row.statute_code, row.share]),
    ),
  };
}

builder.queryFields((t) => ({
  companySheetState: t.field({
    type: CompanySheetStateRef,
    description: "A company's calculation sheet for the settings (super users).",
    authScopes: { superUser: true },
    args: { company_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => getCompanySheetState(ctx.db, ctx.viewer!, { companyId: args.company_id }),
  }),
  calculationSheetPreview: t.field({
    type: SheetPreviewRef,
    description: 'The sample quotation with the current and the edited (unsaved) parameters (super users).',
    authScopes: { superUser: true },
    args: {
      company_id: t.arg.int({ required: true }),
      parameters: t.arg({ type: SheetParametersInput, required: true }),
    },
    resolve: (_r, args, ctx) =>
      previewCalculationSheet(ctx.db, ctx.viewer!, {
        companyId: args.company_id,
        parameters: sheetOf(args.parameters),
      }),
  }),
}));

builder.mutationFields((t) => ({
  generateCalculationSheet: t.field({
    type: CompanySheetStateRef,
    description:
      'Copies the inherited sheet onto the company as version 1 (no own sheet, or one equal to the inherited).',
    authScopes: { superUser: true },
    args: { company_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => generateCalculationSheet(ctx.db, ctx.viewer!, { companyId: args.company_id }),
  }),
  deleteCalculationSheet: t.field({
    type: CompanySheetStateRef,
    description: "Deletes the company's own sheet; it falls back to its parent's.",
    authScopes: { superUser: true },
    args: { company_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => deleteCalculationSheet(ctx.db, ctx.viewer!, { companyId: args.company_id }),
  }),
  updateCalculationSheet: t.field({
    type: CompanySheetStateRef,
    description:
      "Saves the edited parameters as the company's next sheet version; refused when the sheet " +
      'is no longer at `version` (changed since opened).',
    authScopes: { superUser: true },
    args: {
      company_id: t.arg.int({ required: true }),
      version: t.arg.int({ required: true }),
      parameters: t.arg({ type: SheetParametersInput, required: true }),
    },
    resolve: (_r, args, ctx) =>
      updateCalculationSheet(ctx.db, ctx.viewer!, {
        companyId: args.company_id,
        version: args.version,
        parameters: sheetOf(args.parameters),
      }),
  }),
}));
