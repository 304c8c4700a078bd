import { builder } from '../../graphql/builder';
import { Deal, DealPhaseCode } from '../deals/deals.graphql';
import { linkDeal } from './link-deal';
import { updateDealPhase } from './update-deal-phase';

builder.mutationFields((t) => ({
  linkDeal: t.field({
    type: Deal,
    description: 'Links a deal to the order by hand; no deal_id answers NO_DEAL_SELECTED.',
    authScopes: { superUser: true },
    args: { order_id: t.arg.int({ required: true }), deal_id: t.arg.int() },
    resolve: (_r, args, ctx) => linkDeal(ctx.db, ctx.viewer!, args),
  }),
  updateDealPhase: t.field({
    type: Deal,
    authScopes: { superUser: true },
    args: { id: t.arg.int({ required: true }), phase: t.arg({ type: DealPhaseCode, required: true }) },
    resolve: (_r, args, ctx) => updateDealPhase(ctx.db, ctx.viewer!, args),
  }),
}));
