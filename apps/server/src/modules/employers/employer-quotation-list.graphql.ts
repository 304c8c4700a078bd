import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { ListSortInput } from '../../graphql/list-page';
import { OrderStatus } from '../reference-data/reference-data.graphql';
import { listEmployerQuotations } from './list-employer-quotations';
import type { QuotationListPage } from '../quotations/list-quotations';
import type { QuotationListRow } from '../quotations/quotation-list-rows';
import { NamedRef, QuotationListEmployee } from '../quotations/quotation-list.graphql';
import { ContractEndStatus } from '../quotations/quotations.graphql';

const EmployerQuotationListItem = builder.objectRef<QuotationListRow>('EmployerQuotationListItem').implement({
  description: "One row of the employer portal's quotation list (spec 03 section 2.6).",
  fields: (t) => ({
    id: t.exposeInt('id'),
    quotation_number: t.exposeString('quotation_number'),
    quotation_date: t.expose('quotation_date', { type: 'DateTime' }),
    employee: t.field({ type: QuotationListEmployee, resolve: (row) => row.employee }),
    company: t.field({ type: NamedRef, resolve: (row) => row.company }),
    // Every row of this list has an order past NEW (employerPortal).
    order_status: t.field({ type: OrderStatus, resolve: (row) => row.order_status! }),
    contract_end_status: t.field({
      type: ContractEndStatus,
      nullable: true,
      resolve: (row) => row.contract_end_status,
    }),
    license_number: t.exposeString('license_number', { nullable: true, description: "The bike's plate." }),
    costcenter: t.exposeString('costcenter', { nullable: true }),
    start_date: t.expose('start_date', { type: 'DateTime', nullable: true }),
    end_date: t.expose('end_date', { type: 'DateTime', nullable: true }),
    lease_amount_vat: t.exposeInt('lease_amount_vat', { description: 'Per month, incl. VAT, in cents.' }),
    approved: t.boolean({
      nullable: true,
      description: "The employer's decision: true approved, false refused (cancelled), null none yet.",
      resolve: (row) => (row.decision ? !row.decision.cancelled : null),
    }),
    decision_reason: t.string({
      nullable: true,
      description: "The decision's reason: confirmed_reason when approved, cancelled_reason when refused.",
      resolve: (row) =>
        row.decision
          ? row.decision.cancelled
            ? row.decision.cancelled_reason
            : row.decision.confirmed_reason
          : null,
    }),
  }),
});

const EmployerQuotationPage = builder.objectRef<QuotationListPage>('EmployerQuotationPage').implement({
  description: "One page of the employer portal's quotation list and how many quotations match.",
  fields: (t) => ({
    items: t.field({ type: [EmployerQuotationListItem], resolve: (page) => page.items }),
    total: t.exposeInt('total', { description: 'Counted up to 10,000 (page 1000 of 10).' }),
    total_capped: t.exposeBoolean('total_capped', { description: 'true: more than `total` match.' }),
    page: t.exposeInt('page', { description: '1 is the first page.' }),
    size: t.exposeInt('size'),
  }),
});

export const EmployerQuotationFilterInput = builder.inputType('EmployerQuotationFilter', {
  fields: (t) => ({
    quotation_id: t.int({ description: 'One quotation: the portal address that names one.' }),
    quotation_number: t.string({
      description: 'The start of the number; a missing leading Q is added, any case.',
      ...maxLength('search'),
    }),
    employee_name: t.string({
      description: "Part of the employee's name, any case.",
      ...maxLength('search'),
    }),
    order_status_id: t.int(),
    bike_type_id: t.int(),
    company_id: t.int({ description: "One of the viewer's companies; another company's finds nothing." }),
    end_month: t.string({
      description: 'YYYY-MM: the contract ends in that month (Brussels); BAD_INPUT when it does not read.',
      ...maxLength('identifier'),
    }),
  }),
});

builder.queryFields((t) => ({
  employerQuotations: t.field({
    type: EmployerQuotationPage,
    description:
      "The employer portal's quotation list: an employer's companies and those below them, super users every company's; " +
      'never NEW or TESTPURPOSES. Sort fields: quotation_number (default, desc), start_date, end_date.',
    authScopes: { employer: true },
    args: {
      page: t.arg.int({ required: true, description: '1 to 1000.' }),
      size: t.arg.int({ description: "10 (the spec's page size) and no more." }),
      filter: t.arg({ type: EmployerQuotationFilterInput }),
      sort: t.arg({ type: ListSortInput }),
    },
    resolve: (_root, args, ctx) => listEmployerQuotations(ctx.db, ctx.viewer!, args),
  }),
}));
