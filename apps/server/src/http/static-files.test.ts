import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createOriginPolicy } from './origin-policy';
import { createLifecycle } from './lifecycle';
import { createAppHandler, createInstanceServer } from './server';

const asset = '/assets/index-Bx7a9f3c.js';
const removedAsset = '/assets/chunk-Cq2b8e1d.js';

/** A raw GET: fetch would undo the content encoding this test is about. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('the built web app as files', () => {
  let webDist: string;
  let server: ReturnType<typeof createInstanceServer>;
  let url: string;
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'spokes-web-'));
    await mkdir(join(webDist, 'assets'));
    // Stand-ins for the build's output: the precompressed copies differ from the original on purpose.
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Spokes</title>');
    await writeFile(join(webDist, asset), 'plain javascript');
    await writeFile(join(webDist, `${asset}.br`), 'brotli bytes');
    await writeFile(join(webDist, `${asset}.gz`), 'gzip bytes');
    await writeFile(join(webDist, removedAsset), 'a chunk the next build removes');
    const config = loadConfig({ NODE_ENV: 'test' });
    server = createInstanceServer(createLifecycle());
    server.serve(
      createAppHandler({
        graphql: (_req, res) => res.end('{}'),
        files: (_req, res) => res.end(),
        metrics: (_req, res) => res.writeHead(404).end(),
        webDist,
        config,
        originPolicy: createOriginPolicy(config),
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    // The client's keep-alive connections too: the server keeps idle ones for a minute.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await rm(webDist, { recursive: true, force: true });
  });

  it('sends a hashed asset precompressed, brotli first, and lets the browser keep it for good', async () => {
    const brotli = await get(`${url}${asset}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli).toMatchObject({ status: 200, body: 'brotli bytes' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await get(`${url}${asset}`, { 'accept-encoding': 'gzip' });
    expect(gzip).toMatchObject({ status: 200, body: 'gzip bytes' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect((await get(`${url}${asset}`)).body).toBe('plain javascript');
  });

  it('survives a file of the build removed after the start: that answer is cut off, the next served', async () => {
    await rm(join(webDist, removedAsset));
    await expect(get(`${url}${removedAsset}`)).rejects.toThrow();
    expect((await get(`${url}${asset}`)).body).toBe('plain javascript');
  });

  for (const path of ['/', '/index.html', '/login', '/users/12']) {
    it(`never lets ${path} (index.html) be used from the cache unchecked`, async () => {
      const page = await get(`${url}${path}`, { 'accept-encoding': 'gzip, br' });
      expect(page.status).toBe(200);
      expect(page.body).toContain('<title>Spokes</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
    });
  }
});
