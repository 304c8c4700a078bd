import { builder } from '../../graphql/builder';
import {
  OUTBOX_CHANNELS,
  OUTBOX_STATES,
  type OutboxAttachment,
  type outboxMessages,
} from '../../db/schema/outbox';
import { getOutboxMessage, listOutboxMessages } from './list-outbox-messages';
import { retryOutboxMessage } from './retry-outbox-message';

const OutboxChannelEnum = builder.enumType('OutboxChannel', { values: OUTBOX_CHANNELS });
const OutboxStateEnum = builder.enumType('OutboxState', { values: OUTBOX_STATES });

const OutboxAttachmentRef = builder.objectRef<OutboxAttachment>('OutboxAttachment').implement({
  fields: (t) => ({
    fileId: t.exposeString('fileId'),
    filename: t.exposeString('filename'),
    contentType: t.exposeString('contentType'),
  }),
});

const OutboxMessage = builder.objectRef<typeof outboxMessages.$inferSelect>('OutboxMessage').implement({
  description: 'A mail or SMS as it was rendered, and what became of its delivery.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    channel: t.field({ type: OutboxChannelEnum, resolve: (m) => m.channel }),
    recipient: t.exposeString('recipient'),
    subject: t.exposeString('subject', { nullable: true }),
    text: t.exposeString('text'),
    html: t.exposeString('html', { nullable: true }),
    attachments: t.field({ type: [OutboxAttachmentRef], resolve: (m) => m.attachments }),
    template: t.exposeString('template'),
    language: t.exposeString('language'),
    state: t.field({ type: OutboxStateEnum, resolve: (m) => m.state }),
    attempts: t.exposeInt('attempts'),
    last_error: t.exposeString('last_error', { nullable: true }),
    created_at: t.field({ type: 'DateTime', resolve: (m) => m.created_at }),
    sent_at: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.sent_at }),
  }),
});

const OutboxMessagePage = builder
  .objectRef<{ data: (typeof outboxMessages.$inferSelect)[]; total: number }>('OutboxMessagePage')
  .implement({
    fields: (t) => ({
      data: t.field({ type: [OutboxMessage], resolve: (page) => page.data }),
      total: t.exposeInt('total'),
    }),
  });

const OutboxMessageFilter = builder.inputType('OutboxMessageFilter', {
  fields: (t) => ({
    channel: t.field({ type: OutboxChannelEnum }),
    state: t.field({ type: OutboxStateEnum }),
    recipient: t.string(),
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
    },
    resolve: (_r, args, ctx) => listOutboxMessages(ctx.db, args),
  }),
  outboxMessage: t.field({
    type: OutboxMessage,
    authScopes: { superUser: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => getOutboxMessage(ctx.db, args.id),
  }),
}));

builder.mutationFields((t) => ({
  retryOutboxMessage: t.field({
    type: OutboxMessage,
    authScopes: { superUser: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => retryOutboxMessage(ctx.db, ctx.viewer!, args.id),
  }),
}));
