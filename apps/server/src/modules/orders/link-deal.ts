import { DEAL_STATUS } from '@spokes/domain/codes';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { fail } from '../../errors';
import { dealsPort } from '../../integrations/crm/deals-port';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { followDealStatus } from './follow-deal-status';
import { lockOrder } from './lock-order';
import { toDealView } from '../deals/deal-view';

/**
 * Links a deal to an order by hand (spec 01 section 4): deal_id_v2 and the deal number, and the
 * order takes the deal's phase as its deal status. A deal belongs to one order at most.
 */
export async function linkDeal(
  db: Db,
  viewer: Viewer,
  options: { order_id: number; deal_id?: number | null },
) {
  requireSuperUser(viewer);
  const dealId = options.deal_id;
  if (dealId === null || dealId === undefined) fail('NO_DEAL_SELECTED');
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, viewer, { orderId: options.order_id });
    const deal = await dealsPort(tx).get(dealId);
    if (!deal) fail('DEAL_LINK_FAILED', `deal ${dealId} does not exist`);
    const [linkedElsewhere] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.deal_id_v2, deal.id), ne(orders.id, order.orderId)))
      .limit(1);
    if (linkedElsewhere) fail('DEAL_LINK_FAILED', `deal ${deal.id} is linked to another order`);

    const dealStatus = DEAL_STATUS[deal.phase].id;
    await tx
      .update(orders)
      .set({
        deal_id_v2: deal.id,
        deal_id: String(deal.id),
        deal_status_fk: dealStatus,
        updated_at: new Date(),
      })
      .where(eq(orders.id, order.orderId));
    await followDealStatus(tx, order, dealStatus);
    return toDealView(tx, deal);
  });
}
