import { builder } from '../../graphql/builder';
import type { Context } from '../../graphql/context';
import { maxLength } from '../../graphql/input-limits';
import { createReference } from './create-reference';
import { deleteReference } from './delete-reference';
import { BikeBrand, EmployeeStatute, EmployeeTitle, Variant } from './reference-data.graphql';
import type { ReferenceRecord } from './reference-record';
import type { ReferenceTableName } from './reference-tables';
import { updateReference } from './update-reference';

/*
 * The reference tabs' changes (spec 03 section 7.2, "Reference data"): create, update and delete
 * of variants and bike brands, create and update of titles and statutes. Field types (create
 * only) are created beside the company field types they list. One generic step does each.
 */

export const ReferenceInput = builder.inputType('ReferenceInput', {
  description: 'A new variant, title or statute: a name and a code (capitals, digits, _ and -; unique).',
  fields: (t) => ({
    name: t.string({ required: true, ...maxLength('name') }),
    code: t.string({ required: true, ...maxLength('code') }),
  }),
});

const ReferenceUpdateInput = builder.inputType('ReferenceUpdateInput', {
  description: 'An edit changes the name only: a code is fixed once created.',
  fields: (t) => ({ name: t.string({ required: true, ...maxLength('name') }) }),
});

const BikeBrandInput = builder.inputType('BikeBrandInput', {
  fields: (t) => ({
    name: t.string({ required: true, ...maxLength('name') }),
    code: t.string({ required: true, ...maxLength('code') }),
    hidden_public_website: t.boolean(),
  }),
});

const BikeBrandUpdateInput = builder.inputType('BikeBrandUpdateInput', {
  fields: (t) => ({
    name: t.string({ required: true, ...maxLength('name') }),
    hidden_public_website: t.boolean({ required: true }),
  }),
});

/**
 * Every instance drops its cached list when the table's trigger NOTIFYs at commit; this one drops
 * it at once too, so the list the tab reloads right after the answer already shows the change.
 */
export async function changedReference<T>(ctx: Context, table: ReferenceTableName, change: Promise<T>) {
  const result = await change;
  ctx.referenceCache.invalidate(table);
  return result;
}

type Args = { id?: number; input?: unknown };
// The generic steps answer the shared shape (id, name, code and the table's own columns): a
// brand's row is read as one, with its hidden_public_website.
type Brand = ReferenceRecord & { hidden_public_website: boolean };

const create =
  <T = ReferenceRecord>(table: ReferenceTableName) =>
  (_r: unknown, args: Args, ctx: Context) =>
    changedReference(
      ctx,
      table,
      createReference(ctx.db, ctx.viewer!, { table, input: args.input }),
    ) as Promise<T>;
const update =
  <T = ReferenceRecord>(table: ReferenceTableName) =>
  (_r: unknown, args: Args, ctx: Context) =>
    changedReference(
      ctx,
      table,
      updateReference(ctx.db, ctx.viewer!, { table, id: args.id!, input: args.input }),
    ) as Promise<T>;
const remove = (table: ReferenceTableName) => (_r: unknown, args: Args, ctx: Context) =>
  changedReference(ctx, table, deleteReference(ctx.db, ctx.viewer!, { table, id: args.id! }));

builder.mutationFields((t) => ({
  createVariant: t.field({
    type: Variant,
    authScopes: { superUser: true },
    args: { input: t.arg({ type: ReferenceInput, required: true }) },
    resolve: create('variants'),
  }),
  updateVariant: t.field({
    type: Variant,
    authScopes: { superUser: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ReferenceUpdateInput, required: true }) },
    resolve: update('variants'),
  }),
  deleteVariant: t.field({
    type: 'Boolean',
    description: 'Refused (VARIANT_IN_USE) while companies or templates use the variant.',
    authScopes: { superUser: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: remove('variants'),
  }),
  createBikeBrand: t.field({
    type: BikeBrand,
    authScopes: { superUser: true },
    args: { input: t.arg({ type: BikeBrandInput, required: true }) },
    resolve: create<Brand>('bike_brands'),
  }),
  updateBikeBrand: t.field({
    type: BikeBrand,
    authScopes: { superUser: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: BikeBrandUpdateInput, required: true }) },
    resolve: update<Brand>('bike_brands'),
  }),
  deleteBikeBrand: t.field({
    type: 'Boolean',
    description: 'Refused (BIKE_BRAND_IN_USE) while dealers, quotations or bikes use the brand.',
    authScopes: { superUser: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: remove('bike_brands'),
  }),
  createEmployeeTitle: t.field({
    type: EmployeeTitle,
    authScopes: { superUser: true },
    args: { input: t.arg({ type: ReferenceInput, required: true }) },
    resolve: create('employee_titles'),
  }),
  updateEmployeeTitle: t.field({
    type: EmployeeTitle,
    authScopes: { superUser: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ReferenceUpdateInput, required: true }) },
    resolve: update('employee_titles'),
  }),
  createEmployeeStatute: t.field({
    type: EmployeeStatute,
    authScopes: { superUser: true },
    args: { input: t.arg({ type: ReferenceInput, required: true }) },
    resolve: create('employee_statutes'),
  }),
  updateEmployeeStatute: t.field({
    type: EmployeeStatute,
    authScopes: { superUser: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ReferenceUpdateInput, required: true }) },
    resolve: update('employee_statutes'),
  }),
}));
