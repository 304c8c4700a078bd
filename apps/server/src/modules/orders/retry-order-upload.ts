import { ORDER_STATUS } from '@spokes/domain/codes';
import { dealerActions } from '@spokes/domain/dealer-actions';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { accessScope } from '../access/access-table';
import { lockOrder } from './lock-order';
import { moveOrderStatus } from './move-order-status';
import { orderChange, type OrderChange } from './order-change';

/**
 * The error-retry button (spec 02 section 4, status 2 and 3 of a FIP company): both documents
 * of the signing are there but the order did not move on, so it is reset to SIGNED. Allowed when
 * the dealer actions offer RETRY_UPLOAD, else ACTION_NOT_ALLOWED; an order out of the viewer's
 * back-office scope is NOT_FOUND. Answers the change; the screen reloads its reads.
 */
export async function retryOrderUpload(db: Db, viewer: Viewer, options: { orderId: number }) {
  return db.transaction(async (tx): Promise<OrderChange> => {
    const order = await lockOrder(
      tx,
      viewer,
      { orderId: options.orderId },
      accessScope(viewer, 'order', 'write'),
    );
    if (!dealerActions(order.actionInput).includes('RETRY_UPLOAD')) fail('ACTION_NOT_ALLOWED');
    await moveOrderStatus(tx, viewer, order, { to: ORDER_STATUS.SIGNED });
    return orderChange(order, ORDER_STATUS.SIGNED.id);
  });
}
