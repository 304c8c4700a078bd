import { isLanguageCode } from '@spokes/domain/codes';
import type { LeaseResult } from '@spokes/domain/lease-calculation';
import { LEASE_RESULT_ROWS } from '@spokes/domain/lease-result-rows';
import { builder } from '../../graphql/builder';
import type { Context } from '../../graphql/context';
import { maxLength } from '../../graphql/input-limits';
import { QuotationFormField } from '../calculation/calculation.graphql';
import { QuotationFieldInput } from '../quotations/create-quotation.graphql';
import { BikeType, EmployeeStatute } from '../reference-data/reference-data.graphql';
import { requireAccessCodeCompany } from './access-code';
import { calculateSelfService, type SelfServiceCaller } from './calculate-self-service';
import { getSelfServiceForm, type SelfServiceDealer, type SelfServiceForm } from './self-service-form';
import { sendSelfServiceCalculation } from './send-self-service-calculation';

const SelfServiceDealerRef = builder.objectRef<SelfServiceDealer>('SelfServiceDealer').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    zip_code: t.exposeString('zip_code', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
  }),
});

const SelfServiceFormRef = builder.objectRef<SelfServiceForm>('SelfServiceForm').implement({
  description: 'What the self-service form of the company with the access code needs (spec 03 section 2.5).',
  fields: (t) => ({
    company_name: t.string({ resolve: (form) => form.company.name }),
    company_language: t.string({ resolve: (form) => form.company.language }),
    fields: t.field({ type: [QuotationFormField], resolve: (form) => form.fields }),
    statutes: t.field({
      type: [EmployeeStatute],
      description: 'By name; the first is the default.',
      resolve: (form) => form.statutes,
    }),
    bike_types: t.field({ type: [BikeType], resolve: (form) => form.bikeTypes }),
    dealers: t.field({
      type: [SelfServiceDealerRef],
      description: 'By postcode ascending.',
      resolve: (form) => form.dealers,
    }),
    detail_fields: t.stringList({
      description: "The company's required employee fields the form asks (tel, employee_number ...).",
      resolve: (form) => form.detailFields,
    }),
    sheet_ready: t.exposeBoolean('sheetReady'),
  }),
});

const SelfServiceResult = builder.objectRef<LeaseResult>('SelfServiceResult').implement({
  description: 'The amounts of spec 03 section 2.4 in cents, not stored.',
  fields: (t) => ({
    ...Object.fromEntries(LEASE_RESULT_ROWS.map(([key]) => [key, t.exposeInt(key)])),
    warning_message: t.exposeString('warning_message', { nullable: true }),
  }),
});

const SelfServiceDetailsInput = builder.inputType('SelfServiceDetailsInput', {
  fields: (t) => ({
    tel: t.string({ required: false, ...maxLength('phone') }),
    employee_number: t.string({ required: false, ...maxLength('identifier') }),
    national_register: t.string({ required: false, ...maxLength('identifier') }),
    drivers_license_date: t.string({
      required: false,
      description: 'YYYY-MM-DD',
      ...maxLength('identifier'),
    }),
    comment_public: t.string({ required: false, ...maxLength('freeText') }),
  }),
});

const SelfServiceRequestInput = builder.inputType('SelfServiceRequestInput', {
  description: 'The calculation request of spec 03 section 3.',
  fields: (t) => ({
    name: t.string({ required: true, ...maxLength('name') }),
    email: t.string({ required: true, ...maxLength('email') }),
    employee_statute_fk: t.int({ required: true }),
    bike_type_fk: t.int({ required: true }),
    dealer_fk: t.int({ required: true }),
    fields: t.field({ type: [QuotationFieldInput], required: true }),
    details: t.field({ type: SelfServiceDetailsInput, required: false }),
  }),
});

/** Who asks: the access code, the address it comes from and the language the page shows. */
function callerOf(ctx: Context, args: { access_code: string; language?: string | null }): SelfServiceCaller {
  const { language } = args;
  return {
    accessCode: args.access_code,
    ip: ctx.ip,
    language: language && isLanguageCode(language) ? language : null,
  };
}

const requestArgs = builder.args((t) => ({
  access_code: t.string({ required: true, ...maxLength('code') }),
  language: t.string({
    required: false,
    description: "The language the employee reads; the company's when left out.",
    ...maxLength('identifier'),
  }),
  input: t.field({ type: SelfServiceRequestInput, required: true }),
}));

const requestOf = (input: typeof SelfServiceRequestInput.$inferInput) => ({
  ...input,
  fields: input.fields.map((field) => ({ field_fk: field.field_fk, value: field.value ?? null })),
  details: input.details ?? null,
});

builder.queryFields((t) => ({
  selfServiceForm: t.field({
    type: SelfServiceFormRef,
    description:
      'The company of an access code with its form (getCompanyByAccessCode, getDealers, getBikeTypes). ' +
      'Wrong codes are throttled per address and per code; right or wrong, the answer takes as long.',
    authScopes: { public: true },
    args: { access_code: t.arg.string({ required: true, ...maxLength('code') }) },
    resolve: async (_r, args, ctx) =>
      getSelfServiceForm(ctx.db, await requireAccessCodeCompany(ctx.db, args.access_code, ctx.ip)),
  }),
  selfServiceCalculation: t.field({
    type: SelfServiceResult,
    description:
      "calculateWithoutStore: the dealer's calculation with the company's current sheet; nothing is stored.",
    authScopes: { public: true },
    args: requestArgs,
    resolve: async (_r, args, ctx) =>
      (await calculateSelfService(ctx.db, callerOf(ctx, args), requestOf(args.input))).result,
  }),
}));

builder.mutationFields((t) => ({
  sendSelfServiceCalculation: t.stringList({
    description:
      'Mails the simulation with its PDF to the employee and/or the dealer (sendToEmployee, sendToDealer) ' +
      'through the job queue; answers the addresses. Bursts from one address are capped.',
    authScopes: { public: true },
    args: {
      ...requestArgs,
      send_to_employee: t.arg.boolean({ required: true }),
      send_to_dealer: t.arg.boolean({ required: true }),
    },
    resolve: async (_r, args, ctx) => {
      const sent = await sendSelfServiceCalculation(
        ctx.db,
        ctx.storage,
        callerOf(ctx, args),
        requestOf(args.input),
        { employee: args.send_to_employee, dealer: args.send_to_dealer },
      );
      return sent.recipients;
    },
  }),
}));
