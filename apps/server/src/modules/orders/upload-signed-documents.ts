import { ORDER_LOG_TYPE, ORDER_STATUS } from '@spokes/domain/codes';
import { calendarDateOf, isoCalendarDate } from '@spokes/domain/format';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { Viewer } from '../access/viewer';
import { readUploadedPdf } from '../documents/read-uploaded-pdf';
import { runDocumentWork } from '../documents/run-document-work';
import { storeOrderLog } from './store-order-log';
import { moveOrderStatus } from './move-order-status';
import { requireUploadFlow } from './require-upload-flow';

export type UploadSignedDocumentsOptions = {
  orderId: number;
  signedCalculation: readonly Blob[];
  quotationDocument: readonly Blob[];
  storage: FileStorage;
};

/** The day the order was signed, on its deal (spec 01: "the deal custom fields are synchronised"). */
export const signedDealFields = () => ({ signed_date: isoCalendarDate(calendarDateOf(new Date())) });

/**
 * Upload from a new order (spec 01 section 4): the signed calculation and the quotation document
 * become order logs and the order moves to SIGNED, all or nothing.
 */
export function uploadSignedDocuments(db: Db, viewer: Viewer, options: UploadSignedDocumentsOptions) {
  return runDocumentWork(db, viewer, options.storage, async (tx, files) => {
    const order = await requireUploadFlow(tx, viewer, options.orderId, 'SIGNED_DOCUMENTS');
    const signed = await readUploadedPdf(options.signedCalculation);
    const quotation = await readUploadedPdf(options.quotationDocument);
    const logs = [
      await storeOrderLog(tx, viewer, files, {
        ...order,
        type: ORDER_LOG_TYPE.CALCULATIONDOC_SIGNED,
        bytes: signed,
      }),
      await storeOrderLog(tx, viewer, files, {
        ...order,
        type: ORDER_LOG_TYPE.QUOTATIONDOC,
        bytes: quotation,
      }),
    ];
    await moveOrderStatus(tx, viewer, order, { to: ORDER_STATUS.SIGNED, dealFields: signedDealFields() });
    return { orderId: order.orderId, orderStatusId: ORDER_STATUS.SIGNED.id, orderLogs: logs };
  });
}
