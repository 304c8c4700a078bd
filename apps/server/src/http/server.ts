import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import sirv from 'sirv';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { logFailure } from '../logger';
import { isSafeMethod, type OriginPolicy } from './origin-policy';
import { createSecurityHeaders } from './security-headers';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * One port for everything: /graphql, /healthz, and the built web app (any other path gets
 * index.html, so the client router answers deep links and unknown routes). A request that would
 * change something is refused here, before its body is read, unless it comes from an allowed
 * origin; pages and files go out with the security headers.
 */
export function createHttpServer(input: {
  graphql: Handler;
  /** /files/...: document downloads, which check the session themselves. */
  files: Handler;
  database: Database;
  webDist: string;
  config: Config;
  originPolicy: OriginPolicy;
}) {
  const securityHeaders = createSecurityHeaders(input.config);
  const web = existsSync(input.webDist)
    ? sirv(input.webDist, {
        single: true,
        etag: true,
        gzip: true,
        brotli: true,
        // Vite puts a content hash in every name under /assets/, so a cached copy is never stale;
        // index.html (every deep link) names the current hashes and must be checked on each visit.
        setHeaders: (res, path) =>
          res.setHeader(
            'Cache-Control',
            path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          ),
      })
    : null;

  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    // Every answer, /graphql's JSON and the refusals before it included: a browser must never
    // read a JSON body (error texts echo input) as HTML or script. Helmet sets the rest below.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    void (async () => {
      if (!isSafeMethod(req.method) && !input.originPolicy.allows(req.headers)) return forbidden(res);
      if (path === '/healthz') return healthz(input.database, res);
      // GraphQL answers JSON, and GraphiQL (development only) is a page of inline scripts.
      if (path === '/graphql') return input.graphql(req, res);
      securityHeaders(req, res);
      if (path.startsWith('/files/')) return input.files(req, res);
      if (path.startsWith('/api/')) return notFound(res);
      if (web) return web(req, res, () => notFound(res));
      return notFound(res);
    })().catch((error: unknown) => {
      logFailure(error, { path }, 'request failed');
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

function forbidden(res: ServerResponse) {
  res
    .writeHead(403, { 'content-type': 'application/json', connection: 'close' })
    .end(JSON.stringify({ error: 'origin not allowed' }));
}

function notFound(res: ServerResponse) {
  res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not found' }));
}
