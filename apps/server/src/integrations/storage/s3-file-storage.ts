import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { FileStorage } from './file-storage';
import { assertStorageKey } from './storage-key';
import { chunksOf } from './local-file-storage';

export type S3Options = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
};

/**
 * S3-compatible object storage (AWS, MinIO, Scaleway...) with path-style addressing, signed with
 * SigV4 by aws4fetch. A PUT is atomic on S3, so a failed upload never leaves half an object.
 * Documents are at most a few megabytes: the body is buffered so it can be hashed and signed.
 */
export function createS3FileStorage(options: S3Options): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region ?? 'us-east-1',
  });
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/${key}`;
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const chunks: Uint8Array[] = [];
      for await (const chunk of chunksOf(body)) chunks.push(chunk);
      const bytes = Buffer.concat(chunks);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': contentType, 'x-amz-content-sha256': sha256 },
      });
      if (!response.ok)
        throw new Error(`S3 PUT ${key} answered ${response.status}: ${await response.text()}`);
      return { size: bytes.byteLength, sha256 };
    },
    async get(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) return null;
      if (!response.ok || !response.body) throw new Error(`S3 GET ${key} answered ${response.status}`);
      return {
        stream: Readable.fromWeb(response.body as WebReadableStream),
        size: Number(response.headers.get('content-length') ?? 0),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404)
        throw new Error(`S3 DELETE ${key} answered ${response.status}`);
    },
    /**
     * ListObjectsV2, a page of up to 1,000 keys at a time. Keys are our own (storage-key.ts: no
     * character XML escapes), so reading the <Key> elements needs no XML parser.
     */
    async *list() {
      const bucketUrl = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`;
      let token: string | undefined;
      do {
        const query = new URLSearchParams({
          'list-type': '2',
          ...(token ? { 'continuation-token': token } : {}),
        });
        const response = await client.fetch(`${bucketUrl}?${query}`);
        if (!response.ok) throw new Error(`S3 LIST answered ${response.status}: ${await response.text()}`);
        const page = await response.text();
        for (const [, key] of page.matchAll(/<Key>([^<]*)<\/Key>/g)) yield key;
        token = /<IsTruncated>true<\/IsTruncated>/.test(page)
          ? /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(page)?.[1]
          : undefined;
      } while (token);
    },
  };
}
