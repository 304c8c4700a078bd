import type { Queryable } from '../../db/client';
import type { RealtimePubSub } from '../signals/pubsub';
import { rememberSessionsIn, type ForgetSessions } from './forget-sessions';
import { LAST_SEEN_RESOLUTION_MS, loadSession, type LiveSession } from './viewer';
import type { Viewer } from '../access/viewer';

/** Sessions kept per instance; past it the oldest entry goes (a miss costs one lookup). */
const MAX_SESSIONS = 20_000;

export type SessionCache = ReturnType<typeof createSessionCache>;

/**
 * The viewers of the sessions this instance served lately, so a request costs no session
 * lookup: on the embedded database the lookup was most of a request's work. An entry is used
 * until the session's last use needs writing again (LAST_SEEN_RESOLUTION_MS: the lookup extends
 * it), never past the session's own end, and is dropped when the session ends or its user
 * changes, on this instance at once and on the others through the pubsub.
 */
export function createSessionCache(input: { db: Queryable; pubsub: RealtimePubSub; idleMinutes: number }) {
  const entries = new Map<string, { session: LiveSession; freshUntil: number }>();
  // A lookup that overlapped a forget may have read the old row: it is used but not kept.
  let forgets = 0;
  const forget = (match: ForgetSessions) => {
    forgets++;
    if ('sessionId' in match) entries.delete(match.sessionId);
    else
      for (const [id, entry] of entries) if (entry.session.viewer.userId === match.userId) entries.delete(id);
  };
  const unregister = rememberSessionsIn({ forget });
  input.pubsub.watch('sessionEnded', ({ sessionId }) => forget({ sessionId }));
  input.pubsub.watch('viewerChanged', ({ userId }) => forget({ userId }));

  return {
    /** The viewer of a live, fully signed-in session, or null; a lookup counts as a use. */
    async viewerOf(sessionId: string): Promise<Viewer | null> {
      const now = Date.now();
      const cached = entries.get(sessionId);
      if (cached && now < cached.freshUntil && now < cached.session.liveUntil) return cached.session.viewer;
      entries.delete(sessionId);
      const forgetsBefore = forgets;
      const session = await loadSession(input.db, sessionId, {
        idleMinutes: input.idleMinutes,
        extend: true,
      });
      if (!session) return null;
      if (forgets === forgetsBefore) {
        if (entries.size >= MAX_SESSIONS) entries.delete(entries.keys().next().value!);
        entries.set(sessionId, { session, freshUntil: now + LAST_SEEN_RESOLUTION_MS });
      }
      return session.viewer;
    },
    close() {
      unregister();
      entries.clear();
    },
  };
}
