import { DEAL_STATUS, type DealStatusCode } from '@spokes/domain/codes';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { fail } from '../../errors';
import { dealsPort } from '../../integrations/crm/deals-port';
import { requireSuperUser, type Viewer } from '../auth/viewer';
import { announceOrderChange } from '../orders/announce-order-change';
import { toDealView } from './deal-view';

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
    const changed = await tx
      .update(orders)
      .set({ deal_status_fk: dealStatus, updated_at: new Date() })
      .where(
        and(
          eq(orders.deal_id_v2, deal.id),
          or(isNull(orders.deal_status_fk), ne(orders.deal_status_fk, dealStatus)),
        ),
      )
      .returning({ id: orders.id });
    for (const order of changed)
      await announceOrderChange(tx, { orderId: order.id, dealStatusChanged: true });
    return toDealView(tx, deal);
  });
}
