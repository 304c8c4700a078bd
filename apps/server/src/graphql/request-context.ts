import type { Config } from '../config';
import type { Database } from '../db/client';
import { createSessionCookies } from '../modules/auth/session-cookie';
import { sessionIdFromToken } from '../modules/auth/session';
import { loadViewer } from '../modules/auth/viewer';
import type { RealtimePubSub } from '../modules/realtime/pubsub';
import type { ReferenceCache } from '../modules/reference-data/reference-cache';
import type { Context } from './context';

/** Builds the per-request context from the session cookie; the same for HTTP and websockets. */
export async function buildRequestContext(input: {
  request: { headers: Headers };
  remoteAddress: string | null;
  config: Config;
  database: Database;
  pubsub: RealtimePubSub;
  referenceCache: ReferenceCache;
}): Promise<Context> {
  const { request, config, database, pubsub, referenceCache } = input;
  const cookies = createSessionCookies(request.headers.get('cookie'), config.PUBLIC_URL.startsWith('https:'));
  const viewer = cookies.token
    ? await loadViewer(database.db, sessionIdFromToken(cookies.token), {
        idleMinutes: config.SESSION_IDLE_MINUTES,
        extend: true,
      })
    : null;
  return {
    viewer,
    db: database.db,
    database,
    pubsub,
    referenceCache,
    config,
    cookies,
    ip: input.remoteAddress,
    userAgent: request.headers.get('user-agent'),
  };
}
