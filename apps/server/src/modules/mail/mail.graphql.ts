import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { ListSortInput, pageType } from '../../graphql/list-page';
import { OUTBOX_CHANNELS, OUTBOX_STATES, type OutboxAttachment } from '../../db/schema/outbox';
import { outboxAttachmentPath } from './outbox-attachment-path';
import { listOutboxMessages, viewOutboxMessage } from './list-outbox-messages';
import { outboxRevealsSecrets, type ShownOutboxMessage } from './outbox-secrets';
import { retryOutboxMessage } from './retry-outbox-message';

export const OutboxChannelEnum = builder.enumType('OutboxChannel', { values: OUTBOX_CHANNELS });
const OutboxStateEnum = builder.enumType('OutboxState', { values: OUTBOX_STATES });

const OutboxAttachmentRef = builder
  .objectRef<OutboxAttachment & { url: string }>('OutboxAttachment')
  .implement({
    fields: (t) => ({
      fileId: t.exposeString('fileId'),
      filename: t.exposeString('filename'),
      contentType: t.exposeString('contentType'),
      download_url: t.exposeString('url', { description: 'Where a super user downloads it.' }),
    }),
  });

const OutboxMessage = builder.objectRef<ShownOutboxMessage>('OutboxMessage').implement({
  description: 'A mail or SMS as it was rendered, and what became of its delivery.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    channel: t.field({ type: OutboxChannelEnum, resolve: (m) => m.channel }),
    recipient: t.exposeString('recipient'),
    subject: t.exposeString('subject', { nullable: true }),
    text: t.exposeString('text'),
    html: t.exposeString('html', { nullable: true }),
    attachments: t.field({
      type: [OutboxAttachmentRef],
      resolve: (m) =>
        m.attachments.map((attachment, index) => ({ ...attachment, url: outboxAttachmentPath(m.id, index) })),
    }),
    template: t.exposeString('template'),
    language: t.exposeString('language'),
    state: t.field({ type: OutboxStateEnum, resolve: (m) => m.state }),
    attempts: t.exposeInt('attempts'),
    last_error: t.exposeString('last_error', { nullable: true }),
    created_at: t.field({ type: 'DateTime', resolve: (m) => m.created_at }),
    sent_at: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.sent_at }),
  }),
});

const OutboxMessagePage = pageType(OutboxMessage);

builder.objectField(OutboxMessagePage, 'secrets_shown', (t) =>
  t.boolean({
    description:
      "True when the outbox is the demo's mailbox (no SMTP_URL or SMS_GATEWAY_URL, not production) " +
      'and shows links and codes; otherwise they are redacted.',
    resolve: (_page, _args, ctx) => outboxRevealsSecrets(ctx.config),
  }),
);

const OutboxMessageFilter = builder.inputType('OutboxMessageFilter', {
  fields: (t) => ({
    channel: t.field({ type: OutboxChannelEnum }),
    state: t.field({ type: OutboxStateEnum }),
    recipient: t.string(maxLength('search')),
  }),
});

builder.queryFields((t) => ({
  outboxMessages: t.field({
    type: OutboxMessagePage,
    authScopes: { superUser: true },
    args: {
      page: t.arg.int({ required: true }),
      size: t.arg.int({ required: true }),
      filter: t.arg({ type: OutboxMessageFilter }),
      sort: t.arg({ type: ListSortInput }),
    },
    resolve: (_r, args, ctx) => listOutboxMessages(ctx.db, ctx.viewer!, { ...args, config: ctx.config }),
  }),
  outboxMessage: t.field({
    type: OutboxMessage,
    authScopes: { superUser: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => viewOutboxMessage(ctx.db, ctx.viewer!, { id: args.id, config: ctx.config }),
  }),
}));

builder.mutationFields((t) => ({
  retryOutboxMessage: t.field({
    type: OutboxMessage,
    authScopes: { superUser: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => retryOutboxMessage(ctx.db, ctx.viewer!, { id: args.id, config: ctx.config }),
  }),
}));
