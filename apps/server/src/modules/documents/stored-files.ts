import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { logger } from '../../logger';

/** Files written for work that may still fail: each is deleted again unless the work succeeds. */
export type StoredFiles = {
  storage: FileStorage;
  /** Stores a PDF under a new key below `folder` and returns the key. */
  putPdf(folder: string, bytes: Uint8Array): Promise<string>;
};

/**
 * Runs `work` (typically a database transaction) and deletes every file it stored when it
 * throws, so a rolled-back order log never leaves an orphaned document behind.
 */
export async function withStoredFiles<T>(
  storage: FileStorage,
  work: (files: StoredFiles) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  const files: StoredFiles = {
    storage,
    async putPdf(folder, bytes) {
      const key = `${folder}/${randomUUID()}.pdf`;
      // recorded before the write: a put that fails halfway is cleaned up too.
      written.push(key);
      await storage.put(key, bytes, 'application/pdf');
      return key;
    },
  };
  try {
    return await work(files);
  } catch (error) {
    await Promise.all(
      written.map((key) =>
        storage.delete(key).catch((cleanupError: unknown) => {
          logger.warn({ err: cleanupError, key }, 'could not delete a stored file after a failure');
        }),
      ),
    );
    throw error;
  }
}
