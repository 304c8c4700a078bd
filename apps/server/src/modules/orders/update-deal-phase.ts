import { DEAL_STATUS, type DealStatusCode } from '@spokes/domain/codes';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { fail } from '../../errors';
import { dealsPort } from '../../integrations/crm/deals-port';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { followDealStatus } from './follow-deal-status';
import { lockOrder } from './lock-order';
import { toDealView } from '../deals/deal-view';

/**
 * Moves a deal to another phase and the linked order's deal status with it. Setting the phase
 * it already has changes no order, so no webhook fires twice for one phase.
 */
export async function updateDealPhase(
  db: Db,
  viewer: Viewer,
  options: { id: number; phase: DealStatusCode },
) {
  requireSuperUser(viewer);
  return db.transaction(async (tx) => {
    const deal = await dealsPort(tx).updatePhase(options.id, options.phase);
    if (!deal) fail('NOT_FOUND');
    const dealStatus = DEAL_STATUS[deal.phase].id;
    const linked = await tx.select({ id: orders.id }).from(orders).where(eq(orders.deal_id_v2, deal.id));
    for (const { id } of linked) {
      const order = await lockOrder(tx, viewer, { orderId: id });
      if (order.dealStatusId === dealStatus) continue;
      await tx
        .update(orders)
        .set({ deal_status_fk: dealStatus, updated_at: new Date() })
        .where(eq(orders.id, id));
      await followDealStatus(tx, order, dealStatus);
    }
    return toDealView(tx, deal);
  });
}
