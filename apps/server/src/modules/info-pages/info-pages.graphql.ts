import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { getInfoPage, getInfoPageTexts, type InfoPageText } from './get-info-page';
import { updateInfoPage } from './update-info-page';

const InfoPage = builder.objectRef<InfoPageText>('InfoPage').implement({
  description: 'An info page (spec 03 section 2.7) in one language: sanitised html.',
  fields: (t) => ({
    slug: t.exposeString('slug'),
    language: t.exposeString('language', { description: 'nl or fr' }),
    html: t.exposeString('html'),
    updated_at: t.field({ type: 'DateTime', nullable: true, resolve: (page) => page.updated_at }),
  }),
});

builder.queryFields((t) => ({
  infoPage: t.field({
    type: InfoPage,
    description: "The page in the viewer's language: French for fr users, Dutch for everyone else.",
    authScopes: { superUser: true, dealer: true, employer: true },
    args: { slug: t.arg.string({ required: true, ...maxLength('identifier') }) },
    resolve: (_r, { slug }, ctx) => getInfoPage(ctx.db, ctx.viewer!, slug),
  }),
  infoPageTexts: t.field({
    type: [InfoPage],
    description: "The page's Dutch and French text, for the super user's editor.",
    authScopes: { superUser: true },
    args: { slug: t.arg.string({ required: true, ...maxLength('identifier') }) },
    resolve: (_r, { slug }, ctx) => getInfoPageTexts(ctx.db, ctx.viewer!, slug),
  }),
}));

builder.mutationFields((t) => ({
  updateInfoPage: t.field({
    type: InfoPage,
    authScopes: { superUser: true },
    args: {
      slug: t.arg.string({ required: true, ...maxLength('identifier') }),
      language: t.arg.string({ required: true, ...maxLength('identifier') }),
      html: t.arg.string({ required: true, ...maxLength('richText') }),
    },
    resolve: (_r, args, ctx) => updateInfoPage(ctx.db, ctx.viewer!, args),
  }),
}));
