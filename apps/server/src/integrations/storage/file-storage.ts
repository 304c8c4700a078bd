import type { Readable } from 'node:stream';
import { ConfigError, type Config } from '../../config';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

/** What `put` accepts: the whole file, or a stream read once to its end. */
export type FileBody = Uint8Array | Readable | AsyncIterable<Uint8Array>;

export type StoredObject = {
  stream: Readable;
  size: number;
  contentType: string;
};

/**
 * Where documents live, behind one narrow port: local files by default, S3-compatible object
 * storage when configured. Keys are paths like `order-logs/<uuid>.pdf`; metadata (name, owner,
 * hash) belongs in the stored_files table, not here.
 */
export type FileStorage = {
  kind: 'local' | 's3';
  /** Writes the whole object or nothing; returns what was written so the caller can record it. */
  put(key: string, body: FileBody, contentType: string): Promise<{ size: number; sha256: string }>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error (cleanup after a failed transaction may race). */
  delete(key: string): Promise<void>;
  /** Every key stored, in no particular order (a backup reads them all). */
  list(): AsyncIterable<string>;
};

type StorageConfig = Pick<
  Config,
  'dataDir' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_REGION'
>;

/**
 * The storage of this configuration: built once by the app (and by scripts that seed), and
 * reached by requests through their context, never built per call.
 */
export function createFileStorage(config: StorageConfig): FileStorage {
  const s3 = [config.S3_ENDPOINT, config.S3_BUCKET, config.S3_ACCESS_KEY_ID, config.S3_SECRET_ACCESS_KEY];
  if (s3.every((value) => !value)) return createLocalFileStorage(`${config.dataDir}/files`);
  if (s3.some((value) => !value)) {
    // Half a configuration would silently write to local disk on a multi-instance setup.
    throw new ConfigError(
      'S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    );
  }
  return createS3FileStorage({
    endpoint: config.S3_ENDPOINT!,
    bucket: config.S3_BUCKET!,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    region: config.S3_REGION,
  });
}
