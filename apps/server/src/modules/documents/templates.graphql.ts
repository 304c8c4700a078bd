import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { ListSortInput, pageType } from '../../graphql/list-page';
import { createTemplate, type TemplateSaved } from './create-template';
import { deleteTemplate } from './delete-template';
import { listTemplates } from './list-templates';
import { templateFilePath } from './template-file-route';
import type { TemplateRecord } from './template-record';
import { updateTemplate } from './update-template';

const SettingsTemplate = builder.objectRef<TemplateRecord>('SettingsTemplate').implement({
  description: 'A document template as the Templates tab shows it (spec 03 section 3, Template).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    file_id: t.exposeString('file_id', { description: 'Key of the stored fillable PDF.' }),
    language_fk: t.exposeInt('language_fk'),
    variant_fk: t.exposeInt('variant_fk'),
    order_log_type_fk: t.exposeInt('order_log_type_fk', { description: 'The document type (file type).' }),
    language: t.exposeString('language', { description: 'nl, fr, en or de' }),
    variant: t.exposeString('variant', { description: 'The variant’s name.' }),
    order_log_type: t.exposeString('order_log_type', { description: 'The document type’s name.' }),
    download_url: t.string({
      description: 'The PDF as stored (GET, session cookie, super users).',
      resolve: (row) => templateFilePath(row.id, false),
    }),
    preview_url: t.string({
      description: 'The PDF filled with a made-up order (GET, session cookie, super users).',
      resolve: (row) => templateFilePath(row.id, true),
    }),
  }),
});

const TemplateSavedRef = builder.objectRef<TemplateSaved>('TemplateSaved').implement({
  fields: (t) => ({
    template: t.field({ type: SettingsTemplate, resolve: (saved) => saved.template }),
    unknown_fields: t.exposeStringList('unknown_fields', {
      description: 'Form fields of the PDF that generation does not know: saved, but left empty.',
    }),
  }),
});

const TemplateInput = builder.inputType('TemplateInput', {
  description: 'The Templates tab modal: every field required.',
  fields: (t) => ({
    name: t.string({ required: true, ...maxLength('name') }),
    language_fk: t.int({ required: true }),
    order_log_type_fk: t.int({ required: true }),
    variant_fk: t.int({ required: true }),
  }),
});

const SettingsTemplatesFilter = builder.inputType('SettingsTemplatesFilter', {
  fields: (t) => ({ name: t.string(maxLength('search')) }),
});

builder.queryFields((t) => ({
  settingsTemplates: t.field({
    type: pageType(SettingsTemplate),
    description: 'The Templates tab: filtered on name, sortable on name and order_log_type.',
    authScopes: { superUser: true },
    args: {
      page: t.arg.int({ required: true }),
      size: t.arg.int({ required: true }),
      filter: t.arg({ type: SettingsTemplatesFilter }),
      sort: t.arg({ type: ListSortInput }),
    },
    resolve: (_r, args, ctx) => listTemplates(ctx.db, ctx.viewer!, args),
  }),
}));

builder.mutationFields((t) => ({
  createTemplate: t.field({
    type: TemplateSavedRef,
    description:
      'A template with its fillable PDF (multipart); TEMPLATE_FIELDS_MISSING lists the fields its document type needs and the PDF lacks.',
    authScopes: { superUser: true },
    args: {
      input: t.arg({ type: TemplateInput, required: true }),
      file: t.arg({ type: 'File', required: true }),
    },
    resolve: (_r, args, ctx) =>
      createTemplate(ctx.db, ctx.viewer!, { input: args.input, file: args.file, storage: ctx.storage }),
  }),
  updateTemplate: t.field({
    type: TemplateSavedRef,
    description:
      'The modal on a template, with a new PDF or keeping its own; TEMPLATE_IN_USE as for a delete.',
    authScopes: { superUser: true },
    args: {
      id: t.arg.int({ required: true }),
      input: t.arg({ type: TemplateInput, required: true }),
      file: t.arg({ type: 'File' }),
    },
    resolve: (_r, args, ctx) =>
      updateTemplate(ctx.db, ctx.viewer!, {
        id: args.id,
        input: args.input,
        file: args.file,
        storage: ctx.storage,
      }),
  }),
  deleteTemplate: t.field({
    type: 'Boolean',
    description:
      'Deletes a template, unless generation would find no other for its document type, variant and language (TEMPLATE_IN_USE).',
    authScopes: { superUser: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => deleteTemplate(ctx.db, ctx.viewer!, { id: args.id, storage: ctx.storage }),
  }),
}));
