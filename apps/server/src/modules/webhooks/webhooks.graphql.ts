import { WEBHOOK_ATTEMPTS_PAGE_SIZE } from '@spokes/domain/limits';
import { isWebhookAttemptAccepted, isWebhookAttemptOk } from '@spokes/domain/webhooks';
import type { webhookAttempts } from '../../db/schema/webhooks';
import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { ListSortInput, pageType } from '../../graphql/list-page';
import { listWebhookAttempts, listWebhookAttemptsByQuotationId } from './list-webhook-attempts';
import { retriggerWebhook } from './retrigger-webhook';

type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;

const WebhookAttempt = builder.objectRef<WebhookAttemptRow>('WebhookAttempt').implement({
  description: 'One call of a webhook and what the receiver answered.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    webhook_fk: t.exposeInt('webhook_fk', { nullable: true }),
    order_fk: t.exposeInt('order_fk', { nullable: true }),
    attempt: t.exposeInt('attempt', { description: '1 for the first call of a delivery, then 2, 3 ...' }),
    status_code: t.exposeInt('status_code', {
      nullable: true,
      description: 'null: no answer (timeout, refused)',
    }),
    ok: t.boolean({
      description: 'Only status 200 counts as OK.',
      resolve: (a) => isWebhookAttemptOk(a.status_code),
    }),
    accepted: t.boolean({
      description: 'Any 2xx: the receiver took the event and the delivery ended (also when not OK).',
      resolve: (a) => isWebhookAttemptAccepted(a.status_code),
    }),
    date: t.field({ type: 'DateTime', resolve: (a) => a.date }),
    url: t.exposeString('url'),
    quotation_number: t.exposeString('quotation_number', { nullable: true }),
    data: t.string({
      nullable: true,
      description: 'The body sent, as JSON text.',
      resolve: (a) => (a.data === null ? null : JSON.stringify(a.data)),
    }),
    response: t.exposeString('response', {
      nullable: true,
      description: 'The answer, cut at 2000 characters.',
    }),
  }),
});

const WebhookAttemptPage = pageType(WebhookAttempt);

const WebhookAttemptFilter = builder.inputType('WebhookAttemptFilter', {
  fields: (t) => ({
    success: t.boolean({ description: 'true: answered 200; false: any other answer or none.' }),
    quotation_number: t.string({
      description: 'Part of the quotation number, any case.',
      ...maxLength('search'),
    }),
  }),
});

builder.queryFields((t) => ({
  webhookAttempts: t.field({
    type: WebhookAttemptPage,
    authScopes: { superUser: true },
    args: {
      page: t.arg.int({ required: true }),
      size: t.arg.int({ required: true }),
      filter: t.arg({ type: WebhookAttemptFilter }),
      sort: t.arg({ type: ListSortInput }),
    },
    resolve: (_r, args, ctx) => listWebhookAttempts(ctx.db, ctx.viewer!, args),
  }),
  webhookAttemptsByQuotationId: t.field({
    type: WebhookAttemptPage,
    authScopes: { superUser: true },
    args: {
      quotation_id: t.arg.int({ required: true }),
      page: t.arg.int({ required: true }),
      size: t.arg.int({ defaultValue: WEBHOOK_ATTEMPTS_PAGE_SIZE }),
      sort: t.arg({ type: ListSortInput }),
    },
    resolve: (_r, args, ctx) => listWebhookAttemptsByQuotationId(ctx.db, ctx.viewer!, args),
  }),
}));

builder.mutationFields((t) => ({
  retriggerWebhook: t.boolean({
    description: "Sends an attempt's data again to its webhook (through the job queue).",
    authScopes: { superUser: true },
    args: { attempt_id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => retriggerWebhook(ctx.db, ctx.viewer!, args.attempt_id),
  }),
}));
