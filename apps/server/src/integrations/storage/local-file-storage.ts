import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { FileBody, FileStorage } from './file-storage';
import { assertStorageKey } from './storage-key';

type Meta = { contentType: string; sha256: string };

/**
 * Files under one root directory. A file is written to a temporary name and renamed into
 * place (rename is atomic on one filesystem), so a crash leaves a stray temp file at worst,
 * never half a document under a real key. The content type sits in a small sidecar file,
 * written before the rename that makes the object visible.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  const metaOf = (path: string) => `${path}.meta.json`;

  return {
    kind: 'local',
    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        const written = await writeFully(temp, body);
        await writeFile(metaOf(path), JSON.stringify({ contentType, sha256: written.sha256 } satisfies Meta));
        await rename(temp, path);
        return written;
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      let size: number;
      try {
        size = (await stat(path)).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const meta = JSON.parse(await readFile(metaOf(path), 'utf8')) as Meta;
      return { stream: createReadStream(path), size, contentType: meta.contentType };
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(metaOf(path), { force: true });
    },
    async *list() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        // The sidecars and the temporary names of writes in progress are not objects.
        if (!entry.isFile() || entry.name.endsWith('.meta.json') || entry.name.endsWith('.tmp')) continue;
        yield relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
      }
    },
  };
}

async function writeFully(path: string, body: FileBody): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const file = await open(path, 'wx');
  try {
    for await (const chunk of chunksOf(body)) {
      hash.update(chunk);
      size += chunk.byteLength;
      await file.write(chunk);
    }
    await file.sync();
  } finally {
    await file.close();
  }
  return { size, sha256: hash.digest('hex') };
}

export function chunksOf(body: FileBody): AsyncIterable<Uint8Array> {
  return body instanceof Uint8Array ? Readable.from([body], { objectMode: true }) : body;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
