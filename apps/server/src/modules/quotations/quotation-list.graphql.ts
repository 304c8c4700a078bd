import { isLate, lateFrom, workingDaysSince } from '@spokes/domain/working-days';
import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { ListSortInput } from '../../graphql/list-page';
import { BikeType, OrderStatus } from '../reference-data/reference-data.graphql';
import { listQuotations, type QuotationListPage } from './list-quotations';
import type { QuotationListRow } from './quotation-list-rows';
import { setQuotationsActive } from './set-quotations-active';

export const NamedRef = builder.objectRef<{ id: number; name: string }>('NamedRef').implement({
  description: "A row's id and display name (a company or dealer in a list).",
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

export const QuotationListEmployee = builder
  .objectRef<QuotationListRow['employee']>('QuotationListEmployee')
  .implement({
    fields: (t) => ({ id: t.exposeInt('id'), full_name: t.exposeString('full_name') }),
  });

export const QuotationListItem = builder.objectRef<QuotationListRow>('QuotationListItem').implement({
  description: 'One row of the back-office quotation list (spec 01 section 2).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    quotation_number: t.exposeString('quotation_number'),
    quotation_date: t.expose('quotation_date', { type: 'DateTime' }),
    bike_type: t.field({ type: BikeType, resolve: (row) => row.bike_type }),
    deliverability: t.exposeString('deliverability', { nullable: true }),
    employee: t.field({ type: QuotationListEmployee, resolve: (row) => row.employee }),
    company: t.field({ type: NamedRef, resolve: (row) => row.company }),
    invoice_target_name: t.exposeString('invoice_target_name'),
    dealer: t.field({ type: NamedRef, resolve: (row) => row.dealer }),
    active: t.exposeBoolean('active'),
    order_id: t.exposeInt('order_id', { nullable: true, description: 'null: no order yet.' }),
    order_status: t.field({
      type: OrderStatus,
      nullable: true,
      description: 'null: the quotation has no order ("no order").',
      resolve: (row) => row.order_status,
    }),
    status_since: t.expose('status_since', {
      type: 'DateTime',
      nullable: true,
      description: 'Since when the order is in its status; null without an order.',
    }),
    status_working_days: t.int({
      nullable: true,
      description:
        'Belgian working days since the order entered its status, up to today; null without an order.',
      resolve: (row) => (row.status_since ? workingDaysSince(row.status_since, new Date()) : null),
    }),
    late_from: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'When the order is late in its status (Belgian working days); null when the status has no limit.',
      resolve: (row) => lateFrom(row.status_since, row.late_after_days),
    }),
    late: t.boolean({
      description:
        "Past its status's limit now, as the late filter and the late check count; false without an order.",
      resolve: (row) => isLate(lateFrom(row.status_since, row.late_after_days)),
    }),
  }),
});

const QuotationListPageType = builder.objectRef<QuotationListPage>('QuotationListPage').implement({
  description: 'One page of the quotation list and how many quotations match.',
  fields: (t) => ({
    items: t.field({ type: [QuotationListItem], resolve: (page) => page.items }),
    total: t.exposeInt('total', {
      description: 'Quotations matching the filters, counted up to 10,000 (page 1000 of 10).',
    }),
    total_capped: t.exposeBoolean('total_capped', {
      description: 'true: more than `total` quotations match; the count stopped there.',
    }),
    page: t.exposeInt('page', { description: '1 is the first page.' }),
    size: t.exposeInt('size'),
  }),
});

const QuotationListFilter = builder.inputType('QuotationListFilter', {
  fields: (t) => ({
    quotation_number: t.string({
      description: 'The start of the number; a missing leading Q is added.',
      ...maxLength('search'),
    }),
    employee_name: t.string({
      description: "Part of the employee's full name, any case.",
      ...maxLength('search'),
    }),
    company_name: t.string({ description: "Part of the company's name, any case.", ...maxLength('search') }),
    company_id: t.int({ description: 'The company and every company below it.' }),
    order_status_id: t.int(),
    no_order: t.boolean({ description: 'true: only quotations without an order.' }),
    dealer_id: t.int(),
    active_only: t.boolean(),
    late_only: t.boolean({ description: "true: only orders past their status's limit (issue 30)." }),
  }),
});

builder.queryFields((t) => ({
  quotations: t.field({
    type: QuotationListPageType,
    description:
      "The back-office quotation list: super users all, dealers their own dealers' quotations. " +
      'Sort fields: quotation_number, employee, company, order_status, quotation_date (default, desc), ' +
      'status_since (quotations without an order last).',
    authScopes: { dealer: true },
    args: {
      page: t.arg.int({ required: true, description: '1 to 1000.' }),
      size: t.arg.int({ description: "10 (the spec's page size) and no more." }),
      filter: t.arg({ type: QuotationListFilter }),
      sort: t.arg({ type: ListSortInput }),
    },
    resolve: (_root, args, ctx) => listQuotations(ctx.db, ctx.viewer!, args),
  }),
}));

builder.mutationFields((t) => ({
  setQuotationsActive: t.field({
    type: [QuotationListItem],
    description: 'Switches the active flag of one or more quotations (up to 100), all or none.',
    authScopes: { dealer: true },
    args: {
      ids: t.arg.intList({ required: true }),
      active: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) => setQuotationsActive(ctx.db, ctx.viewer!, args),
  }),
}));
