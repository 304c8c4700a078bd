import { builder } from '../../graphql/builder';
import { EmployeeStatute, EmployeeTitle, Language } from '../reference-data/reference-data.graphql';
import { getCompanyInfo, type CompanyInfo } from './company-info';
import { listCompanyTree, type CompanyTreeNode } from './list-company-tree';
import { listEmployerCompanies, type EmployerCompany } from './list-employer-companies';

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

const CustomEmployeeProperty = builder
  .objectRef<CompanyInfo['custom_employee_properties'][number]>('CustomEmployeeProperty')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      type: t.exposeString('type'),
      required: t.exposeBoolean('required'),
    }),
  });

const CompanyInfoRef = builder.objectRef<CompanyInfo>('CompanyInfo').implement({
  description: "The home page's company info card and what the employee form needs from the company.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    info: t.exposeString('info', { nullable: true, description: 'HTML, sanitised on the server.' }),
    logo_url: t.exposeString('logo_url', { nullable: true }),
    fip: t.exposeBoolean('fip'),
    partner_integration: t.exposeString('partner_integration', { nullable: true }),
    employee_required_fields: t.exposeStringList('employee_required_fields', {
      description: 'Optional employee fields this company requires (OPTIONAL_EMPLOYEE_FIELDS).',
    }),
    custom_employee_properties: t.field({
      type: [CustomEmployeeProperty],
      resolve: (company) => company.custom_employee_properties,
    }),
    employeeStatutes: t.field({ type: [EmployeeStatute], resolve: (company) => company.employeeStatutes }),
    employeeTitles: t.field({ type: [EmployeeTitle], resolve: (company) => company.employeeTitles }),
    languages: t.field({ type: [Language], resolve: (company) => company.languages }),
  }),
});

builder.queryFields((t) => ({
  companyInfo: t.field({
    type: CompanyInfoRef,
    description: "A company of the viewer's scope (dealer side and super users); NOT_FOUND otherwise.",
    authScopes: { dealer: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => getCompanyInfo(ctx.db, ctx.viewer!, args.id),
  }),
}));

const EmployerCompanyRef = builder.objectRef<EmployerCompany>('EmployerCompany').implement({
  description: "A company of the employer portal's company filter.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    company_parent_fk: t.exposeInt('company_parent_fk', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  employerCompanies: t.field({
    type: [EmployerCompanyRef],
    description:
      "The employer portal's companies by name: an employer's companies and those below them, super users every company.",
    authScopes: { employer: true },
    resolve: (_root, _args, ctx) => listEmployerCompanies(ctx.db, ctx.viewer!),
  }),
}));
