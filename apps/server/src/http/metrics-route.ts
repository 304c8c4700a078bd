import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * /metrics in Prometheus's text format, for a scraper that sends `Authorization: Bearer
 * METRICS_TOKEN`; without METRICS_TOKEN the route does not exist. The figures (operation
 * names, queue depths, pool use) are for the operators, not for every visitor.
 */
export function createMetricsHandler(registry: Registry, token: string | undefined) {
  const expected = token ? digest(`Bearer ${token}`) : null;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const given = req.headers.authorization;
    if (!expected) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    if (!given || !timingSafeEqual(digest(given), expected)) {
      res
        .writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' })
        .end('{"error":"unauthorized"}');
      return;
    }
    const text = await registry.metrics();
    res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text);
  };
}
