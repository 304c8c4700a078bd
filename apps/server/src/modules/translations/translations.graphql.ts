import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { listTranslations } from './list-translations';

const TranslationString = builder.objectRef<{ key: string; value: string }>('TranslationString');
TranslationString.implement({
  fields: (t) => ({ key: t.exposeString('key'), value: t.exposeString('value') }),
});

builder.queryField('translations', (t) =>
  t.field({
    type: [TranslationString],
    description: 'The interface strings of one language (nl, fr, en, de); the sign-in page needs them too.',
    authScopes: { public: true },
    args: { language: t.arg.string({ required: true, ...maxLength('identifier') }) },
    resolve: (_root, args, ctx) => listTranslations(ctx.db, args.language),
  }),
);
