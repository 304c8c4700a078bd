import { formatServicePass } from '@spokes/domain/bike-validation';
import { ORDER_LOG_TYPE, ORDER_STATUS } from '@spokes/domain/codes';
import { dealerActions } from '@spokes/domain/dealer-actions';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { Viewer } from '../access/viewer';
import { generateDocument } from '../documents/generate-document';
import { runDocumentWork } from '../documents/run-document-work';
import { accessScope } from '../access/access-table';
import { lockOrder } from './lock-order';
import { moveOrderStatus } from './move-order-status';
import { recordOrderHistory } from './history/record-order-history';

/** The deal custom field that receives the bike's service pass number. */
export const SERVICE_PASS_DEAL_FIELD = 'service_pass';

export type CreatedReceipt = { orderId: number; receiptOrderLogId: number };

/**
 * Create receipt (spec 01 section 4): the "Ontvangstbewijs" generated from its template, the
 * order to DELIVERABLE, and the bike's service pass number on the deal. Allowed when the
 * dealer actions offer CREATE_RECEIPT; one transaction, reported on onError when it fails.
 */
export function createReceipt(
  db: Db,
  viewer: Viewer,
  options: { orderId: number; storage: FileStorage },
): Promise<CreatedReceipt> {
  return runDocumentWork(db, viewer, options.storage, async (tx, files) => {
    const order = await lockOrder(
      tx,
      viewer,
      { orderId: options.orderId },
      accessScope(viewer, 'order', 'write'),
    );
    const actions = dealerActions(order.actionInput);
    if (!actions.includes('CREATE_RECEIPT')) fail('ACTION_NOT_ALLOWED');

    const receipt = await generateDocument(tx, viewer, {
      orderId: order.orderId,
      orderLogTypeId: ORDER_LOG_TYPE.RECEIPTDOC.id,
      files,
    });
    await moveOrderStatus(tx, viewer, order, {
      to: ORDER_STATUS.DELIVERABLE,
      dealFields: order.servicePass
        ? { [SERVICE_PASS_DEAL_FIELD]: formatServicePass(order.servicePass) }
        : undefined,
    });
    await recordOrderHistory(tx, viewer, {
      quotationId: order.quotationId,
      orderId: order.orderId,
      source: 'screen',
      kind: 'document',
      field: ORDER_LOG_TYPE.RECEIPTDOC.code,
      new: String(receipt.id),
    });
    return { orderId: order.orderId, receiptOrderLogId: receipt.id };
  });
}
