import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { ListSortInput, pageType } from '../../graphql/list-page';
import { SERVICE_PASS_ACTIONS, type ServicePassStatus } from '../../db/schema/service-passes';
import type { CardTransaction } from '../../integrations/card-provider/card-provider-port';
import { addServicePasses, type AddedServicePasses } from './add-service-passes';
import { blockServicePass, emptyServicePass, unblockServicePass } from './change-service-pass-card';
import { listServicePasses } from './list-service-passes';
import { searchServicePassBikes } from './search-service-pass-bikes';
import {
  getServicePassCard,
  getServicePassHistory,
  getServicePassTransactions,
  type ServicePassCard,
} from './service-pass-card';
import { getServicePassPack, type ServicePassPack } from './service-pass-pack';
import type { ServicePassRow } from './service-pass-rows';
import { assignServicePassDealer, updateServicePasses } from './update-service-passes';

const ServicePassStatusEnum = builder.enumType('ServicePassStatus', {
  values: ['ACTIVE', 'BLOCKED', 'EMPTIED'] as const satisfies readonly ServicePassStatus[],
});
const ServicePassActionEnum = builder.enumType('ServicePassAction', { values: SERVICE_PASS_ACTIONS });

const ServicePass = builder.objectRef<ServicePassRow>('ServicePass').implement({
  description: 'A prepaid service pass (spec 03 section 3) with what its bike links to. Amounts in cents.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    barcode: t.exposeString('barcode'),
    first_in_pack: t.exposeString('first_in_pack', { nullable: true }),
    status: t.field({ type: ServicePassStatusEnum, resolve: (p) => p.status }),
    dealer_fk: t.exposeInt('dealer_fk', { nullable: true }),
    dealer_name: t.exposeString('dealer_name', { nullable: true, description: 'The free-text dealer.' }),
    dealer: t.exposeString('dealer', { nullable: true, description: "The registered dealer's name." }),
    bike_fk: t.exposeInt('bike_fk', { nullable: true }),
    employee_name: t.exposeString('employee_name', {
      nullable: true,
      description: 'The free-text employee.',
    }),
    employee: t.exposeString('employee', { nullable: true, description: "The bike's employee." }),
    company: t.exposeString('company', { nullable: true }),
    invoice_target: t.exposeString('invoice_target', { nullable: true }),
    bike: t.exposeString('bike', { nullable: true }),
    quotation_id: t.exposeInt('quotation_id', { nullable: true }),
    quotation_number: t.exposeString('quotation_number', { nullable: true }),
    starting_amount: t.exposeInt('starting_amount'),
    used_amount: t.exposeInt('used_amount'),
    remaining_amount: t.exposeInt('remaining_amount'),
    comment: t.exposeString('comment', { nullable: true }),
    blocked_at: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.blocked_at }),
    emptied_at: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.emptied_at }),
  }),
});

const ServicePassPage = pageType(ServicePass);

const ServicePassPackRef = builder.objectRef<ServicePassPack>('ServicePassPack').implement({
  fields: (t) => ({
    in_pack: t.exposeBoolean('in_pack'),
    first_in_pack: t.exposeString('first_in_pack', { nullable: true }),
    items: t.field({ type: [ServicePass], resolve: (p) => p.items }),
  }),
});

const AddedServicePassesRef = builder.objectRef<AddedServicePasses>('AddedServicePasses').implement({
  fields: (t) => ({
    added: t.field({ type: [ServicePass], resolve: (r) => r.added }),
    duplicates: t.exposeStringList('duplicates'),
  }),
});

const CardActivation = builder
  .objectRef<NonNullable<ServicePassCard['activation']>>('ServicePassCardActivation')
  .implement({
    fields: (t) => ({
      activated_at: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.activated_at }),
      loaded_cents: t.exposeInt('loaded_cents', { nullable: true }),
      channel: t.exposeString('channel', { nullable: true }),
    }),
  });

const AmountCheck = builder.enumType('ServicePassAmountCheck', {
  values: ['match', 'mismatch', 'unknown'] as const,
});

const ServicePassCardRef = builder.objectRef<ServicePassCard>('ServicePassCard').implement({
  description: "The card provider's view of a pass: getCardInfo and getActivationDetails.",
  fields: (t) => ({
    result_code: t.exposeString('result_code'),
    info_warning: t.exposeString('info_warning', { nullable: true }),
    balance_cents: t.exposeInt('balance_cents', { nullable: true }),
    blocked: t.exposeBoolean('blocked', { nullable: true }),
    activation: t.field({ type: CardActivation, nullable: true, resolve: (c) => c.activation }),
    amount_check: t.field({ type: AmountCheck, resolve: (c) => c.amount_check }),
  }),
});

const CardTransactionRef = builder.objectRef<CardTransaction>('ServicePassCardTransaction').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    amount_cents: t.exposeInt('amountCents'),
    description: t.exposeString('description', { nullable: true }),
    occurred_at: t.field({ type: 'DateTime', resolve: (c) => c.occurredAt }),
  }),
});

