import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { ListSortInput, pageType } from '../../graphql/list-page';
import { AUDIT_ACTIONS } from '../../db/schema/audit';
import { listSettingsAudit, settingsAuditFacets } from './list-settings-audit';

const SettingsAuditAction = builder.enumType('SettingsAuditAction', { values: AUDIT_ACTIONS });

type Entry = Awaited<ReturnType<typeof listSettingsAudit>>['items'][number];

const SettingsAuditEntry = builder.objectRef<Entry>('SettingsAuditEntry').implement({
  description: 'One field of one record changed through the settings, by whom and when.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
    user_fk: t.exposeInt('user_fk'),
    user_name: t.exposeString('user_name'),
    table_name: t.exposeString('table_name'),
    record_id: t.exposeString('record_id'),
    action: t.field({ type: SettingsAuditAction, resolve: (e) => e.action }),
    field: t.exposeString('field', { nullable: true }),
    old_value: t.exposeString('old_value', { nullable: true, description: 'The value before, as JSON.' }),
    new_value: t.exposeString('new_value', { nullable: true, description: 'The value after, as JSON.' }),
  }),
});

const SettingsAuditUser = builder.objectRef<{ id: number; name: string }>('SettingsAuditUser').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const SettingsAuditFacets = builder
  .objectRef<{ users: { id: number; name: string }[]; tables: string[] }>('SettingsAuditFacets')
  .implement({
    fields: (t) => ({
      users: t.field({ type: [SettingsAuditUser], resolve: (f) => f.users }),
      tables: t.exposeStringList('tables'),
    }),
  });

const SettingsAuditOwner = builder.inputType('SettingsAuditOwner', {
  fields: (t) => ({
    table: t.string({ required: true, ...maxLength('identifier') }),
    recordId: t.string({ required: true, ...maxLength('identifier') }),
  }),
});

const SettingsAuditFilter = builder.inputType('SettingsAuditFilter', {
  fields: (t) => ({
    owner: t.field({ type: SettingsAuditOwner }),
    table: t.string(maxLength('identifier')),
    recordId: t.string(maxLength('identifier')),
    userId: t.int(),
    from: t.field({ type: 'DateTime' }),
    to: t.field({ type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  settingsAuditLog: t.field({
    type: pageType(SettingsAuditEntry),
    authScopes: { superUser: true },
    args: {
      page: t.arg.int({ required: true }),
      size: t.arg.int({ required: true }),
      filter: t.arg({ type: SettingsAuditFilter }),
      sort: t.arg({ type: ListSortInput }),
    },
    resolve: (_r, args, ctx) => listSettingsAudit(ctx.db, ctx.viewer!, args),
  }),
  settingsAuditFacets: t.field({
    type: SettingsAuditFacets,
    authScopes: { superUser: true },
    resolve: (_r, _args, ctx) => settingsAuditFacets(ctx.db, ctx.viewer!),
  }),
}));
