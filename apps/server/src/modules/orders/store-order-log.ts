import type { OrderLogType } from '@spokes/domain/codes';
import type { Tx } from '../../db/client';
import { orderLogs } from '../../db/schema/orders';
import type { Viewer } from '../access/viewer';
import { recordOrderHistory } from './history/record-order-history';
import { publish } from '../signals/events';
import type { StoredFiles } from '../documents/stored-files';

export type StoreOrderLogOptions = {
  orderId: number;
  quotationId: number;
  type: OrderLogType;
  /** Blank: the log type's nl name. */
  description?: string | null;
  /** A PDF already checked by readUploadedPdf. */
  bytes: Uint8Array;
  hidden?: boolean;
};

/**
 * Stores a checked PDF and records it as an order log, with its history entry (the log type's
 * code and the new log's id), in the caller's transaction; the file goes again if that
 * transaction fails (StoredFiles). Several logs of one flow share one transaction.
 */
export async function storeOrderLog(
  tx: Tx,
  viewer: Viewer,
  files: StoredFiles,
  options: StoreOrderLogOptions,
) {
  const fileId = await files.putPdf('order-logs', options.bytes);
  const [orderLog] = await tx
    .insert(orderLogs)
    .values({
      order_fk: options.orderId,
      order_log_type_fk: options.type.id,
      description: options.description?.trim() || options.type.name,
      file_id: fileId,
      hidden: options.hidden ?? false,
    })
    .returning();
  await recordOrderHistory(tx, viewer, {
    quotationId: options.quotationId,
    orderId: options.orderId,
    source: 'screen',
    kind: 'document',
    field: options.type.code,
    new: String(orderLog.id),
  });
  await publish(tx, {
    topic: 'orderLogCreated',
    orderLogId: orderLog.id,
    orderId: options.orderId,
    quotationId: options.quotationId,
  });
  return orderLog;
}
