import { builder } from '../../graphql/builder';
import { listCompanyTree, type CompanyTreeNode } from './list-company-tree';

const CompanyTreeNodeRef = builder.objectRef<CompanyTreeNode>('CompanyTreeNode').implement({
  description: 'One company of the company picker; the tree is built from company_parent_fk.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    company_parent_fk: t.exposeInt('company_parent_fk', { nullable: true }),
    hide: t.exposeBoolean('hide'),
    fip: t.exposeBoolean('fip'),
    own_calculation_sheet: t.exposeBoolean('own_calculation_sheet', {
      description: 'The company has its own calculation sheet (badge S).',
    }),
    partner_integration: t.exposeString('partner_integration', {
      nullable: true,
      description: 'Set when employees must use a partner portal: the picker shows it disabled.',
    }),
    invoice_target_name: t.exposeString('invoice_target_name'),
  }),
});

builder.queryFields((t) => ({
  companyTree: t.field({
    type: [CompanyTreeNodeRef],
    description:
      "The companies of the viewer's scope for the company picker, sorted by name. A parent outside the list (hidden) leaves its child a root. Employer-only users get none.",
    authScopes: { signedIn: true },
    args: {
      include_hidden: t.arg.boolean({ description: 'Hidden companies too; honoured for super users only.' }),
    },
    resolve: (_root, args, ctx) =>
      listCompanyTree(ctx.db, ctx.viewer!, { includeHidden: args.include_hidden ?? false }),
  }),
}));
