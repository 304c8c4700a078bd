import { builder } from '../../graphql/builder';
import { listDealers, type DealerChoice } from './list-dealers';

const DealerChoiceRef = builder.objectRef<DealerChoice>('DealerChoice').implement({
  description: 'A dealer as a picker offers it.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    active: t.exposeBoolean('active'),
  }),
});

builder.queryFields((t) => ({
  dealers: t.field({
    type: [DealerChoiceRef],
    description: 'The dealers of the viewer’s scope by name: super users all, a dealer user its own.',
    authScopes: { dealer: true },
    resolve: (_root, _args, ctx) => listDealers(ctx.db, ctx.viewer!),
  }),
}));
