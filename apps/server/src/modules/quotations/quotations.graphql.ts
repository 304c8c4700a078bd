import { CONTRACT_END_STATUS_CODES, DEAL_STATUS } from '@spokes/domain/codes';
import { DEALER_ACTIONS } from '@spokes/domain/dealer-actions';
import { isLate, workingDaysSince } from '@spokes/domain/working-days';
import { builder } from '../../graphql/builder';
import { orderLateFrom } from './late-orders';
import { Deal, DealPhase } from '../deals/deals.graphql';
import { getDeal } from '../deals/get-deal';
import { OrderLog } from '../documents/documents.graphql';
import {
  BikeBrand,
  BikeType,
  InvoiceTarget,
  Language,
  OrderStatus,
} from '../reference-data/reference-data.graphql';
import { duplicateQuotation } from './duplicate-quotation';
import { quotationPdfPath } from './quotation-pdf-route';
import { listEmployeeQuotations, type EmployeeQuotations } from './list-employee-quotations';
import { getQuotation, type BikeView, type OrderView, type QuotationOverview } from './get-quotation';

type FieldRow = QuotationOverview['quotationFields'][number]['field'];

export const ContractEndStatus = builder.enumType('ContractEndStatus', {
  description: 'How the lease contract ended (Schade, Overname, Teruggave); set by the back office.',
  values: CONTRACT_END_STATUS_CODES,
});

const DealerActionCode = builder.enumType('DealerAction', {
  description: 'The buttons of the order actions panel (packages/domain dealer-actions).',
  values: DEALER_ACTIONS,
});

const DataType = builder.objectRef<FieldRow['fieldType']['dataType']>('DataType').implement({
  fields: (t) => ({ id: t.exposeInt('id'), code: t.exposeString('code'), name: t.exposeString('name') }),
});

const FieldType = builder.objectRef<FieldRow['fieldType']>('FieldType').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    index: t.exposeInt('index'),
    is_default: t.exposeBoolean('is_default'),
    is_multivalue: t.exposeBoolean('is_multivalue'),
    dataType: t.field({ type: DataType, resolve: (row) => row.dataType }),
  }),
});

const Field = builder.objectRef<FieldRow>('Field').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    index: t.exposeInt('index'),
    fieldType: t.field({ type: FieldType, resolve: (row) => row.fieldType }),
  }),
});

const QuotationField = builder
  .objectRef<QuotationOverview['quotationFields'][number]>('QuotationField')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      value: t.exposeString('value', { nullable: true }),
      field_fk: t.exposeInt('field_fk'),
      field: t.field({ type: Field, resolve: (row) => row.field }),
    }),
  });

const QuotationDealer = builder.objectRef<QuotationOverview['dealer']>('QuotationDealer').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const QuotationCompany = builder.objectRef<QuotationOverview['company']>('QuotationCompany').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    fip: t.exposeBoolean('fip'),
    hide: t.exposeBoolean('hide'),
    invoice_target: t.field({ type: InvoiceTarget, resolve: (row) => row.invoiceTarget }),
  }),
});

const QuotationEmployee = builder.objectRef<QuotationOverview['employee']>('QuotationEmployee').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    first_name: t.exposeString('first_name'),
    last_name: t.exposeString('last_name'),
    name: t.exposeString('name'),
    email: t.exposeString('email', { nullable: true }),
    language: t.field({ type: Language, resolve: (row) => row.language }),
  }),
});

export const Bike = builder.objectRef<BikeView>('Bike').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    order_fk: t.exposeInt('order_fk'),
    bike_type_fk: t.exposeInt('bike_type_fk'),
    bike_brand_fk: t.exposeInt('bike_brand_fk', { nullable: true }),
    model: t.exposeString('model', { nullable: true }),
    comment: t.exposeString('comment', { nullable: true }),
    key_number_1: t.exposeString('key_number_1', { nullable: true }),
    key_number_2: t.exposeString('key_number_2', { nullable: true }),
    frame_number: t.exposeString('frame_number', { nullable: true }),
    sticker_number: t.exposeString('sticker_number', {
      nullable: true,
      description: 'The 8 digits; BIKE is shown before them.',
    }),
    license_number: t.exposeString('license_number', { nullable: true }),
    accu_number: t.exposeString('accu_number', { nullable: true }),
    control_number: t.exposeString('control_number', { nullable: true }),
    barcode_x12: t.exposeString('barcode_x12', { nullable: true }),
    service_pass: t.exposeString('service_pass', {
      nullable: true,
      description: 'Barcode of the service pass on the bike (19 characters, no spaces).',
    }),
  }),
});

