import type { Config } from '../config';
import type { Database } from '../db/client';
import type { FileStorage } from '../integrations/storage/file-storage';
import { createSessionCookies } from '../modules/auth/session-cookie';
import { sessionIdFromToken } from '../modules/auth/session';
import type { Viewer } from '../modules/access/viewer';
import type { LiveViewer } from '../modules/realtime/live-viewers';
import type { RealtimePubSub } from '../modules/signals/pubsub';
import type { ReferenceCache } from '../modules/reference-data/reference-cache';
import type { Context } from './context';

export type OpenViewer = (
  sessionId: string,
) => Promise<{ viewer: Viewer | null; live: LiveViewer | null } | null>;

/**
 * Builds the per-request context from the session cookie; the same for HTTP and websockets.
 * HTTP finds the viewer in the session cache, a websocket keeps it with its connection.
 */
export async function buildRequestContext(input: {
  request: { headers: Headers };
  remoteAddress: string | null;
  config: Config;
  database: Database;
  pubsub: RealtimePubSub;
  referenceCache: ReferenceCache;
  storage: FileStorage;
  openViewer: OpenViewer;
}): Promise<Context> {
  const { request, config, database, pubsub, referenceCache } = input;
  const cookies = createSessionCookies(request.headers.get('cookie'), config.PUBLIC_URL.startsWith('https:'));
  const opened = cookies.token ? await input.openViewer(sessionIdFromToken(cookies.token)) : null;
  return {
    viewer: opened?.viewer ?? null,
    liveViewer: opened?.live ?? null,
    db: database.db,
    database,
    pubsub,
    referenceCache,
    config,
    storage: input.storage,
    cookies,
    ip: input.remoteAddress,
    userAgent: request.headers.get('user-agent'),
  };
}
