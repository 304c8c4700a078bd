import { ORDER_LOG_TYPE, orderLogTypeById } from '@spokes/domain/codes';
import { mayHideDocuments } from '@spokes/domain/document-rules';
import type { Db } from '../../db/client';
import { fail } from '../../errors';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { Viewer } from '../access/viewer';
import { lockOrder } from './lock-order';
import { accessScope, requireAccess } from '../access/access-table';
import { readUploadedPdf } from '../documents/read-uploaded-pdf';
import { storeOrderLog } from './store-order-log';
import { withStoredFiles } from '../documents/stored-files';

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
 * order in the viewer's scope, the PDF itself; hidden only for who may hide documents); the file
 * is stored first and the order log inserted after, and the file is deleted again if the insert fails.
 */
export async function createOrderLog(db: Db, viewer: Viewer, options: CreateOrderLogOptions) {
  // Refused rather than stored visible: the uploader asked for something else than what happens.
  if (options.hidden && !mayHideDocuments(viewer)) fail('FORBIDDEN');
  const order = await requireAccess(db, viewer, 'order', options.orderId, 'write');
  const type = orderLogTypeById(options.orderLogTypeId) ?? fail('BAD_INPUT', 'unknown order log type');
  const description = options.description?.trim() || null;
  // An extra document is only told apart from the others by its title.
  if (type.id === ORDER_LOG_TYPE.OTHER.id && !description) fail('DOCUMENT_TITLE_REQUIRED');
  const bytes = await readUploadedPdf(options.files);

  return withStoredFiles(options.storage, (files) =>
    db.transaction(async (tx) => {
      // Taken like every change of the order, so the document joins it between two status steps.
      await lockOrder(tx, viewer, { orderId: order.orderId }, accessScope(viewer, 'order', 'write'));
      return storeOrderLog(tx, viewer, files, {
        orderId: order.orderId,
        quotationId: order.quotationId,
        type,
        description,
        bytes,
        hidden: options.hidden,
      });
    }),
  );
}
