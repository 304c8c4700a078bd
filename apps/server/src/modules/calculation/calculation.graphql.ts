import { BIKE_TYPES_IN_DISPLAY_ORDER } from '@spokes/domain/codes';
import type { CalculationSheet } from '@spokes/domain/lease-calculation';
import { builder } from '../../graphql/builder';
import { BikeBrand, BikeType } from '../reference-data/reference-data.graphql';
import { getCompanyCalculationSheet } from './company-calculation-sheet';
import type { EffectiveSheet } from './effective-sheet';
import { getQuotationForm, type FormFieldView, type QuotationForm } from './get-quotation-form';

const MaintenanceAmount = builder
  .objectRef<{ bike_type_code: string; cents: number }>('MaintenanceAmount')
  .implement({
    fields: (t) => ({ bike_type_code: t.exposeString('bike_type_code'), cents: t.exposeInt('cents') }),
  });

export const CalculationSheetParameters = builder
  .objectRef<CalculationSheet>('CalculationSheetParameters')
  .implement({
    description:
      'The parameters of the lease calculation (DOMAIN.md); rates and shares are fractions, amounts cents. ' +
      'The per-statute swap shares are resolved by the server for the employee asked about.',
    fields: (t) => ({
      duration_months: t.exposeInt('durationMonths'),
      yearly_interest_rate: t.exposeFloat('yearlyInterestRate'),
      residual_value_share: t.exposeFloat('residualValueShare'),
      insurance_yearly_share: t.exposeFloat('insuranceYearlyShare'),
      assistance_monthly_cents: t.exposeInt('assistanceMonthlyCents'),
      maintenance_monthly: t.field({
        type: [MaintenanceAmount],
        resolve: (sheet) =>
          BIKE_TYPES_IN_DISPLAY_ORDER.map(({ code }) => ({
            bike_type_code: code,
            cents: sheet.maintenanceMonthlyCents[code],
          })),
      }),
      vat_rate: t.exposeFloat('vatRate'),
      warranty_grant_cents: t.exposeInt('warrantyGrantCents'),
      min_investment_cents: t.exposeInt('minInvestmentCents'),
      max_investment_cents: t.exposeInt('maxInvestmentCents'),
      default_salary_swap_share: t.exposeFloat('defaultSalarySwapShare'),
    }),
  });

const CompanyCalculationSheet = builder.objectRef<EffectiveSheet>('CompanyCalculationSheet').implement({
  description:
    "The sheet a company computes with: its own, else its nearest ancestor's, else the global one.",
  fields: (t) => ({
    company_id: t.exposeInt('companyId'),
    from_company_id: t.int({
      nullable: true,
      description: 'The company whose sheet it is; null for the global default.',
      resolve: (row) => row.sheet?.company_fk ?? null,
    }),
    sheet_id: t.int({ nullable: true, resolve: (row) => row.sheet?.id ?? null }),
    version: t.int({ nullable: true, resolve: (row) => row.sheet?.version ?? null }),
    own: t.exposeBoolean('own', { description: 'The company has its own sheet (badge S).' }),
    ready: t.exposeBoolean('ready', {
      description: 'The sheet holds every parameter: quotations can be made.',
    }),
    parameters: t.field({
      type: CalculationSheetParameters,
      nullable: true,
      resolve: (row) => row.parameters,
    }),
  }),
});

export const QuotationFormField = builder.objectRef<FormFieldView>('QuotationFormField').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    index: t.exposeInt('index'),
    code: t.exposeString('code', { description: 'The field type code (BIKE_VALUE ...).' }),
    data_type: t.exposeString('dataType', { description: 'TEXT, NUMBER or LIST (multi-value).' }),
    values: t.exposeStringList('values', { description: 'The choices of a LIST field.' }),
  }),
});

type FormEmployee = QuotationForm['employee'];
const QuotationFormEmployee = builder.objectRef<FormEmployee>('QuotationFormEmployee').implement({
  description: 'The employee with the fields the Axus and speed-pedelec rules read.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    company_id: t.exposeInt('company_fk'),
    company_name: t.string({ resolve: (row) => row.company.name }),
    invoice_target_name: t.string({ resolve: (row) => row.company.invoiceTarget.name }),
    street: t.exposeString('street', { nullable: true }),
    zip_code: t.exposeString('zip_code', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    date_of_birth: t.exposeString('date_of_birth', { nullable: true }),
    drivers_license_date: t.exposeString('drivers_license_date', { nullable: true }),
    national_register: t.exposeString('national_register', { nullable: true }),
  }),
});

const QuotationFormDealer = builder.objectRef<QuotationForm['dealer']>('QuotationFormDealer').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const QuotationFormRef = builder.objectRef<QuotationForm>('QuotationForm').implement({
  description: 'What the new-quotation screen needs to compute the result live (spec 02 section 5).',
  fields: (t) => ({
    employee: t.field({ type: QuotationFormEmployee, resolve: (form) => form.employee }),
    dealer: t.field({ type: QuotationFormDealer, resolve: (form) => form.dealer }),
    fields: t.field({ type: [QuotationFormField], resolve: (form) => form.fields }),
    bike_types: t.field({ type: [BikeType], resolve: (form) => form.bikeTypes }),
    bike_brands: t.field({ type: [BikeBrand], resolve: (form) => form.bikeBrands }),
    sheet: t.field({ type: CompanyCalculationSheet, resolve: (form) => form.sheet }),
    salary_swap_share: t.exposeFloat('salarySwapShare', {
      description: "The employee statute's share of the lease paid by salary swap.",
    }),
  }),
});

builder.queryFields((t) => ({
  quotationForm: t.field({
    type: QuotationFormRef,
    description: "The new-quotation form for an employee and one of the viewer's dealers (super users any).",
    authScopes: { dealer: true },
    args: { employee_id: t.arg.int({ required: true }), dealer_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) =>
      getQuotationForm(ctx.db, ctx.viewer!, { employeeId: args.employee_id, dealerId: args.dealer_id }),
  }),
  companyCalculationSheet: t.field({
    type: CompanyCalculationSheet,
    description: "A company's effective calculation sheet (super users).",
    authScopes: { superUser: true },
    args: { company_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) =>
      getCompanyCalculationSheet(ctx.db, ctx.viewer!, { companyId: args.company_id }),
  }),
}));
