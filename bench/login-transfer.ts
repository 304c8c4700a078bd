import { request } from 'node:http';
import type { RouteBundle } from './bundle-size';
import { scratchPglite, startBuiltServer } from './harness';
import type { Row } from './table';

type Response = { bytes: number; encoding: string; cacheControl: string };

/** Bytes on the wire (the body as sent, still compressed) and the headers that decide caching. */
function download(url: string, acceptEncoding: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url}: HTTP ${res.statusCode}`));
        resolve({
          bytes,
          encoding: res.headers['content-encoding'] ?? 'none',
          cacheControl: res.headers['cache-control'] ?? '',
        });
      });
    })
      .on('error', reject)
      .end();
  });
}

/**
 * What a first visit to /login transfers from the built server (its own process, on a fresh
 * embedded database): index.html, then the route's
 * JavaScript and CSS from the build, as a browser accepting brotli, one accepting only gzip, and
 * one accepting neither (the anchor: the 793 kB were sent that way).
 */
export async function benchLoginTransfer(login: RouteBundle): Promise<Row[]> {
  const target = scratchPglite();
  const server = await startBuiltServer(target);
  try {
    const origin = server.url;
    const rows: Row[] = [];
    for (const acceptEncoding of ['gzip, deflate, br, zstd', 'gzip', 'identity']) {
      const page = await download(`${origin}/login`, acceptEncoding);
      const assets = await Promise.all(
        login.files.map((file) => download(`${origin}/${file}`, acceptEncoding)),
      );
      const kb = (responses: Response[]) =>
        (responses.reduce((sum, r) => sum + r.bytes, 0) / 1000).toFixed(1);
      rows.push({
        'accept-encoding': acceptEncoding,
        'sent as': [...new Set(assets.map((asset) => asset.encoding))].join(', '),
        files: assets.length + 1,
        'index.html (kB)': kb([page]),
        'assets (kB)': kb(assets),
        'total (kB)': kb([page, ...assets]),
        'index.html cache': page.cacheControl,
        'assets cache': [...new Set(assets.map((asset) => asset.cacheControl))].join(', '),
      });
    }
    return rows;
  } finally {
    await server.stop();
    await target.drop();
  }
}
