import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { ListSortInput, pageType } from '../../graphql/list-page';
import { getLicensePlateEmployee } from './get-license-plate-employee';
import { listLicensePlateRequests } from './list-license-plate-requests';
import type { LicensePlateRequestRow } from './read-license-plate-request';
import { sendLicensePlateComment } from './send-license-plate-comment';
import { sendPreRegistration } from './send-pre-registration';
import { updateLicensePlateRequest } from './update-license-plate-request';

const LicensePlateRequest = builder.objectRef<LicensePlateRequestRow>('LicensePlateRequest').implement({
  description: "A speed pedelec's licence plate request with its bike's numbers (spec 03 section 3).",
  fields: (t) => ({
    id: t.exposeInt('id'),
    bike_id: t.exposeInt('bike_id'),
    order_id: t.exposeInt('order_id'),
    quotation_id: t.exposeInt('quotation_id'),
    quotation_number: t.exposeString('quotation_number'),
    employee_id: t.exposeInt('employee_id'),
    company_id: t.exposeInt('company_id'),
    frame_number: t.exposeString('frame_number', { nullable: true }),
    control_number: t.exposeString('control_number', { nullable: true }),
    license_number: t.exposeString('license_number', { nullable: true }),
    barcode_x12: t.exposeString('barcode_x12', { nullable: true }),
    license_plate_registration_type_fk: t.exposeInt('license_plate_registration_type_fk'),
    license_plate_request_status_fk: t.exposeInt('license_plate_request_status_fk'),
    registration_date: t.exposeString('registration_date', { nullable: true, description: 'ISO date.' }),
    license_plate_sent_to_dealer_date: t.exposeString('license_plate_sent_to_dealer_date', {
      nullable: true,
      description: 'ISO date.',
    }),
    comment: t.exposeString('comment', { nullable: true }),
    created_at: t.field({ type: 'DateTime', resolve: (row) => row.created_at }),
    dealer_name: t.exposeString('dealer_name'),
    dealer_email: t.exposeString('dealer_email', { nullable: true }),
    company_name: t.exposeString('company_name'),
    employee_name: t.exposeString('employee_name', { nullable: true }),
  }),
});

const LicensePlateRequestPage = pageType(LicensePlateRequest);

type Employee = Awaited<ReturnType<typeof getLicensePlateEmployee>>;
const LicensePlateEmployee = builder.objectRef<Employee>('LicensePlateEmployee').implement({
  description: "The employee-info modal: what the registration needs of the bike's employee.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name', { nullable: true }),
    first_name: t.exposeString('first_name'),
    last_name: t.exposeString('last_name'),
    email: t.exposeString('email', { nullable: true }),
    tel: t.exposeString('tel', { nullable: true }),
    street: t.exposeString('street', { nullable: true }),
    house_number: t.exposeString('house_number', { nullable: true }),
    zip_code: t.exposeString('zip_code', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    date_of_birth: t.exposeString('date_of_birth', { nullable: true, description: 'ISO date.' }),
    national_register: t.exposeString('national_register', { nullable: true }),
    language: t.exposeString('language'),
  }),
});

const LicensePlateRequestFilter = builder.inputType('LicensePlateRequestFilter', {
  fields: (t) => ({
    statuses: t.intList({ description: 'Omitted: 1, 2, 3, 4, 7 (spec 03). Empty: every status.' }),
    registration_types: t.intList(),
    search: t.string(maxLength('search')),
  }),
});

const LicensePlateRequestChanges = builder.inputType('LicensePlateRequestChanges', {
  description: 'Only the changed cells of a row; an omitted field stays as it is.',
  fields: (t) => ({
    frame_number: t.string(maxLength('identifier')),
    control_number: t.string(maxLength('identifier')),
    barcode_x12: t.string(maxLength('identifier')),
    license_number: t.string(maxLength('identifier')),
    license_plate_registration_type_fk: t.int(),
    license_plate_request_status_fk: t.int(),
    registration_date: t.string(maxLength('identifier')),
    license_plate_sent_to_dealer_date: t.string(maxLength('identifier')),
    comment: t.string(maxLength('freeText')),
  }),
});

const PreRegistrationKindEnum = builder.enumType('PreRegistrationKind', {
  values: ['normal', 'older_than_two_years'] as const,
});

builder.queryFields((t) => ({
  licensePlateRequests: t.field({
    type: LicensePlateRequestPage,
    authScopes: { superUser: true },
    args: {
      page: t.arg.int({ required: true }),
      size: t.arg.int({ required: true }),
      filter: t.arg({ type: LicensePlateRequestFilter }),
      sort: t.arg({ type: ListSortInput }),
    },
    resolve: (_r, args, ctx) => listLicensePlateRequests(ctx.db, ctx.viewer!, args),
  }),
  licensePlateRequestEmployee: t.field({
    type: LicensePlateEmployee,
    authScopes: { superUser: true },
    args: { id: t.arg.int({ required: true, description: 'The request.' }) },
    resolve: (_r, args, ctx) => getLicensePlateEmployee(ctx.db, ctx.viewer!, args),
  }),
}));

/** What a licence plate mutation answers: the request's id; the table reads its page again. */
const LicensePlateRequestSaved = builder
  .objectRef<{ id: number }>('LicensePlateRequestSaved')
  .implement({ fields: (t) => ({ id: t.exposeInt('id') }) });

builder.mutationFields((t) => ({
  updateLicensePlateRequest: t.field({
    type: LicensePlateRequestSaved,
    authScopes: { superUser: true },
    args: {
      id: t.arg.int({ required: true }),
      changes: t.arg({ type: LicensePlateRequestChanges, required: true }),
    },
    resolve: (_r, args, ctx) =>
      updateLicensePlateRequest(ctx.db, ctx.viewer!, {
        id: args.id,
        // GraphQL's null is "emptied"; an omitted field stays undefined and is left alone.
        changes: Object.fromEntries(Object.entries(args.changes).filter(([, value]) => value !== undefined)),
      }),
  }),
  sendLicensePlatePreRegistration: t.field({
    type: LicensePlateRequestSaved,
    authScopes: { superUser: true },
    args: {
      id: t.arg.int({ required: true }),
      kind: t.arg({ type: PreRegistrationKindEnum, required: true }),
    },
    resolve: (_r, args, ctx) =>
      sendPreRegistration(ctx.db, ctx.viewer!, {
        id: args.id,
        kind: args.kind === 'normal' ? 'normal' : 'older-than-two-years',
      }),
  }),
  sendLicensePlateComment: t.field({
    type: LicensePlateRequestSaved,
    authScopes: { superUser: true },
    args: {
      id: t.arg.int({ required: true }),
      comment: t.arg.string({ required: true, ...maxLength('freeText') }),
    },
    resolve: (_r, args, ctx) => sendLicensePlateComment(ctx.db, ctx.viewer!, args),
  }),
}));
