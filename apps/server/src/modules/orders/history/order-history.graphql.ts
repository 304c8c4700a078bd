import {
  ORDER_HISTORY_KINDS,
  ORDER_HISTORY_SOURCES,
  type orderHistory,
} from '../../../db/schema/order-history';
import { builder } from '../../../graphql/builder';
import { pageType } from '../../../graphql/list-page';
import { listOrderHistory } from './list-order-history';

const OrderHistoryKindEnum = builder.enumType('OrderHistoryKind', { values: ORDER_HISTORY_KINDS });
const OrderHistorySourceEnum = builder.enumType('OrderHistorySource', {
  description: 'Where a change came from: a back-office screen, a webhook, the employer portal, the server.',
  values: ORDER_HISTORY_SOURCES,
});

const OrderHistoryEntry = builder.objectRef<typeof orderHistory.$inferSelect>('OrderHistoryEntry').implement({
  description:
    'One recorded change of an order, its bike, documents or quotation. Values are ids, codes or ISO dates.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    at: t.expose('at', { type: 'DateTime' }),
    actor_name: t.exposeString('actor_name', { nullable: true, description: 'Null: the system.' }),
    source: t.field({ type: OrderHistorySourceEnum, resolve: (entry) => entry.source }),
    kind: t.field({ type: OrderHistoryKindEnum, resolve: (entry) => entry.kind }),
    field: t.exposeString('field', { nullable: true }),
    old_value: t.exposeString('old_value', { nullable: true }),
    new_value: t.exposeString('new_value', { nullable: true }),
    private: t.exposeBoolean('private', { description: 'Only super users read private entries.' }),
  }),
});

const OrderHistoryEntryPage = pageType(OrderHistoryEntry);

builder.queryFields((t) => ({
  orderHistory: t.field({
    type: OrderHistoryEntryPage,
    description: "A quotation's order history, newest first. Super users and the quotation's dealers.",
    // Employers pass this layer only to be told NOT_FOUND, as for a quotation that does not exist.
    authScopes: { dealer: true, employer: true },
    args: {
      quotation_id: t.arg.int({ required: true }),
      kinds: t.arg({ type: [OrderHistoryKindEnum] }),
      page: t.arg.int(),
      size: t.arg.int(),
    },
    resolve: (_r, args, ctx) =>
      listOrderHistory(ctx.db, ctx.viewer!, {
        quotationId: args.quotation_id,
        kinds: args.kinds,
        page: args.page,
        size: args.size,
      }),
  }),
}));
