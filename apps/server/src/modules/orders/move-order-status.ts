import { ORDER_STATUS } from '@spokes/domain/codes';
import type { Tx } from '../../db/client';
import type { Viewer } from '../access/viewer';
import { decideByPolicyOrAsk } from './decide-by-policy';
import { writeOrderStatus, type MoveOrderStatusOptions, type OrderBeforeStep } from './write-order-status';

/**
 * Every status step of an order, in its transaction (an upload flow, the receipt, the edit by
 * hand): writes it (writeOrderStatus), and when the order reaches SEND_TO_DECIDER, the
 * company's employer policy decides it in the same transaction or the decision makers find it
 * in their inboxes.
 */
export async function moveOrderStatus(
  tx: Tx,
  viewer: Viewer,
  order: OrderBeforeStep,
  options: MoveOrderStatusOptions,
) {
  const step = await writeOrderStatus(tx, viewer, order, options);
  if (step.statusChanged && options.to.id === ORDER_STATUS.SEND_TO_DECIDER.id)
    await decideByPolicyOrAsk(tx, viewer, order);
  return step;
}
