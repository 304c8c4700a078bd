import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { createWebhook } from './create-webhook';
import { deleteWebhook } from './delete-webhook';
import { listWebhooks, webhookOptions, type WebhookListRow } from './list-webhooks';
import { sendTestWebhook, type WebhookTestResult } from './test-webhook';
import { updateWebhook } from './update-webhook';
import type { WebhookRecord } from './webhook-record';

const superUser = { superUser: true } as const;

const Webhook = builder.objectRef<WebhookRecord & Partial<WebhookListRow>>('Webhook').implement({
  description: "A leasing party's endpoint, called when one of its orders changes (spec 03 section 3).",
  fields: (t) => ({
    id: t.exposeInt('id'),
    url: t.exposeString('url'),
    invoice_target_fk: t.exposeInt('invoice_target_fk'),
    invoice_target_name: t.exposeString('invoice_target_name', { nullable: true }),
    webhook_format_fk: t.exposeInt('webhook_format_fk'),
    webhook_format_name: t.exposeString('webhook_format_name', { nullable: true }),
    filter: t.exposeString('filter', {
      nullable: true,
      description:
        'Comma-separated order status codes the webhook is called for; null: every status but TESTPURPOSES.',
    }),
    deal_status_fk: t.exposeInt('deal_status_fk', {
      nullable: true,
      description: 'When set, only orders in this deal status; null: any (or no) deal status.',
    }),
    deal_status_name: t.exposeString('deal_status_name', { nullable: true }),
  }),
});

const WebhookChoice = builder
  .objectRef<{ id: number; code: string; name: string }>('WebhookChoice')
  .implement({
    fields: (t) => ({ id: t.exposeInt('id'), code: t.exposeString('code'), name: t.exposeString('name') }),
  });

const WebhookOptions = builder
  .objectRef<Awaited<ReturnType<typeof webhookOptions>>>('WebhookOptions')
  .implement({
    description: "The Webhooks tab form's formats and deal statuses.",
    fields: (t) => ({
      formats: t.field({ type: [WebhookChoice], resolve: (o) => o.formats }),
      deal_statuses: t.field({ type: [WebhookChoice], resolve: (o) => o.deal_statuses }),
    }),
  });

const WebhookTestResultRef = builder.objectRef<WebhookTestResult>('WebhookTestResult').implement({
  description: 'What the receiver answered to a test event (not recorded as an attempt).',
  fields: (t) => ({
    url: t.exposeString('url'),
    status_code: t.exposeInt('status_code', { nullable: true, description: 'null: no answer' }),
    response: t.exposeString('response', { description: 'The answer, cut at 2000 characters.' }),
    duration_ms: t.exposeInt('duration_ms'),
  }),
});

const WebhookInput = builder.inputType('WebhookInput', {
  description:
    'The Webhooks tab form: an http(s) url, the invoice target, the format, filter and deal status.',
  fields: (t) => ({
    url: t.string({ required: true, ...maxLength('freeText') }),
    invoice_target_fk: t.int({ required: true }),
    webhook_format_fk: t.int({ required: true }),
    filter: t.string({
      description: 'Order status codes, comma-separated; empty: all but TESTPURPOSES.',
      ...maxLength('freeText'),
    }),
    deal_status_fk: t.int(),
  }),
});

builder.queryFields((t) => ({
  webhooks: t.field({
    type: [Webhook],
    description: 'The Webhooks tab: all webhooks, or those of one invoice target.',
    authScopes: superUser,
    args: { invoice_target_id: t.arg.int() },
    resolve: (_r, args, ctx) => listWebhooks(ctx.db, ctx.viewer!, args),
  }),
  webhookOptions: t.field({
    type: WebhookOptions,
    authScopes: superUser,
    resolve: (_r, _a, ctx) => webhookOptions(ctx.db, ctx.viewer!),
  }),
}));

builder.mutationFields((t) => ({
  createWebhook: t.field({
    type: Webhook,
    authScopes: superUser,
    args: { input: t.arg({ type: WebhookInput, required: true }) },
    resolve: (_r, args, ctx) => createWebhook(ctx.db, ctx.viewer!, args.input),
  }),
  updateWebhook: t.field({
    type: Webhook,
    authScopes: superUser,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: WebhookInput, required: true }) },
    resolve: (_r, args, ctx) => updateWebhook(ctx.db, ctx.viewer!, { id: args.id, input: args.input }),
  }),
  deleteWebhook: t.boolean({
    authScopes: superUser,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => deleteWebhook(ctx.db, ctx.viewer!, args.id),
  }),
  sendTestWebhook: t.field({
    type: WebhookTestResultRef,
    description: "Posts a test event in the webhook's format to its url and answers what came back.",
    authScopes: superUser,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => sendTestWebhook(ctx.db, ctx.viewer!, { id: args.id }),
  }),
}));
