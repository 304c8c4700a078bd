import { USER_KINDS, userKind } from '@spokes/domain/user-management';
import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { listUserAssignables, type Assignable } from './list-user-assignables';
import { listUsers } from './list-users';
import type { ManagedUserRow } from './managed-user';
import { updateUser } from './update-user';

const UserKindEnum = builder.enumType('UserKind', {
  description: 'The tabs of user management: dealer users, or company (employer portal) users.',
  values: USER_KINDS,
});

const User = builder.objectRef<ManagedUserRow>('User').implement({
  description: 'A user as user management shows it (spec 02 section 3, User).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    email: t.exposeString('email'),
    first_name: t.exposeString('first_name'),
    last_name: t.exposeString('last_name'),
    language: t.exposeString('language'),
    admin: t.exposeBoolean('admin'),
    superUser: t.exposeBoolean('super_user'),
    backoffice: t.exposeBoolean('backoffice'),
    isPortaluser: t.exposeBoolean('portal_user'),
    dealerIds: t.exposeIntList('dealerIds'),
    companyIds: t.exposeIntList('companyIds'),
    kind: t.field({
      type: UserKindEnum,
      resolve: (row) =>
        userKind({ superUser: row.super_user, dealerIds: row.dealerIds, companyIds: row.companyIds }),
    }),
    login_time: t.expose('login_time', { type: 'DateTime', nullable: true }),
  }),
});

const AssignableOrganisation = builder.objectRef<Assignable>('AssignableOrganisation').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const UserAssignables = builder
  .objectRef<{ dealers: Assignable[]; companies: Assignable[] }>('UserAssignables')
  .implement({
    description: 'The dealers and companies the viewer may give a user.',
    fields: (t) => ({
      dealers: t.field({ type: [AssignableOrganisation], resolve: (a) => a.dealers }),
      companies: t.field({ type: [AssignableOrganisation], resolve: (a) => a.companies }),
    }),
  });

const UserCreateInput = builder.inputType('UserCreateInput', {
  fields: (t) => ({
    first_name: t.string({ required: true, ...maxLength('name') }),
    last_name: t.string({ required: true, ...maxLength('name') }),
    email: t.string({ required: true, ...maxLength('email') }),
    language: t.string({ required: true, description: 'nl, fr, en or de', ...maxLength('identifier') }),
    admin: t.boolean(),
    superUser: t.boolean({ description: 'Super users only.' }),
    backoffice: t.boolean({ description: 'Super users only.' }),
    isPortaluser: t.boolean({ description: 'Super users only.' }),
    dealerIds: t.intList(),
    companyIds: t.intList(),
  }),
});

const UserUpdateInput = builder.inputType('UserUpdateInput', {
  description: 'Only the fields given change.',
  fields: (t) => ({
    first_name: t.string(maxLength('name')),
    last_name: t.string(maxLength('name')),
    email: t.string(maxLength('email')),
    language: t.string(maxLength('identifier')),
    admin: t.boolean(),
    superUser: t.boolean(),
    backoffice: t.boolean(),
    isPortaluser: t.boolean(),
    dealerIds: t.intList(),
    companyIds: t.intList(),
  }),
});

builder.queryFields((t) => ({
  users: t.field({
    type: [User],
    description: 'The users the viewer may manage.',
    authScopes: { admin: true },
    args: { kind: t.arg({ type: UserKindEnum }) },
    resolve: (_root, args, ctx) => listUsers(ctx.db, ctx.viewer!, { kind: args.kind ?? null }),
  }),
  userAssignables: t.field({
    type: UserAssignables,
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => listUserAssignables(ctx.db, ctx.viewer!),
  }),
}));

builder.mutationFields((t) => ({
  createUser: t.field({
    type: User,
    description: 'Creates the user and mails it an invitation to set a password.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: UserCreateInput, required: true }) },
    resolve: (_root, args, ctx) =>
      createUser(ctx.db, ctx.viewer!, { input: args.input, publicUrl: ctx.config.PUBLIC_URL }),
  }),
  updateUser: t.field({
    type: User,
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: UserUpdateInput, required: true }) },
    resolve: (_root, args, ctx) => updateUser(ctx.db, ctx.viewer!, { id: args.id, changes: args.input }),
  }),
  deleteUser: t.field({
    type: User,
    description: 'Deletes the user and ends its sessions; returns it as it was.',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteUser(ctx.db, ctx.viewer!, args.id),
  }),
}));
