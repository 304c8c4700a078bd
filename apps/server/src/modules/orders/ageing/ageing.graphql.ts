import { builder } from '../../../graphql/builder';
import { QuotationListItem } from '../../quotations/quotation-list.graphql';
import { MEDIAN_DAYS_BACK, orderAgeingDashboard, type StatusAgeing } from './order-ageing-dashboard';
import {
  listOrderStatusAgeing,
  removeOrderStatusAgeing,
  setOrderStatusAgeing,
  type OrderStatusAgeingInput,
} from './order-status-ageing';

const OrderStatusAgeingRef = builder.objectRef<OrderStatusAgeingInput>('OrderStatusAgeing').implement({
  description: 'How long an order may stay in a status before it is late, and who is told (issue 30).',
  fields: (t) => ({
    order_status_id: t.exposeInt('order_status_fk'),
    late_after_days: t.exposeInt('late_after_days', { description: 'Belgian working days.' }),
    escalate_after_days: t.exposeInt('escalate_after_days', {
      nullable: true,
      description: 'A second notice, to the back office, after this many working days.',
    }),
    notify_dealer: t.exposeBoolean('notify_dealer'),
    notify_decision_makers: t.exposeBoolean('notify_decision_makers'),
    notify_back_office: t.exposeBoolean('notify_back_office'),
  }),
});

const OrderStatusAgeingInputRef = builder.inputType('OrderStatusAgeingInput', {
  fields: (t) => ({
    order_status_id: t.int({ required: true }),
    late_after_days: t.int({ required: true, description: '1 to 250 working days.' }),
    escalate_after_days: t.int({ description: 'After the limit, at most 250; absent: no escalation.' }),
    notify_dealer: t.boolean({ required: true }),
    notify_decision_makers: t.boolean({ required: true }),
    notify_back_office: t.boolean({ required: true }),
  }),
});

const StatusAgeingRef = builder.objectRef<StatusAgeing>('StatusAgeing').implement({
  description: "One status on the back office's ageing dashboard.",
  fields: (t) => ({
    order_status_id: t.exposeInt('order_status_id'),
    orders: t.exposeInt('orders', { description: 'Orders in the status now.' }),
    late: t.exposeInt('late', { description: "Of those, past the status's limit." }),
    median_days: t.exposeFloat('median_days', {
      nullable: true,
      description: `The median time in the status, in days, of the orders that left it in the last ${MEDIAN_DAYS_BACK} days.`,
    }),
    periods: t.exposeInt('periods', { description: 'How many stays the median is of.' }),
  }),
});

const OrderAgeingDashboardRef = builder
  .objectRef<Awaited<ReturnType<typeof orderAgeingDashboard>>>('OrderAgeingDashboard')
  .implement({
    fields: (t) => ({
      statuses: t.field({ type: [StatusAgeingRef], resolve: (dashboard) => dashboard.statuses }),
      oldest_late: t.field({
        type: [QuotationListItem],
        description: 'The ten orders late the longest, oldest first.',
        resolve: (dashboard) => dashboard.oldest_late,
      }),
    }),
  });

builder.queryFields((t) => ({
  orderAgeingDashboard: t.field({
    type: OrderAgeingDashboardRef,
    description:
      'Orders per status with the late ones, median times and the oldest late orders (super users).',
    authScopes: { superUser: true },
    resolve: (_r, _args, ctx) => orderAgeingDashboard(ctx.db, ctx.viewer!),
  }),
  orderStatusAgeing: t.field({
    type: [OrderStatusAgeingRef],
    description: 'Every status with a limit (super users).',
    authScopes: { superUser: true },
    resolve: (_r, _args, ctx) => listOrderStatusAgeing(ctx.db, ctx.viewer!),
  }),
}));

builder.mutationFields((t) => ({
  setOrderStatusAgeing: t.field({
    type: OrderStatusAgeingRef,
    description: "Sets a status's limit; audited. BAD_INPUT for a limit or escalation out of range.",
    authScopes: { superUser: true },
    args: { input: t.arg({ type: OrderStatusAgeingInputRef, required: true }) },
    resolve: (_r, { input }, ctx) =>
      setOrderStatusAgeing(ctx.db, ctx.viewer!, {
        order_status_fk: input.order_status_id,
        late_after_days: input.late_after_days,
        escalate_after_days: input.escalate_after_days ?? null,
        notify_dealer: input.notify_dealer,
        notify_decision_makers: input.notify_decision_makers,
        notify_back_office: input.notify_back_office,
      }),
  }),
  removeOrderStatusAgeing: t.field({
    type: 'Boolean',
    description: "Removes a status's limit; its orders are no longer late.",
    authScopes: { superUser: true },
    args: { order_status_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => removeOrderStatusAgeing(ctx.db, ctx.viewer!, args.order_status_id),
  }),
}));
