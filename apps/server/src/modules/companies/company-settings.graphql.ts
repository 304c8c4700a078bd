import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { uploadCompanyLogo, deleteCompanyLogo } from './company-logo-upload';
import {
  getCompanySettings,
  listCompanyFieldTypes,
  type CompanyFieldRow,
  type CompanySettings,
  type FieldTypeRow,
} from './company-settings';
import { CostCenter } from './cost-centers.graphql';
import { deleteCompany } from './delete-company';
import { saveCompany } from './save-company';

export const CompanyFieldType = builder.objectRef<FieldTypeRow>('CompanyFieldType').implement({
  description: 'A kind of company quotation field (spec 03 section 3, FieldType).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    code: t.exposeString('code'),
    data_type_code: t.exposeString('data_type_code', { description: 'TEXT, NUMBER or LIST.' }),
    is_multivalue: t.exposeBoolean('is_multivalue', { description: 'Its fields have options.' }),
    is_default: t.exposeBoolean('is_default', { description: 'A new company gets a field of it.' }),
    index: t.exposeInt('index'),
  }),
});

const CompanyFieldOption = builder
  .objectRef<CompanyFieldRow['fieldValues'][number]>('CompanyFieldOption')
  .implement({
    fields: (t) => ({ id: t.exposeInt('id'), value: t.exposeString('value') }),
  });

const CompanyField = builder.objectRef<CompanyFieldRow>('CompanyField').implement({
  description: "A company's quotation form field with its options.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    index: t.exposeInt('index'),
    field_type_fk: t.exposeInt('field_type_fk'),
    fieldType: t.field({ type: CompanyFieldType, resolve: (field) => field.fieldType }),
    fieldValues: t.field({ type: [CompanyFieldOption], resolve: (field) => field.fieldValues }),
    hasQuotationFields: t.exposeBoolean('hasQuotationFields', {
      description: 'Quotations carry a value of it: it cannot be deleted.',
    }),
  }),
});

