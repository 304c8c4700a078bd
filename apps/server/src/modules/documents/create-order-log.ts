import { ORDER_LOG_TYPE, orderLogTypeById } from '@spokes/domain/codes';
import { mayHideDocuments } from '@spokes/domain/document-rules';
import { validateReceivedPdfs } from '@spokes/domain/upload-validation';
import type { Db } from '../../db/client';
import { orderLogs } from '../../db/schema/orders';
import { fail } from '../../errors';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { Viewer } from '../auth/viewer';
import { publish } from '../realtime/events';
import { requireOrderAccess } from '../orders/orders.access';
import { documentWriteScope } from './documents.access';
import { inspectPdf } from './inspect-pdf';
import { withStoredFiles } from './stored-files';

export type CreateOrderLogOptions = {
  orderId: number;
  orderLogTypeId: number;
  description?: string | null;
  /** The uploaded files; exactly one PDF is accepted. */
  files: readonly Blob[];
  hidden?: boolean;
  storage: FileStorage;
};

/**
 * Adds an uploaded document to an order. Everything is checked before a byte is stored (the
 * order in the viewer's scope, one file, at most 10 MB, a PDF that parses and carries no
 * JavaScript or launch action; hidden only for who may hide documents); the file is stored
 * first and the order log inserted after, and the file is deleted again if the insert fails.
 */
export async function createOrderLog(db: Db, viewer: Viewer, options: CreateOrderLogOptions) {
  // Refused rather than stored visible: the uploader asked for something else than what happens.
  if (options.hidden && !mayHideDocuments(viewer)) fail('FORBIDDEN');
  const order = await requireOrderAccess(db, viewer, options.orderId, documentWriteScope(viewer));
  const type = orderLogTypeById(options.orderLogTypeId) ?? fail('BAD_INPUT', 'unknown order log type');
  const description = options.description?.trim() || null;
  // An extra document is only told apart from the others by its title.
  if (type.id === ORDER_LOG_TYPE.OTHER.id && !description) fail('DOCUMENT_TITLE_REQUIRED');

  // The multipart parser has buffered the request (http/upload-gate.ts caps it) and its files
  // cannot be sliced, so each is read whole; the real size is what was received.
  const received = await Promise.all(
    options.files.map(async (file) => new Uint8Array(await file.arrayBuffer())),
  );
  const refusal = validateReceivedPdfs(received.map((bytes) => ({ size: bytes.byteLength, head: bytes })));
  if (refusal) fail(refusal);
  const [bytes] = received;
  const pdfRefusal = await inspectPdf(bytes);
  if (pdfRefusal) fail(pdfRefusal);

  return withStoredFiles(options.storage, async (files) => {
    const fileId = await files.putPdf('order-logs', bytes);
    return db.transaction(async (tx) => {
      const [orderLog] = await tx
        .insert(orderLogs)
        .values({
          order_fk: order.orderId,
          order_log_type_fk: type.id,
          description: description ?? type.name,
          file_id: fileId,
          hidden: options.hidden ?? false,
        })
        .returning();
      await publish(tx, {
        topic: 'orderLogCreated',
        orderLogId: orderLog.id,
        orderId: order.orderId,
        quotationId: order.quotationId,
      });
      return orderLog;
    });
  });
}
