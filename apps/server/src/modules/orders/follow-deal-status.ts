import { employerMayDecide } from '@spokes/domain/employer-decisions';
import type { Tx } from '../../db/client';
import { announceOrderChange } from './announce-order-change';
import type { OrderFacts } from '../order-facts/read-order-facts';
import { resolveDecisionAwaited } from './resolve-decision-awaited';

/**
 * The order has taken its deal's phase as its deal status (a link or a phase change): those who
 * watch the order hear of it, and when the deal now keeps the employer from deciding (a won
 * deal), the inboxes' "awaits your decision" stops saying so, as after a status step.
 */
export async function followDealStatus(tx: Tx, order: OrderFacts, dealStatusId: number) {
  await announceOrderChange(tx, {
    orderId: order.orderId,
    dealStatusChanged: order.dealStatusId !== dealStatusId,
  });
  if (!employerMayDecide({ status: order.status.code, decision: order.decision, dealStatusId }))
    await resolveDecisionAwaited(tx, order.quotationId);
}