const Order = builder.objectRef<OrderView>('Order').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    date: t.expose('date', { type: 'DateTime' }),
    delivery_date: t.expose('delivery_date', { type: 'DateTime', nullable: true }),
    start_date: t.expose('start_date', { type: 'DateTime', nullable: true }),
    end_date: t.expose('end_date', { type: 'DateTime', nullable: true }),
    deal_id: t.exposeString('deal_id', { nullable: true }),
    orderStatus: t.field({ type: OrderStatus, resolve: (order) => order.orderStatus }),
    status_since: t.expose('status_changed_at', {
      type: 'DateTime',
      description: 'Since when the order is in its status (issue 30).',
    }),
    status_working_days: t.int({
      description: 'Belgian working days since the order entered its status, up to today.',
      resolve: (order) => workingDaysSince(order.status_changed_at, new Date()),
    }),
    late_from: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'When the order is late in its status (Belgian working days); null when the status has no limit.',
      resolve: (order, _a, ctx) => orderLateFrom(ctx.db, order.order_status_fk, order.status_changed_at),
    }),
    late: t.boolean({
      description: "Past its status's limit now, as the late filter and the late check count.",
      resolve: async (order, _a, ctx) =>
        isLate(await orderLateFrom(ctx.db, order.order_status_fk, order.status_changed_at)),
    }),
    deal_status: t.field({
      type: DealPhase,
      nullable: true,
      resolve: ({ dealStatus }) => {
        const known = dealStatus && Object.values(DEAL_STATUS).find((status) => status.id === dealStatus.id);
        return known ? { ...known, name: dealStatus.name } : null;
      },
    }),
    deal: t.field({
      type: Deal,
      nullable: true,
      resolve: (order, _a, ctx) =>
        order.deal_id_v2 === null ? null : getDeal(ctx.db, ctx.viewer!, { id: order.deal_id_v2 }),
    }),
    bike: t.field({ type: Bike, nullable: true, resolve: (order) => order.bike }),
    bike_locked: t.exposeBoolean('bikeLocked', {
      description: 'The bike form is locked for this viewer (deal status INVOICED, not a super user).',
    }),
    orderLogs: t.field({ type: [OrderLog], resolve: (order) => order.orderLogs }),
    contract_end_status: t.field({
      type: ContractEndStatus,
      nullable: true,
      resolve: (order) => order.contract_end_status,
    }),
  }),
});

