import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { ListSortInput, pageType } from '../../graphql/list-page';
import { listTranslations } from './list-translations';
import { listTranslationRows } from './list-translation-rows';
import { resetTranslation, updateTranslation } from './update-translation';

const TranslationString = builder.objectRef<{ key: string; value: string }>('TranslationString');
TranslationString.implement({
  fields: (t) => ({ key: t.exposeString('key'), value: t.exposeString('value') }),
});

type Row = Awaited<ReturnType<typeof listTranslationRows>>['items'][number];

const TranslationRow = builder.objectRef<Row>('TranslationRow').implement({
  description: 'One key of the Taal tab: its nl text and the chosen language, and whether each was edited.',
  fields: (t) => ({
    key: t.exposeString('key'),
    nl: t.exposeString('nl'),
    value: t.exposeString('value', { nullable: true, description: 'Null when the language has no text.' }),
    nl_edited: t.exposeBoolean('nl_edited', { description: 'Differs from the text this version ships.' }),
    value_edited: t.exposeBoolean('value_edited'),
  }),
});

const TranslationRowFilter = builder.inputType('TranslationRowFilter', {
  fields: (t) => ({
    key: t.string(maxLength('search')),
    nl: t.string(maxLength('search')),
    value: t.string(maxLength('search')),
    missing: t.boolean(),
  }),
});

builder.queryFields((t) => ({
  translations: t.field({
    type: [TranslationString],
    description: 'The interface strings of one language (nl, fr, en, de); the sign-in page needs them too.',
    authScopes: { public: true },
    args: { language: t.arg.string({ required: true, ...maxLength('identifier') }) },
    resolve: (_root, args, ctx) => listTranslations(ctx.db, args.language),
  }),
  translationRows: t.field({
    type: pageType(TranslationRow),
    authScopes: { superUser: true },
    args: {
      language: t.arg.string({ required: true, ...maxLength('identifier') }),
      page: t.arg.int({ required: true }),
      size: t.arg.int({ required: true }),
      filter: t.arg({ type: TranslationRowFilter }),
      sort: t.arg({ type: ListSortInput }),
    },
    resolve: (_root, args, ctx) => listTranslationRows(ctx.db, ctx.viewer!, args),
  }),
}));

builder.mutationFields((t) => ({
  updateTranslation: t.field({
    type: TranslationString,
    authScopes: { superUser: true },
    args: {
      key: t.arg.string({ required: true, ...maxLength('identifier') }),
      language: t.arg.string({ required: true, ...maxLength('identifier') }),
      value: t.arg.string({ required: true, ...maxLength('freeText') }),
    },
    resolve: (_root, args, ctx) => updateTranslation(ctx.db, ctx.viewer!, args),
  }),
  resetTranslation: t.field({
    type: TranslationString,
    description: 'Brings back the text this version ships.',
    authScopes: { superUser: true },
    args: {
      key: t.arg.string({ required: true, ...maxLength('identifier') }),
      language: t.arg.string({ required: true, ...maxLength('identifier') }),
    },
    resolve: (_root, args, ctx) => resetTranslation(ctx.db, ctx.viewer!, args),
  }),
}));
