import { builder } from '../../graphql/builder';
import { UserDetails } from '../auth/auth.graphql';
import { listDealers, type DealerChoice } from './list-dealers';
import { viewerDealers } from './viewer-dealers';

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

const ViewerDealer = builder.objectRef<{ id: number; name: string }>('ViewerDealer').implement({
  description: 'A dealer of the dealer selector: the user’s own, or every dealer for a super user.',
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

// The field lives with the dealers, so that auth (which every area sits above) imports no area.
builder.objectField(UserDetails, 'dealers', (t) =>
  t.field({
    type: [ViewerDealer],
    resolve: (viewer, _args, ctx) => viewerDealers(ctx.db, viewer),
  }),
);
