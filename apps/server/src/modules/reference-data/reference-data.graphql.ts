import { EMPLOYER_EXCLUDED_STATUS_CODES } from '@spokes/domain/order-status';
import { getTableName, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { builder } from '../../graphql/builder';
import type { Context } from '../../graphql/context';
import { maxLength } from '../../graphql/input-limits';
import {
  bikeTypes,
  employeeStatutes,
  employeeTitles,
  languages,
  orderLogTypes,
  orderStatuses,
  variants,
} from '../../db/schema/reference';
import { bikeBrands } from '../../db/schema/dealers';
import type { invoiceTargets } from '../../db/schema/companies';
import { listBikeBrands, listInvoiceTargets, listReference } from './list-reference';

const EMPLOYER_EXCLUDED_CODES: ReadonlySet<string> = new Set(EMPLOYER_EXCLUDED_STATUS_CODES);

type Coded = { id: number; code: string; name: string; index?: number };

/** The reference lists share one shape: id, code, name, and for ordered lists an index. */
function codedType(name: string, options: { indexed: boolean }) {
  return builder.objectRef<Coded>(name).implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      code: t.exposeString('code'),
      name: t.exposeString('name'),
      ...(options.indexed ? { index: t.int({ resolve: (row) => row.index ?? 0 }) } : {}),
    }),
  });
}

export const OrderStatus = codedType('OrderStatus', { indexed: true });
export const OrderLogType = codedType('OrderLogType', { indexed: false });
export const BikeType = codedType('BikeType', { indexed: true });
export const Language = codedType('Language', { indexed: false });
export const Variant = codedType('Variant', { indexed: false });
export const EmployeeTitle = codedType('EmployeeTitle', { indexed: false });
export const EmployeeStatute = codedType('EmployeeStatute', { indexed: false });

export const BikeBrand = builder.objectRef<typeof bikeBrands.$inferSelect>('BikeBrand').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    code: t.exposeString('code'),
    hidden_public_website: t.exposeBoolean('hidden_public_website'),
  }),
});

export const InvoiceTarget = builder
  .objectRef<typeof invoiceTargets.$inferSelect>('InvoiceTarget')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      tl_id_v1: t.exposeString('tl_id_v1', { nullable: true }),
      tl_id_v2: t.exposeString('tl_id_v2', { nullable: true }),
      address: t.exposeString('address', { nullable: true }),
      license_plate_auto_request: t.exposeBoolean('license_plate_auto_request'),
    }),
  });

/** The lists change only through settings: served from memory, dropped when their table changes. */
export function cachedReference<T extends PgTable>(ctx: Context, table: T, orderBy: AnyColumn) {
  return ctx.referenceCache.list(getTableName(table), () => listReference(ctx.db, table, orderBy));
}

builder.queryFields((t) => ({
  orderStatuses: t.field({
    type: [OrderStatus],
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => cachedReference(ctx, orderStatuses, orderStatuses.index),
  }),
  employerOrderStatuses: t.field({
    type: [OrderStatus],
    description: "The employer portal's order status filter: every status but NEW and TESTPURPOSES.",
    authScopes: { employer: true },
    resolve: async (_r, _a, ctx) =>
      (await cachedReference(ctx, orderStatuses, orderStatuses.index)).filter(
        (status) => !EMPLOYER_EXCLUDED_CODES.has(status.code),
      ),
  }),
  orderLogTypes: t.field({
    type: [OrderLogType],
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => cachedReference(ctx, orderLogTypes, orderLogTypes.id),
  }),
  bikeTypes: t.field({
    type: [BikeType],
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => cachedReference(ctx, bikeTypes, bikeTypes.index),
  }),
  languages: t.field({
    type: [Language],
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => cachedReference(ctx, languages, languages.id),
  }),
  bikeBrands: t.field({
    type: [BikeBrand],
    authScopes: { dealer: true },
    resolve: (_r, _a, ctx) => ctx.referenceCache.list(getTableName(bikeBrands), () => listBikeBrands(ctx.db)),
  }),
  variants: t.field({
    type: [Variant],
    authScopes: { superUser: true },
    resolve: (_r, _a, ctx) => cachedReference(ctx, variants, variants.name),
  }),
  employeeTitles: t.field({
    type: [EmployeeTitle],
    authScopes: { dealer: true },
    resolve: (_r, _a, ctx) => cachedReference(ctx, employeeTitles, employeeTitles.name),
  }),
  employeeStatutes: t.field({
    type: [EmployeeStatute],
    authScopes: { dealer: true, employer: true },
    resolve: (_r, _a, ctx) => cachedReference(ctx, employeeStatutes, employeeStatutes.name),
  }),
  invoiceTargets: t.field({
    type: [InvoiceTarget],
    authScopes: { superUser: true },
    args: { name: t.arg.string(maxLength('search')) },
    resolve: (_r, args, ctx) => listInvoiceTargets(ctx.db, args.name),
  }),
}));
