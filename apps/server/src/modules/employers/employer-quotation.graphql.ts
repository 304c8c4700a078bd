import { EMPLOYER_DECISION_BLOCKS } from '@spokes/domain/employer-decisions';
import { builder } from '../../graphql/builder';
import { OrderLog } from '../documents/documents.graphql';
import { BikeType, OrderStatus } from '../reference-data/reference-data.graphql';
import {
  getEmployerQuotation,
  servicePassTransactionsOf,
  type EmployerQuotation,
  type EmployerServicePass,
  type EmployerServicePassTransaction,
} from './get-employer-quotation';
import { quotationPdfPath } from '../quotations/quotation-pdf-route';

const EmployerDecision = builder.enumType('EmployerDecision', {
  description: "The employer's earlier decision: none yet, an approval, or a refusal.",
  values: {
    NONE: { value: 'none' },
    APPROVED: { value: 'approved' },
    REFUSED: { value: 'refused' },
  } as const,
});

const EmployerDecisionBlock = builder.enumType('EmployerDecisionBlock', {
  description: 'Why an approval or refusal cannot be taken now (the domain employer decision rules).',
  values: EMPLOYER_DECISION_BLOCKS,
});

const EmployerQuotationEmployee = builder
  .objectRef<EmployerQuotation['employee']>('EmployerQuotationEmployee')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      employee_number: t.exposeString('employee_number', { nullable: true }),
    }),
  });

const EmployerQuotationCompany = builder
  .objectRef<EmployerQuotation['company']>('EmployerQuotationCompany')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      logo_url: t.exposeString('logo_url', { nullable: true }),
    }),
  });

const ServicePassTransaction = builder
  .objectRef<EmployerServicePassTransaction>('ServicePassTransaction')
  .implement({
    description: 'A movement on the card: spending is negative, a top-up positive (euro cents).',
    fields: (t) => ({
      id: t.exposeString('id', { description: "The card provider's id of the transaction." }),
      amount: t.exposeInt('amount'),
      description: t.exposeString('description', { nullable: true }),
      occurred_at: t.expose('occurred_at', { type: 'DateTime' }),
    }),
  });

const EmployerServicePassType = builder.objectRef<EmployerServicePass>('EmployerServicePass').implement({
  description: "The service pass on the quotation's bike; amounts in euro cents.",
  fields: (t) => ({
    barcode: t.exposeString('barcode'),
    status: t.exposeString('status', { description: 'ACTIVE, BLOCKED or EMPTIED.' }),
    starting_amount: t.exposeInt('starting_amount'),
    remaining_amount: t.exposeInt('remaining_amount'),
    used_amount: t.exposeInt('used_amount'),
    transactions: t.field({
      type: [ServicePassTransaction],
      description: 'Newest first, from the card provider; read only when asked for.',
      resolve: (pass, _a, ctx) => servicePassTransactionsOf(ctx.db, ctx.config, pass),
    }),
  }),
});

const EmployerQuotationType = builder.objectRef<EmployerQuotation>('EmployerQuotation').implement({
  description: "The employer portal's detail modal of a quotation and what the viewer may do with it now.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    quotation_number: t.exposeString('quotation_number'),
    quotation_date: t.expose('quotation_date', { type: 'DateTime' }),
    costcenter: t.exposeString('costcenter', { nullable: true }),
    earliest_delivery_date: t.expose('earliest_delivery_date', {
      type: 'DateTime',
      nullable: true,
      description: 'The day at 11:00 in Brussels.',
    }),
    total_vat_excluded: t.exposeInt('total_vat_excluded', {
      description: 'The investment value excl. VAT, in euro cents.',
    }),
    employee: t.field({ type: EmployerQuotationEmployee, resolve: (row) => row.employee }),
    company: t.field({ type: EmployerQuotationCompany, resolve: (row) => row.company }),
    bike_type: t.field({ type: BikeType, resolve: (row) => row.bikeType }),
    license_number: t.exposeString('licenseNumber', { nullable: true }),
    order_status: t.field({ type: OrderStatus, resolve: (row) => row.order.orderStatus }),
    deal_status_id: t.int({ nullable: true, resolve: (row) => row.order.deal_status_fk }),
    handled_by: t.string({
      nullable: true,
      description: 'Who approved (the confirmed order).',
      resolve: (row) => row.order.confirmedOrder?.confirmed_by ?? null,
    }),
    cancelled_by: t.string({
      nullable: true,
      description: 'Who refused.',
      resolve: (row) => row.order.confirmedOrder?.cancelled_by ?? null,
    }),
    handled_for: t.string({
      nullable: true,
      description: 'Whom handled_by approved for as a delegate (issue 30).',
      resolve: (row) => row.order.confirmedOrder?.confirmed_for ?? null,
    }),
    cancelled_for: t.string({
      nullable: true,
      description: 'Whom cancelled_by refused for as a delegate (issue 30).',
      resolve: (row) => row.order.confirmedOrder?.cancelled_for ?? null,
    }),
    handled_by_policy_company_id: t.int({
      nullable: true,
      description: "Set when the company's employer policy approved; handled_by is then that company's name.",
      resolve: (row) => row.order.confirmedOrder?.confirmed_by_policy_fk ?? null,
    }),
    cancelled_by_policy_company_id: t.int({
      nullable: true,
      description:
        "Set when the company's employer policy refused; cancelled_by is then that company's name.",
      resolve: (row) => row.order.confirmedOrder?.cancelled_by_policy_fk ?? null,
    }),
    decision: t.field({ type: EmployerDecision, resolve: (row) => row.decision }),
    may_approve: t.boolean({ resolve: (row) => row.permissions.approve }),
    may_refuse: t.boolean({ resolve: (row) => row.permissions.refuse }),
    approve_blocked_by: t.field({
      type: EmployerDecisionBlock,
      nullable: true,
      resolve: (row) => row.permissions.approveBlock,
    }),
    refuse_blocked_by: t.field({
      type: EmployerDecisionBlock,
      nullable: true,
      resolve: (row) => row.permissions.refuseBlock,
    }),
    may_edit: t.boolean({
      description: 'Employee number, cost centre and earliest delivery date may be saved.',
      resolve: (row) => row.permissions.edit,
    }),
    documents: t.field({
      type: [OrderLog],
      description: 'Hidden documents never; a signed document instead of its unsigned original.',
      resolve: (row) => row.documents,
    }),
    service_pass: t.field({
      type: EmployerServicePassType,
      nullable: true,
      resolve: (row) => row.servicePass,
    }),
    pdf_url: t.string({
      description: 'The calculation PDF (GET, the session cookie decides).',
      resolve: (row) => quotationPdfPath(row.id),
    }),
  }),
});

builder.queryField('employerQuotation', (t) =>
  t.field({
    type: EmployerQuotationType,
    description:
      "The employer portal's detail of a quotation: its company's employers (and those of the companies above it) and super users; others NOT_FOUND.",
    authScopes: { employer: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => getEmployerQuotation(ctx.db, ctx.viewer!, args),
  }),
);
