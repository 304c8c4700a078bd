import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@spokes/domain/codes';
import { isAwaitingEmployerDecision } from '@spokes/domain/employer-decisions';
import type { Tx } from '../../db/client';
import type { DealCustomFields } from '../../db/schema/deals';
import { orders } from '../../db/schema/orders';
import type { Viewer } from '../access/viewer';
import { announceOrderChange } from './announce-order-change';
import { resolveDecisionAwaited } from './resolve-decision-awaited';
import {
  recordOrderHistory,
  type OrderHistoryEntry,
  type OrderHistorySource,
} from './history/record-order-history';

export type MoveOrderStatusOptions = {
  to: OrderStatus;
  /** The delivery date the same step writes (delivery). */
  deliveryDate?: Date;
  /** Custom fields synchronised to the order's deal. */
  dealFields?: DealCustomFields;
  /** Where the step was taken, for the history (default: a back-office screen). */
  source?: OrderHistorySource;
};

/** The order as the step found it, locked in the caller's transaction. */
export type OrderBeforeStep = {
  orderId: number;
  quotationId: number;
  status: OrderStatus;
  deliveryDate: Date | null;
};

/**
 * Writes a status step of an order in its transaction: the status (and the delivery date), what
 * changed in the history, and the announcement (webhooks only when the status really changed: a
 * retried upload of a SIGNED order stays SIGNED). Leaving the statuses that await the employer
 * resolves the inboxes' "awaits your decision". `actor` null is the system (a policy's decision).
 * What reaching SEND_TO_DECIDER sets off is moveOrderStatus's, which every step but a decision takes.
 */
export async function writeOrderStatus(
  tx: Tx,
  actor: Viewer | null,
  order: OrderBeforeStep,
  options: MoveOrderStatusOptions,
) {
  const statusChanged = order.status.id !== options.to.id;
  await tx
    .update(orders)
    .set({
      order_status_fk: options.to.id,
      updated_at: new Date(),
      ...(options.deliveryDate ? { delivery_date: options.deliveryDate } : {}),
    })
    .where(eq(orders.id, order.orderId));
  const entry = {
    quotationId: order.quotationId,
    orderId: order.orderId,
    source: options.source ?? 'screen',
  };
  const history: OrderHistoryEntry[] = [];
  if (statusChanged)
    history.push({
      ...entry,
      kind: 'status',
      field: 'order_status',
      old: order.status.code,
      new: options.to.code,
    });
  if (options.deliveryDate && options.deliveryDate.getTime() !== order.deliveryDate?.getTime())
    history.push({
      ...entry,
      kind: 'order',
      field: 'delivery_date',
      old: order.deliveryDate?.toISOString() ?? null,
      new: options.deliveryDate.toISOString(),
    });
  await recordOrderHistory(tx, actor, history);
  await announceOrderChange(tx, { orderId: order.orderId, statusChanged, dealFields: options.dealFields });
  if (statusChanged && !isAwaitingEmployerDecision(options.to.code))
    await resolveDecisionAwaited(tx, order.quotationId);
  return { statusChanged };
}
