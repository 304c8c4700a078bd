import { builder } from '../../graphql/builder';
import { SHARED_EVENTS } from '../../graphql/shared-event-execution';
import type { Context } from '../../graphql/context';
import type { Viewer } from '../access/viewer';
import { viewerPerEvent, type ViewerSource } from './live-viewers';
import type { EventOf } from '../signals/pubsub';
import {
  loadOrderEvent,
  loadOrderLogEvent,
  loadQuotationEvent,
  loadWebhookAttemptEvent,
  type OrderEventRow,
  type OrderLogEventRow,
  type QuotationEventRow,
} from './event-rows';
import { visibleEvents, type Listen } from './visible-events';

/** A named value filling a <<placeholder>> of a translated message. */
export const Param = builder.objectRef<{ name: string; value: string }>('Param').implement({
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

/** Sorted by name: jsonb keeps no key order, so the order the caller wrote is already lost. */
export function toParams(values: Record<string, string | number> | null | undefined) {
  return Object.entries(values ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => ({ name, value: String(value) }));
}

const QuotationEvent = builder.objectRef<QuotationEventRow>('QuotationEvent').implement({
  description: 'A quotation changed; reload it for the details.',
  fields: (t) => ({
    quotation_id: t.exposeInt('quotation_id'),
    quotation_number: t.exposeString('quotation_number'),
    employee_id: t.exposeInt('employee_id', { description: "The quotation's employee (the cards page)." }),
  }),
});

const OrderEvent = builder.objectRef<OrderEventRow>('OrderEvent').implement({
  description: 'An order changed; reload it for the details.',
  fields: (t) => ({
    order_id: t.exposeInt('order_id'),
    order_status_fk: t.exposeInt('order_status_fk'),
    quotation_id: t.exposeInt('quotation_id'),
    quotation_number: t.exposeString('quotation_number'),
    employee_id: t.exposeInt('employee_id', { description: "The quotation's employee (the cards page)." }),
  }),
});

const OrderLogEvent = builder.objectRef<OrderLogEventRow>('OrderLogEvent').implement({
  description: 'An order log (a document) was added or changed.',
  fields: (t) => ({
    order_log_id: t.exposeInt('order_log_id'),
    order_log_type_fk: t.exposeInt('order_log_type_fk'),
    description: t.exposeString('description', { nullable: true }),
    order_id: t.exposeInt('order_id'),
    quotation_id: t.exposeInt('quotation_id'),
    quotation_number: t.exposeString('quotation_number'),
    employee_id: t.exposeInt('employee_id', { description: "The quotation's employee (the cards page)." }),
  }),
});

const TranslationEvent = builder.objectRef<EventOf<'translationChanged'>>('TranslationEvent').implement({
  description: 'An interface text changed; reload the strings of its language.',
  fields: (t) => ({ language: t.exposeString('language'), key: t.exposeString('key') }),
});

const WebhookAttemptEvent = builder
  .objectRef<EventOf<'webhookAttemptCreated'>>('WebhookAttemptEvent')
  .implement({
    description: 'A webhook call was recorded; reload the attempts for the details.',
    fields: (t) => ({
      webhook_attempt_id: t.exposeInt('webhookAttemptId'),
      order_id: t.exposeInt('orderId', { nullable: true }),
    }),
  });

const ErrorEvent = builder.objectRef<EventOf<'onError'>>('ErrorEvent').implement({
  description: 'A failure in work done for the viewer in the background (a missing template...).',
  fields: (t) => ({
    i18nKey: t.exposeString('i18nKey'),
    message: t.exposeString('message'),
    params: t.field({ type: [Param], resolve: (event) => toParams(event.params) }),
  }),
});

/** The websocket connection's viewer, or a lookup per event for a subscription over HTTP. */
export function subscriberOf(ctx: Context): ViewerSource {
  return ctx.liveViewer ?? viewerPerEvent(ctx.db, ctx.viewer!.sessionId, ctx.config.SESSION_IDLE_MINUTES);
}

/** The events of a shared topic, each checked against the subscriber's own scope. */
function scoped<
  T extends 'quotationCreated' | 'quotationUpdated' | 'orderUpdated' | 'orderLogCreated' | 'orderLogUpdated',
  R,
>(ctx: Context, topic: T, load: (viewer: Viewer, event: EventOf<T>) => R | null | Promise<R | null>) {
  return visibleEvents({ viewer: subscriberOf(ctx), listen: ctx.pubsub.listen(topic) }, load);
}

const readers = { dealer: true, employer: true } as const;

/** What changes a quotation for its screens: itself, its order, its documents, its order's webhook calls. */
const CHANGE_TOPICS = [
  'quotationUpdated',
  'orderUpdated',
  'orderLogCreated',
  'orderLogUpdated',
  'webhookAttemptCreated',
] as const;
type ChangeEvent = EventOf<(typeof CHANGE_TOPICS)[number]>;

/** The events of the change topics as one stream, in the order the channel brought them. */
function listenToChanges(ctx: Context): Listen<ChangeEvent> {
  return (listener) => {
    const stops = CHANGE_TOPICS.map((topic) => ctx.pubsub.listen(topic)(listener));
    return () => stops.forEach((stop) => stop());
  };
}

/** Each change checked as its own topic's event is (a hidden document's change stays unheard). */
function loadChange(
  ctx: Context,
  viewer: Viewer,
  event: ChangeEvent,
): QuotationEventRow | Promise<QuotationEventRow | null> | null {
  if ('orderLogId' in event) return loadOrderLogEvent(ctx.db, viewer, event);
  if ('webhookAttemptId' in event) return loadWebhookAttemptEvent(ctx.db, viewer, event);
  if ('orderId' in event) return loadOrderEvent(ctx.db, viewer, event);
  return loadQuotationEvent(ctx.db, viewer, event);
}

builder.subscriptionFields((t) => ({
  quotationCreated: t.field({
    type: QuotationEvent,
    authScopes: readers,
    extensions: SHARED_EVENTS,
    subscribe: (_root, _args, ctx) =>
      scoped(ctx, 'quotationCreated', (viewer, event) => loadQuotationEvent(ctx.db, viewer, event)),
    resolve: (row) => row,
  }),
  quotationChanged: t.field({
    type: QuotationEvent,
    description:
      'This quotation, its order, its documents or (super users) its webhook calls changed: the one signal its screens reload on.',
    authScopes: readers,
    extensions: SHARED_EVENTS,
    subscribe: (_root, _args, ctx) =>
      visibleEvents({ viewer: subscriberOf(ctx), listen: listenToChanges(ctx) }, (viewer, event) =>
        loadChange(ctx, viewer, event),
      ),
    resolve: (row) => row,
  }),
  quotationUpdated: t.field({
    type: QuotationEvent,
    authScopes: readers,
    extensions: SHARED_EVENTS,
    subscribe: (_root, _args, ctx) =>
      scoped(ctx, 'quotationUpdated', (viewer, event) => loadQuotationEvent(ctx.db, viewer, event)),
    resolve: (row) => row,
  }),
  orderUpdated: t.field({
    type: OrderEvent,
    authScopes: readers,
    extensions: SHARED_EVENTS,
    subscribe: (_root, _args, ctx) =>
      scoped(ctx, 'orderUpdated', (viewer, event) => loadOrderEvent(ctx.db, viewer, event)),
    resolve: (row) => row,
  }),
  orderLogCreated: t.field({
    type: OrderLogEvent,
    authScopes: readers,
    extensions: SHARED_EVENTS,
    subscribe: (_root, _args, ctx) =>
      scoped(ctx, 'orderLogCreated', (viewer, event) => loadOrderLogEvent(ctx.db, viewer, event)),
    resolve: (row) => row,
  }),
  orderLogUpdated: t.field({
    type: OrderLogEvent,
    authScopes: readers,
    extensions: SHARED_EVENTS,
    subscribe: (_root, _args, ctx) =>
      scoped(ctx, 'orderLogUpdated', (viewer, event) => loadOrderLogEvent(ctx.db, viewer, event)),
    resolve: (row) => row,
  }),
  translationChanged: t.field({
    type: TranslationEvent,
    authScopes: { signedIn: true },
    extensions: SHARED_EVENTS,
    subscribe: (_root, _args, ctx) =>
      visibleEvents(
        { viewer: subscriberOf(ctx), listen: ctx.pubsub.listen('translationChanged') },
        (_viewer, event) => Promise.resolve(event),
      ),
    resolve: (event) => event,
  }),
  webhookAttemptRecorded: t.field({
    type: WebhookAttemptEvent,
    description: 'Every recorded webhook call, on any instance (the Webhook attempts tab).',
    authScopes: { superUser: true },
    extensions: SHARED_EVENTS,
    subscribe: (_root, _args, ctx) =>
      visibleEvents(
        { viewer: subscriberOf(ctx), listen: ctx.pubsub.listen('webhookAttemptCreated') },
        // The attempts are the super users' alone; a viewer who lost the role hears no more.
        (viewer, event) => (viewer.superUser ? event : null),
      ),
    resolve: (event) => event,
  }),
  onError: t.field({
    type: ErrorEvent,
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) =>
      visibleEvents(
        { viewer: subscriberOf(ctx), listen: ctx.pubsub.listenPersonal('onError', ctx.viewer!.userId) },
        (_viewer, event) => event,
      ),
    resolve: (event) => event,
  }),
}));
