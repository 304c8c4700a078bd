import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3FileStorage } from './s3-file-storage';

async function readAll(stream: AsyncIterable<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('the S3 storage adapter against an S3-compatible server on loopback', () => {
  let directory: string;
  let server: S3rver;
  let endpoint: string;
  let storage: ReturnType<typeof createS3FileStorage>;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'spokes-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'spokes-documents' }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    // s3rver's default account; it checks the SigV4 signature against this secret.
    storage = createS3FileStorage({
      endpoint,
      bucket: 'spokes-documents',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('puts, gets and deletes an object', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\nŁódź €\n');
    const written = await storage.put('order-logs/round-trip.pdf', bytes, 'application/pdf');
    expect(written.size).toBe(bytes.byteLength);
    expect(written.sha256).toMatch(/^[0-9a-f]{64}$/);

    const stored = await storage.get('order-logs/round-trip.pdf');
    expect(stored).not.toBeNull();
    expect(stored!.contentType).toBe('application/pdf');
    expect(stored!.size).toBe(bytes.byteLength);
    expect(new Uint8Array(await readAll(stored!.stream))).toEqual(bytes);

    await storage.delete('order-logs/round-trip.pdf');
    expect(await storage.get('order-logs/round-trip.pdf')).toBeNull();
  });

  it('lists every stored key', async () => {
    const keys = ['templates/a.pdf', 'order-logs/b.pdf', 'logos/c.png'];
    for (const key of keys) await storage.put(key, new Uint8Array([1, 2]), 'application/octet-stream');
    const listed: string[] = [];
    for await (const key of storage.list()) listed.push(key);
    expect(listed.sort()).toEqual([...keys].sort());
    for (const key of keys) await storage.delete(key);
  });

  it('answers null for a missing object and deletes one without error', async () => {
    expect(await storage.get('order-logs/never-written.pdf')).toBeNull();
    await expect(storage.delete('order-logs/never-written.pdf')).resolves.toBeUndefined();
  });

  it('fails loudly when the bucket does not exist, instead of losing the document', async () => {
    const misconfigured = createS3FileStorage({
      endpoint,
      bucket: 'no-such-bucket',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await expect(
      misconfigured.put('order-logs/lost.pdf', new Uint8Array([1]), 'application/pdf'),
    ).rejects.toThrow(/S3 PUT order-logs\/lost.pdf answered 404/);
  });
});
