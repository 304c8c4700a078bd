import type { Queryable } from '../../db/client';
import { sessionIdFromToken } from './session';
import { createSessionCookies } from './session-cookie';
import { loadViewer, type SessionActivity } from './viewer';
import type { Viewer } from '../access/viewer';

/** The viewer of a request's session cookie, for the HTTP routes that answer outside GraphQL. */
export async function viewerOfCookieHeader(
  db: Queryable,
  cookieHeader: string | undefined,
  secure: boolean,
  activity: SessionActivity,
): Promise<Viewer | null> {
  const token = createSessionCookies(cookieHeader ?? null, secure).token;
  return token ? loadViewer(db, sessionIdFromToken(token), activity) : null;
}
