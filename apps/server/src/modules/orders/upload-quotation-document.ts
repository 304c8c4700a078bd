import { ORDER_LOG_TYPE, ORDER_STATUS } from '@spokes/domain/codes';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { Viewer } from '../access/viewer';
import { readUploadedPdf } from '../documents/read-uploaded-pdf';
import { runDocumentWork } from '../documents/run-document-work';
import { storeOrderLog } from './store-order-log';
import { moveOrderStatus } from './move-order-status';
import { requireUploadFlow } from './require-upload-flow';
import { signedDealFields } from './upload-signed-documents';

export type UploadQuotationDocumentOptions = {
  orderId: number;
  quotationDocument: readonly Blob[];
  storage: FileStorage;
};

/**
 * The FIP warning's quotation document, uploaded after Execute ("later uploaden" postponed it).
 * Spec 01: after the upload, an order that already has its signed calculation moves to SIGNED
 * and its deal fields are synchronised; otherwise it stays NEW.
 */
export function uploadQuotationDocument(db: Db, viewer: Viewer, options: UploadQuotationDocumentOptions) {
  return runDocumentWork(db, viewer, options.storage, async (tx, files) => {
    const order = await requireUploadFlow(tx, viewer, options.orderId, 'QUOTATION_DOCUMENT');
    const bytes = await readUploadedPdf(options.quotationDocument);
    const log = await storeOrderLog(tx, viewer, files, {
      ...order,
      type: ORDER_LOG_TYPE.QUOTATIONDOC,
      bytes,
    });
    const signed = order.orderLogTypeIds.includes(ORDER_LOG_TYPE.CALCULATIONDOC_SIGNED.id);
    if (signed)
      await moveOrderStatus(tx, viewer, order, { to: ORDER_STATUS.SIGNED, dealFields: signedDealFields() });
    return {
      orderId: order.orderId,
      orderStatusId: signed ? ORDER_STATUS.SIGNED.id : order.status.id,
      orderLogs: [log],
    };
  });
}
