import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { createCostCenter, deleteCostCenter, listCostCenters, renameCostCenter } from './cost-centers';

type CostCenterRow = { id: number; name: string; company_fk: number; in_use: boolean };

export const CostCenter = builder.objectRef<CostCenterRow>('CostCenter').implement({
  description: "A company's cost centre; a quotation names it in `costcenter`.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    company_fk: t.exposeInt('company_fk'),
    in_use: t.exposeBoolean('in_use', {
      description: 'A quotation of the company uses it: it cannot be deleted.',
    }),
  }),
});

builder.queryFields((t) => ({
  costCenters: t.field({
    type: [CostCenter],
    description: "A company's cost centres by name. Its employer users and super users.",
    authScopes: { employer: true },
    args: { company_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => listCostCenters(ctx.db, ctx.viewer!, args.company_id),
  }),
}));

builder.mutationFields((t) => ({
  createCostCenter: t.field({
    type: CostCenter,
    authScopes: { employer: true },
    args: {
      company_id: t.arg.int({ required: true }),
      name: t.arg.string({ required: true, ...maxLength('name') }),
    },
    resolve: (_r, args, ctx) =>
      createCostCenter(ctx.db, ctx.viewer!, { companyId: args.company_id, name: args.name }),
  }),
  renameCostCenter: t.field({
    type: CostCenter,
    description: 'Renames it, and the quotations of its company that use it.',
    authScopes: { employer: true },
    args: { id: t.arg.int({ required: true }), name: t.arg.string({ required: true, ...maxLength('name') }) },
    resolve: (_r, args, ctx) => renameCostCenter(ctx.db, ctx.viewer!, { id: args.id, name: args.name }),
  }),
  deleteCostCenter: t.field({
    type: 'Boolean',
    description: 'Deletes a cost centre no quotation uses (COST_CENTER_IN_USE otherwise).',
    authScopes: { employer: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => deleteCostCenter(ctx.db, ctx.viewer!, args.id),
  }),
}));
