import { eq } from 'drizzle-orm';
import { mayHideDocuments } from '@spokes/domain/document-rules';
import type { Db } from '../../db/client';
import { orderLogs, orders } from '../../db/schema/orders';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { lockOrder } from './lock-order';
import { recordOrderHistory } from './history/record-order-history';
import { publish } from '../signals/events';

export type UpdateOrderLogOptions = { id: number; hidden: boolean };

/** Hides a document from employers, or shows it again: a back-office decision, so super users only. */
export async function updateOrderLog(db: Db, viewer: Viewer, options: UpdateOrderLogOptions) {
  if (!mayHideDocuments(viewer)) fail('FORBIDDEN');
  return db.transaction(async (tx) => {
    const [log] = await tx
      .select({ orderId: orderLogs.order_fk })
      .from(orderLogs)
      .where(eq(orderLogs.id, options.id));
    if (!log) fail('NOT_FOUND');
    await lockOrder(tx, viewer, { orderId: log.orderId });
    const [before] = await tx
      .select({ hidden: orderLogs.hidden })
      .from(orderLogs)
      .where(eq(orderLogs.id, options.id));
    const [orderLog] = await tx
      .update(orderLogs)
      .set({ hidden: options.hidden })
      .where(eq(orderLogs.id, options.id))
      .returning();
    const [order] = await tx
      .select({ quotationId: orders.quotation_fk })
      .from(orders)
      .where(eq(orders.id, orderLog.order_fk));
    if (before.hidden !== orderLog.hidden)
      await recordOrderHistory(tx, viewer, {
        quotationId: order.quotationId,
        orderId: orderLog.order_fk,
        source: 'screen',
        kind: 'document',
        field: 'hidden',
        old: String(before.hidden),
        new: String(orderLog.hidden),
      });
    await publish(tx, {
      topic: 'orderLogUpdated',
      orderLogId: orderLog.id,
      orderId: orderLog.order_fk,
      quotationId: order.quotationId,
    });
    return orderLog;
  });
}
