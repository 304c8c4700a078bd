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

/** A stored object read whole, or null when there is none. */
export async function readStoredFile(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const stored = await storage.get(key);
  return stored ? readAll(stored.stream) : null;
}

export async function readAll(stream: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Deletes a file its row no longer points to, once that change has committed. A failure only
 * leaves an unreferenced file behind, so it is logged rather than undoing a finished change.
 */
export async function removeStoredFile(storage: FileStorage, key: string): Promise<void> {
  await storage.delete(key).catch((error: unknown) => {
    logger.warn({ err: error, key }, 'could not delete a file no longer referenced');
  });
}
