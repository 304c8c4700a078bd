import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import sirv from 'sirv';
import type { Database } from '../db/client';
import { logger } from '../logger';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * One port for everything: /graphql, /healthz, and the built web app (any other path gets
 * index.html, so the client router answers deep links and unknown routes).
 */
export function createHttpServer(input: {
  graphql: Handler;
  /** /files/...: document downloads, which check the session themselves. */
  files: Handler;
  database: Database;
  webDist: string;
}) {
  const web = existsSync(input.webDist)
    ? sirv(input.webDist, {
        single: true,
        etag: true,
        gzip: true,
        brotli: true,
        setHeaders: (res, path) => {
          if (path.startsWith('/assets/'))
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        },
      })
    : null;

  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    void (async () => {
      if (path === '/healthz') return healthz(input.database, res);
      if (path === '/graphql') return input.graphql(req, res);
      if (path.startsWith('/files/')) return input.files(req, res);
      if (path.startsWith('/api/')) return notFound(res);
      if (web) return web(req, res, () => notFound(res));
      return notFound(res);
    })().catch((error: unknown) => {
      logger.error({ err: error, path }, 'request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'internal error' }));
    });
  });
}

async function healthz(database: Database, res: ServerResponse) {
  try {
    await database.ping();
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ status: 'ok', database: database.kind }));
  } catch {
    res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'unavailable' }));
  }
}

function notFound(res: ServerResponse) {
  res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not found' }));
}