export const Quotation = builder.objectRef<QuotationOverview>('Quotation').implement({
  description: 'The quotation overview: the quotation, its order and what the viewer may do now.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    quotation_number: t.exposeString('quotation_number'),
    quotation_date: t.expose('quotation_date', { type: 'DateTime' }),
    active: t.exposeBoolean('active'),
    test: t.exposeBoolean('test'),
    deliverability: t.exposeString('deliverability', { nullable: true }),
    earliest_delivery_date: t.expose('earliest_delivery_date', { type: 'DateTime', nullable: true }),
    costcenter: t.exposeString('costcenter', { nullable: true }),
    warning_message: t.exposeString('warning_message', { nullable: true }),
    total_vat_excluded: t.exposeInt('total_vat_excluded', { description: 'Amounts are in euro cents.' }),
    total_vat_included: t.exposeInt('total_vat_included'),
    lease_amount: t.exposeInt('lease_amount'),
    lease_amount_vat: t.exposeInt('lease_amount_vat'),
    salary_swap: t.exposeInt('salary_swap'),
    residual_value: t.exposeInt('residual_value'),
    insurance_amount: t.exposeInt('insurance_amount'),
    maintenance_amount: t.exposeInt('maintenance_amount'),
    assistance_amount: t.exposeInt('assistance_amount'),
    warranty_grant: t.exposeInt('warranty_grant'),
    sheet_version: t.int({
      nullable: true,
      description: 'The calculation sheet version the amounts were computed with.',
      resolve: (row) => row.calculation_sheet?.version ?? null,
    }),
    bike_type: t.field({ type: BikeType, resolve: (row) => row.bikeType }),
    bike_brand: t.field({ type: BikeBrand, nullable: true, resolve: (row) => row.bikeBrand }),
    dealer: t.field({ type: QuotationDealer, resolve: (row) => row.dealer }),
    company: t.field({ type: QuotationCompany, resolve: (row) => row.company }),
    employee: t.field({ type: QuotationEmployee, resolve: (row) => row.employee }),
    quotationFields: t.field({ type: [QuotationField], resolve: (row) => row.quotationFields }),
    order: t.field({ type: Order, nullable: true, resolve: (row) => row.order }),
    actions: t.field({ type: [DealerActionCode], resolve: (row) => row.actions }),
    duplicate_possible: t.exposeBoolean('duplicatePossible', {
      description:
        "The duplication check: false when the company has a field the quotation lacks ('Kan niet dupliceren.').",
    }),
    signed_online: t.exposeBoolean('signedOnline', {
      description: 'The employer confirmed the order online (a confirmed order exists).',
    }),
    bike_info_complete: t.exposeBoolean('bikeInfoComplete', {
      description: "The order's bike passes the bike form (spec 02: complete bike info is disabled).",
    }),
    pdf_url: t.string({
      description: 'The quotation PDF (GET, the session cookie decides).',
      resolve: (row) => quotationPdfPath(row.id),
    }),
  }),
});

builder.queryFields((t) => ({
  quotation: t.field({
    type: Quotation,
    description: "The quotation overview (back office): super users any, dealers their dealers' quotations.",
    authScopes: { dealer: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => getQuotation(ctx.db, ctx.viewer!, args),
  }),
}));

const CardEmployee = builder.objectRef<EmployeeQuotations['employee']>('CardEmployee').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    company: t.field({ type: NamedCompany, resolve: (employee) => employee.company }),
  }),
});

const NamedCompany = builder
  .objectRef<EmployeeQuotations['employee']['company']>('CardCompany')
  .implement({ fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }) });

const EmployeeQuotationsType = builder.objectRef<EmployeeQuotations>('EmployeeQuotations').implement({
  description: 'The cards page of an employee: the employee and its quotations, newest first.',
  fields: (t) => ({
    employee: t.field({ type: CardEmployee, resolve: (page) => page.employee }),
    quotations: t.field({ type: [Quotation], resolve: (page) => page.quotations }),
  }),
});

builder.queryFields((t) => ({
  employeeQuotations: t.field({
    type: EmployeeQuotationsType,
    description:
      "An employee's quotations as cards: super users any dealer's, dealers their own; dealer_id narrows " +
      'to one dealer, active_only to the active ones. An employee out of reach is NOT_FOUND.',
    authScopes: { dealer: true },
    args: {
      employee_id: t.arg.int({ required: true }),
      dealer_id: t.arg.int(),
      active_only: t.arg.boolean(),
    },
    resolve: (_r, args, ctx) =>
      listEmployeeQuotations(ctx.db, ctx.viewer!, {
        employeeId: args.employee_id,
        dealerId: args.dealer_id,
        activeOnly: args.active_only,
      }),
  }),
}));

builder.mutationFields((t) => ({
  duplicateQuotation: t.field({
    type: Quotation,
    description:
      'Copies the quotation as a new active one without an order; CANNOT_DUPLICATE when a company field lacks.',
    authScopes: { dealer: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => duplicateQuotation(ctx.db, ctx.viewer!, args),
  }),
}));