type HistoryRow = Awaited<ReturnType<typeof getServicePassHistory>>[number];
const HistoryRef = builder.objectRef<HistoryRow>('ServicePassHistoryEntry').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    action: t.field({ type: ServicePassActionEnum, resolve: (h) => h.action }),
    blocked_at: t.field({ type: 'DateTime', nullable: true, resolve: (h) => h.blocked_at }),
    emptied_at: t.field({ type: 'DateTime', nullable: true, resolve: (h) => h.emptied_at }),
    user_name: t.exposeString('user_name'),
    created_at: t.field({ type: 'DateTime', resolve: (h) => h.created_at }),
  }),
});

type BikeHit = Awaited<ReturnType<typeof searchServicePassBikes>>[number];
const BikeHitRef = builder.objectRef<BikeHit>('ServicePassBike').implement({
  fields: (t) => ({
    bike_id: t.exposeInt('bike_id'),
    employee: t.exposeString('employee'),
    company: t.exposeString('company'),
    quotation_number: t.exposeString('quotation_number'),
    service_pass_barcode: t.exposeString('service_pass_barcode', { nullable: true }),
  }),
});

const ServicePassFilter = builder.inputType('ServicePassFilter', {
  fields: (t) => ({
    employee_name: t.string(maxLength('search')),
    dealer_name: t.string(maxLength('search')),
    barcode: t.string(maxLength('search')),
    quotation_number: t.string(maxLength('search')),
  }),
});

const ServicePassChangeInput = builder.inputType('ServicePassChange', {
  fields: (t) => ({
    id: t.int({ required: true }),
    dealer_fk: t.int(),
    dealer_name: t.string(maxLength('name')),
    bike_fk: t.int(),
    employee_name: t.string(maxLength('name')),
    starting_amount: t.int(),
    comment: t.string(maxLength('freeText')),
  }),
});

const superUser = { superUser: true } as const;

builder.queryFields((t) => ({
  servicePasses: t.field({
    type: ServicePassPage,
    authScopes: superUser,
    args: {
      page: t.arg.int({ required: true }),
      size: t.arg.int(),
      filter: t.arg({ type: ServicePassFilter }),
      sort: t.arg({ type: ListSortInput }),
    },
    resolve: (_r, args, ctx) => listServicePasses(ctx.db, ctx.viewer!, args),
  }),
  servicePassesByPack: t.field({
    type: ServicePassPackRef,
    authScopes: superUser,
    description: "'Show followers': the pass with 10 before and 10 after it, in its pack or else by barcode.",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => getServicePassPack(ctx.db, ctx.viewer!, args),
  }),
  servicePassCard: t.field({
    type: ServicePassCardRef,
    authScopes: superUser,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => getServicePassCard(ctx.db, ctx.viewer!, { id: args.id, config: ctx.config }),
  }),
  servicePassTransactions: t.field({
    type: [CardTransactionRef],
    authScopes: superUser,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) =>
      getServicePassTransactions(ctx.db, ctx.viewer!, { id: args.id, config: ctx.config }),
  }),
  servicePassHistory: t.field({
    type: [HistoryRef],
    authScopes: superUser,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => getServicePassHistory(ctx.db, ctx.viewer!, args),
  }),
  servicePassBikes: t.field({
    type: [BikeHitRef],
    authScopes: superUser,
    description: 'Employee search for a service pass: bikes by employee name or quotation number.',
    args: { search: t.arg.string({ required: true, ...maxLength('search') }) },
    resolve: (_r, args, ctx) => searchServicePassBikes(ctx.db, ctx.viewer!, args),
  }),
}));

builder.mutationFields((t) => ({
  addServicePasses: t.field({
    type: AddedServicePassesRef,
    authScopes: superUser,
    args: { barcodes: t.arg.stringList({ required: true, ...maxLength('identifier') }) },
    resolve: (_r, args, ctx) => addServicePasses(ctx.db, ctx.viewer!, args),
  }),
  updateServicePasses: t.field({
    type: [ServicePass],
    authScopes: superUser,
    args: { changes: t.arg({ type: [ServicePassChangeInput], required: true }) },
    resolve: (_r, args, ctx) => updateServicePasses(ctx.db, ctx.viewer!, args),
  }),
  assignServicePassDealer: t.field({
    type: [ServicePass],
    authScopes: superUser,
    args: {
      ids: t.arg.intList({ required: true }),
      dealer_fk: t.arg.int(),
      dealer_name: t.arg.string(maxLength('name')),
    },
    resolve: (_r, args, ctx) => assignServicePassDealer(ctx.db, ctx.viewer!, args),
  }),
  blockServicePass: t.field({
    type: ServicePass,
    authScopes: superUser,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => blockServicePass(ctx.db, ctx.viewer!, { id: args.id, config: ctx.config }),
  }),
  unblockServicePass: t.field({
    type: ServicePass,
    authScopes: superUser,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => unblockServicePass(ctx.db, ctx.viewer!, { id: args.id, config: ctx.config }),
  }),
  emptyServicePass: t.field({
    type: ServicePass,
    authScopes: superUser,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => emptyServicePass(ctx.db, ctx.viewer!, { id: args.id, config: ctx.config }),
  }),
}));