const CompanySettingsRef = builder.objectRef<CompanySettings>('CompanySettings').implement({
  description: "A company as the settings' companies tab edits it (super users).",
  fields: (t) => ({
    id: t.exposeInt('id'),
    token: t.exposeString('token', {
      description: 'The version opened: a save names it and is refused (COMPANY_CHANGED) once it changed.',
    }),
    name: t.exposeString('name'),
    invoice_target_fk: t.exposeInt('invoice_target_fk'),
    invoice_target_name: t.exposeString('invoice_target_name'),
    company_parent_fk: t.exposeInt('company_parent_fk', { nullable: true }),
    parent_name: t.exposeString('parent_name', { nullable: true }),
    language_fk: t.exposeInt('language_fk'),
    variant_fk: t.exposeInt('variant_fk'),
    contact: t.exposeString('contact', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    tel: t.exposeString('tel', { nullable: true }),
    customer_id: t.exposeString('customer_id', { nullable: true }),
    lab_hash: t.exposeString('lab_hash', { nullable: true }),
    employee_access_code: t.exposeString('employee_access_code'),
    fip: t.exposeBoolean('fip'),
    hide: t.exposeBoolean('hide'),
    comment_public: t.exposeString('comment_public', { nullable: true }),
    comment_private: t.exposeString('comment_private', { nullable: true }),
    disclaimer_calculation: t.exposeString('disclaimer_calculation', { nullable: true }),
    disclaimer_receipt: t.exposeString('disclaimer_receipt', { nullable: true }),
    info: t.exposeString('info', { nullable: true, description: 'HTML, sanitised on save.' }),
    logo_url: t.exposeString('logo_path', { nullable: true }),
    folder_id: t.exposeString('folder_id', { nullable: true }),
    employee_required_fields: t.exposeStringList('employee_required_fields'),
    fields: t.field({ type: [CompanyField], resolve: (company) => company.fields }),
    costcenters: t.field({ type: [CostCenter], resolve: (company) => company.costcenters }),
    employee_statute_ids: t.exposeIntList('employee_statute_ids'),
  }),
});

const CompanyValuesInput = builder.inputType('CompanyValuesInput', {
  fields: (t) => ({
    name: t.string({ required: true, ...maxLength('name') }),
    invoice_target_fk: t.int(),
    company_parent_fk: t.int(),
    language_fk: t.int(),
    variant_fk: t.int(),
    contact: t.string(maxLength('name')),
    email: t.string(maxLength('email')),
    tel: t.string(maxLength('phone')),
    customer_id: t.string(maxLength('identifier')),
    lab_hash: t.string(maxLength('code')),
    fip: t.boolean({ required: true }),
    hide: t.boolean({ required: true }),
    comment_public: t.string(maxLength('memo')),
    comment_private: t.string(maxLength('memo')),
    disclaimer_calculation: t.string(maxLength('memo')),
    disclaimer_receipt: t.string(maxLength('memo')),
    info: t.string(maxLength('richText')),
    employee_required_fields: t.stringList({ required: true, ...maxLength('identifier') }),
  }),
});

const FieldCreateInput = builder.inputType('CompanyFieldCreateInput', {
  fields: (t) => ({
    field_type_fk: t.int({ required: true }),
    name: t.string({ required: true, ...maxLength('name') }),
    description: t.string(maxLength('freeText')),
    index: t.int({ required: true }),
    options: t.stringList(maxLength('name')),
  }),
});

const FieldOptionInput = builder.inputType('CompanyFieldOptionInput', {
  fields: (t) => ({
    id: t.int({ required: true }),
    value: t.string({ required: true, ...maxLength('name') }),
  }),
});

const FieldUpdateInput = builder.inputType('CompanyFieldUpdateInput', {
  fields: (t) => ({
    id: t.int({ required: true }),
    name: t.string({ required: true, ...maxLength('name') }),
    description: t.string(maxLength('freeText')),
    index: t.int({ required: true }),
    options_added: t.stringList(maxLength('name')),
    options_updated: t.field({ type: [FieldOptionInput] }),
    options_deleted: t.intList(),
  }),
});

const CompanySaveInput = builder.inputType('CompanySaveInput', {
  description: 'One save of the companies modal: the company and what changed in its lists.',
  fields: (t) => ({
    id: t.int({ description: 'Absent for a new company.' }),
    token: t.string({ description: "The opened company's token.", ...maxLength('identifier') }),
    company: t.field({ type: CompanyValuesInput, required: true }),
    fields_created: t.field({ type: [FieldCreateInput] }),
    fields_updated: t.field({ type: [FieldUpdateInput] }),
    fields_deleted: t.intList(),
    cost_centers_created: t.stringList(maxLength('name')),
    cost_centers_deleted: t.intList(),
    statutes_added: t.intList(),
    statutes_removed: t.intList(),
  }),
});

builder.queryFields((t) => ({
  settingsCompany: t.field({
    type: CompanySettingsRef,
    description: 'One company with its fields, cost centres and statutes, for the companies tab.',
    authScopes: { superUser: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => getCompanySettings(ctx.db, ctx.viewer!, args.id),
  }),
  companyFieldTypes: t.field({
    type: [CompanyFieldType],
    description: 'Every field type, for the fields tab.',
    authScopes: { superUser: true },
    resolve: (_r, _a, ctx) => listCompanyFieldTypes(ctx.db, ctx.viewer!),
  }),
}));

builder.mutationFields((t) => ({
  saveCompany: t.field({
    type: CompanySettingsRef,
    description:
      'Creates or updates a company with its fields, options, cost centres and statutes in one transaction.',
    authScopes: { superUser: true },
    args: { input: t.arg({ type: CompanySaveInput, required: true }) },
    resolve: (_r, args, ctx) => saveCompany(ctx.db, ctx.viewer!, args.input),
  }),
  deleteCompany: t.field({
    type: 'Boolean',
    description: 'Refused while the company has employees, quotations or companies below it.',
    authScopes: { superUser: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => deleteCompany(ctx.db, ctx.viewer!, { id: args.id, storage: ctx.storage }),
  }),
  uploadCompanyLogo: t.field({
    type: 'String',
    nullable: true,
    description: "A PNG, JPEG or WebP logo of at most 2 MB (multipart); answers the logo's address.",
    authScopes: { superUser: true },
    args: { company_id: t.arg.int({ required: true }), logo: t.arg({ type: 'File', required: true }) },
    resolve: (_r, args, ctx) =>
      uploadCompanyLogo(ctx.db, ctx.viewer!, {
        companyId: args.company_id,
        file: args.logo,
        storage: ctx.storage,
      }),
  }),
  deleteCompanyLogo: t.field({
    type: 'Boolean',
    authScopes: { superUser: true },
    args: { company_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) =>
      deleteCompanyLogo(ctx.db, ctx.viewer!, { companyId: args.company_id, storage: ctx.storage }),
  }),
}));
