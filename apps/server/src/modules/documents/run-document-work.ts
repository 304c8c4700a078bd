import type { Db, Tx } from '../../db/client';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { Viewer } from '../access/viewer';
import { reportingErrorEvents } from './error-event';
import { withStoredFiles, type StoredFiles } from './stored-files';

/**
 * One transaction that may generate or store documents: the files it stored are deleted when
 * it rolls back, and a missing template is also reported to the viewer as an onError event.
 * Execute and Create receipt run their steps (and generateDocument) inside `work`.
 */
export function runDocumentWork<T>(
  db: Db,
  viewer: Viewer,
  storage: FileStorage,
  work: (tx: Tx, files: StoredFiles) => Promise<T>,
): Promise<T> {
  return reportingErrorEvents(db, viewer, () =>
    withStoredFiles(storage, (files) => db.transaction((tx) => work(tx, files))),
  );
}
