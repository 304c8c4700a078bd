import { ORDER_LOG_TYPE } from '@spokes/domain/codes';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { Viewer } from '../access/viewer';
import { createOrderLog } from './create-order-log';

export type AddExtraDocumentOptions = {
  orderId: number;
  title: string | null | undefined;
  files: readonly Blob[];
  storage: FileStorage;
};

/** Spec 01 "an extra document needs a title and a PDF": an OTHER log described by its title. */
export function addExtraDocument(db: Db, viewer: Viewer, options: AddExtraDocumentOptions) {
  return createOrderLog(db, viewer, {
    orderId: options.orderId,
    orderLogTypeId: ORDER_LOG_TYPE.OTHER.id,
    description: options.title,
    files: options.files,
    storage: options.storage,
  });
}
