import { ORDER_LOG_TYPE, ORDER_STATUS } from '@spokes/domain/codes';
import { calendarDateOf, isoCalendarDate, storeDateAt11 } from '@spokes/domain/format';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { Viewer } from '../access/viewer';
import { readUploadedPdf } from '../documents/read-uploaded-pdf';
import { runDocumentWork } from '../documents/run-document-work';
import { storeOrderLog } from './store-order-log';
import { moveOrderStatus } from './move-order-status';
import { requireUploadFlow } from './require-upload-flow';

export type UploadDeliveryDocumentsOptions = {
  orderId: number;
  invoice: readonly Blob[];
  signedReceipt: readonly Blob[];
  /** The day the employee picks the bike up; required. */
  pickupDate: Date | null | undefined;
  storage: FileStorage;
};

/**
 * Delivery (spec 01 section 4): the invoice and the signed receipt become order logs, the
 * pick-up day becomes the order's delivery date and the deal's delivery_date field, and the
 * order moves to DELIVERED, all or nothing.
 */
export function uploadDeliveryDocuments(db: Db, viewer: Viewer, options: UploadDeliveryDocumentsOptions) {
  return runDocumentWork(db, viewer, options.storage, async (tx, files) => {
    const order = await requireUploadFlow(tx, viewer, options.orderId, 'DELIVERY_DOCUMENTS');
    const pickupDay = options.pickupDate ? calendarDateOf(options.pickupDate) : fail('PICKUP_DATE_REQUIRED');
    const invoice = await readUploadedPdf(options.invoice);
    const receipt = await readUploadedPdf(options.signedReceipt);
    const logs = [
      await storeOrderLog(tx, viewer, files, { ...order, type: ORDER_LOG_TYPE.INVOICEDOC, bytes: invoice }),
      await storeOrderLog(tx, viewer, files, {
        ...order,
        type: ORDER_LOG_TYPE.RECEIPTDOC_SIGNED,
        bytes: receipt,
      }),
    ];
    await moveOrderStatus(tx, viewer, order, {
      to: ORDER_STATUS.DELIVERED,
      deliveryDate: storeDateAt11(pickupDay),
      dealFields: { delivery_date: isoCalendarDate(pickupDay) },
    });
    return { orderId: order.orderId, orderStatusId: ORDER_STATUS.DELIVERED.id, orderLogs: logs };
  });
}
