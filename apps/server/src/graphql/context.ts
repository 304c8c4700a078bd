import type { Database, Db } from '../db/client';
import type { Config } from '../config';
import type { FileStorage } from '../integrations/storage/file-storage';
import type { Viewer } from '../modules/access/viewer';
import type { SessionCookies } from '../modules/auth/session-cookie';
import type { LiveViewer } from '../modules/realtime/live-viewers';
import type { RealtimePubSub } from '../modules/signals/pubsub';
import type { ReferenceCache } from '../modules/reference-data/reference-cache';

/** Everything a resolver may use: the viewer, the database and the services, nothing global. */
export type Context = {
  viewer: Viewer | null;
  /** A websocket connection's viewer, kept up to date while it is open; null over HTTP. */
  liveViewer: LiveViewer | null;
  db: Db;
  database: Database;
  pubsub: RealtimePubSub;
  referenceCache: ReferenceCache;
  config: Config;
  /** Where documents and logos live: the app's one instance. */
  storage: FileStorage;
  cookies: SessionCookies;
  ip: string | null;
  userAgent: string | null;
};
