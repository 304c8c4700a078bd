import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from './local-file-storage';

describe('the local file storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'spokes-files-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('lists the stored keys, not their sidecars nor a write in progress', async () => {
    const storage = createLocalFileStorage(root);
    await storage.put('order-logs/2026/a.pdf', new Uint8Array([1]), 'application/pdf');
    await storage.put('logos/b.png', new Uint8Array([2]), 'image/png');
    await writeFile(join(root, 'logos/c.png.1a2b3c.tmp'), 'half');
    const listed: string[] = [];
    for await (const key of storage.list()) listed.push(key);
    expect(listed.sort()).toEqual(['logos/b.png', 'order-logs/2026/a.pdf']);
  });

  it('lists nothing before the first file', async () => {
    const listed: string[] = [];
    for await (const key of createLocalFileStorage(join(root, 'none-yet')).list()) listed.push(key);
    expect(listed).toEqual([]);
  });
});
