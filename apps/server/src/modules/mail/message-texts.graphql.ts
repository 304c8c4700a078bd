import { isLanguageCode, type LanguageCode } from '@spokes/domain/codes';
import { fail } from '../../errors';
import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { listMessageTexts, type MessageTextView, type MessageView } from './list-message-texts';
import { OutboxChannelEnum } from './mail.graphql';
import { previewMessageText } from './preview-message-text';
import { resetMessageText, updateMessageText } from './update-message-text';

const MessageVariable = builder.objectRef<MessageView['variables'][number]>('MessageVariable').implement({
  description: 'A variable a message text may use, with the value the preview shows for it.',
  fields: (t) => ({
    name: t.exposeString('name'),
    demo: t.exposeString('demo'),
    secret: t.exposeBoolean('secret', { description: 'A link or code the text must keep.' }),
  }),
});

const MessageLanguageText = builder.objectRef<MessageTextView>('MessageLanguageText').implement({
  fields: (t) => ({
    language: t.exposeString('language'),
    subject: t.exposeString('subject', { nullable: true }),
    text: t.exposeString('text'),
    html: t.exposeString('html', { nullable: true }),
    edited: t.exposeBoolean('edited', { description: 'False while the shipped text is used.' }),
  }),
});

const MessageText = builder.objectRef<MessageView>('MessageText').implement({
  description: 'A mail or SMS the product sends, its variables, and its text in each language.',
  fields: (t) => ({
    name: t.exposeString('name'),
    channel: t.field({ type: OutboxChannelEnum, resolve: (m) => m.channel }),
    variables: t.field({ type: [MessageVariable], resolve: (m) => m.variables }),
    texts: t.field({ type: [MessageLanguageText], resolve: (m) => m.texts }),
  }),
});

const MessagePreview = builder
  .objectRef<{ subject: string | null; text: string; html: string | null }>('MessagePreview')
  .implement({
    fields: (t) => ({
      subject: t.exposeString('subject', { nullable: true }),
      text: t.exposeString('text'),
      html: t.exposeString('html', { nullable: true }),
    }),
  });

const MessageTextInput = builder.inputType('MessageTextInput', {
  fields: (t) => ({
    name: t.string({ required: true, ...maxLength('identifier') }),
    language: t.string({ required: true, ...maxLength('identifier') }),
    subject: t.string(maxLength('freeText')),
    text: t.string({ required: true, ...maxLength('memo') }),
    html: t.string(maxLength('memo')),
  }),
});

function language(value: string): LanguageCode {
  return isLanguageCode(value) ? value : fail('BAD_INPUT', 'language must be nl, fr, en or de');
}

builder.queryFields((t) => ({
  messageTexts: t.field({
    type: [MessageText],
    authScopes: { superUser: true },
    resolve: (_r, _args, ctx) => listMessageTexts(ctx.db, ctx.viewer!),
  }),
  messageTextPreview: t.field({
    type: MessagePreview,
    description: 'The text being edited, checked and rendered with demo data; refused like a save.',
    authScopes: { superUser: true },
    args: { input: t.arg({ type: MessageTextInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      previewMessageText(ctx.viewer!, { ...input, language: language(input.language) }),
  }),
}));

builder.mutationFields((t) => ({
  updateMessageText: t.field({
    type: MessageText,
    authScopes: { superUser: true },
    args: { input: t.arg({ type: MessageTextInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      updateMessageText(ctx.db, ctx.viewer!, { ...input, language: language(input.language) }),
  }),
  resetMessageText: t.field({
    type: MessageText,
    authScopes: { superUser: true },
    args: {
      name: t.arg.string({ required: true, ...maxLength('identifier') }),
      language: t.arg.string({ required: true, ...maxLength('identifier') }),
    },
    resolve: (_r, args, ctx) =>
      resetMessageText(ctx.db, ctx.viewer!, { name: args.name, language: language(args.language) }),
  }),
}));
