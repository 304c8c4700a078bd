import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import type { Config } from '../config';
import { logFailure, logScope } from '../logger';
import { requestDuration } from '../metrics';
import type { Lifecycle } from './lifecycle';
import { isSafeMethod, type OriginPolicy } from './origin-policy';
import { createSecurityHeaders } from './security-headers';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export type InstanceServer = ReturnType<typeof createInstanceServer>;

/** How long an idle keep-alive connection stays open. */
export const KEEP_ALIVE_MS = 65_000;

/**
 * The instance's one port, listening before the app is built so that /healthz and /readyz
 * answer during the start: until `serve` hands it the app, any other request gets 503. Every
 * request is counted until answered, so a drain can wait for them; while draining, each answer
 * closes its connection.
 */
export function createInstanceServer(lifecycle: Lifecycle) {
  let app: Handler | null = null;
  const server = createServer((req, res) => {
    lifecycle.track(req, res);
    // Every answer, /graphql's JSON and the refusals before it included: a browser must never
    // read a JSON body (error texts echo input) as HTML or script. Helmet sets the rest below.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const path = (req.url ?? '/').split('?')[0];
    if (lifecycle.probe(path, res)) return;
    const requestId = requestIdOf(req);
    res.setHeader('X-Request-Id', requestId);
    if (lifecycle.state === 'draining') res.setHeader('Connection', 'close');
    const scope: RequestScope = { requestId };
    const started = performance.now();
    res.once('finish', () =>
      requestDuration.observe(
        { route: scope.route ?? routeOf(path), operation: scope.operation ?? '', status: res.statusCode },
        (performance.now() - started) / 1000,
      ),
    );
    const handler = app;
    if (handler) {
      logScope.run(scope, () => handler(req, res));
      return;
    }
    res
      .writeHead(503, { 'content-type': 'application/json', 'retry-after': '2' })
      .end(JSON.stringify({ error: 'starting' }));
  });
  // A client or proxy that keeps a connection for its next request sends it while Node, at its
  // default of 5 s idle, may be closing it: that request is lost with ECONNRESET (a journey's
  // request context lost one this way). Idle connections stay open longer than a proxy keeps
  // them (HAProxy's `timeout server` is 60 s); a shutdown closes them itself.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return Object.assign(server, {
    serve(handler: Handler) {
      app = handler;
    },
  });
}

/**
 * What a request's log lines carry (logScope); `route` and `operation` are filled in by the
 * file routes and the GraphQL operation, for its duration's labels.
 */
type RequestScope = { requestId: string; route?: string; operation?: string };

/** A bounded label: the few routes there are, never the path a client sent. */
function routeOf(path: string): string {
  if (path === '/graphql' || path === '/metrics') return path;
  return path.startsWith('/files/') ? 'files' : 'web';
}

/** An id the proxy in front gave the request (nginx's $request_id, a trace id), else a new one. */
const GIVEN_REQUEST_ID = /^[\w.:-]{8,128}$/;

function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Listens and answers the address to reach it on. */
export async function listen(server: InstanceServer, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;
}

/**
 * What the port serves once the app is built: /graphql, the files and the built web app (any
 * other path gets index.html, so the client router answers deep links and unknown routes). A
 * request that would change something is refused here, before its body is read, unless it comes
 * from an allowed origin; pages and files go out with the security headers.
 */
export function createAppHandler(input: {
  graphql: Handler;
  /** /files/...: document downloads, which check the session themselves. */
  files: Handler;
  /** /metrics, which checks its token itself. */
  metrics: Handler;
  webDist: string;
  config: Config;
  originPolicy: OriginPolicy;
}): Handler {
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

  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    void (async () => {
      if (!isSafeMethod(req.method) && !input.originPolicy.allows(req.headers)) return forbidden(res);
      // GraphQL answers JSON, and GraphiQL (development only) is a page of inline scripts.
      if (path === '/graphql') return input.graphql(req, res);
      if (path === '/metrics') return input.metrics(req, res);
      securityHeaders(req, res);
      if (path.startsWith('/files/')) return input.files(req, res);
      if (path.startsWith('/api/')) return notFound(res);
      if (web) {
        endOnFileError(res, path);
        return web(req, res, () => notFound(res));
      }
      return notFound(res);
    })().catch((error: unknown) => {
      logFailure(error, { path }, 'request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'internal error' }));
    });
  };
}

/**
 * sirv pipes each file into the response without listening for the file's errors: a file of the
 * build removed or unreadable after the start (a rebuild in place, a disk fault) was an uncaught
 * error that ended the process. Its headers are sent by then, so the response is cut off.
 */
function endOnFileError(res: ServerResponse, path: string) {
  res.once('pipe', (file: NodeJS.ReadableStream) =>
    file.once('error', (error) => {
      logFailure(error, { path }, 'static file failed');
      res.destroy();
    }),
  );
}

function forbidden(res: ServerResponse) {
  res
    .writeHead(403, { 'content-type': 'application/json', connection: 'close' })
    .end(JSON.stringify({ error: 'origin not allowed' }));
}

function notFound(res: ServerResponse) {
  res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not found' }));
}
