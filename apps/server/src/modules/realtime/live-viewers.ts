import type { Db } from '../../db/client';
import { loadSession, loadViewer, type LiveSession } from '../auth/viewer';
import type { Viewer } from '../access/viewer';
import type { RealtimePubSub } from '../signals/pubsub';

/**
 * Whose events a subscription may see, asked again for each event: at once while the viewer
 * kept with a connection is fresh, so a thousand subscribers check an event without waiting.
 */
export type ViewerSource = { current(): Viewer | null | Promise<Viewer | null> };

/** A websocket connection's viewer; `release` when the connection closes. */
export type LiveViewer = ViewerSource & { release(): void };

export type LiveViewers = ReturnType<typeof createLiveViewers>;

/**
 * The viewers of this instance's websocket connections, kept with each connection so an event
 * costs no session lookup per subscriber. A sign-out ends its connection at once and a change to
 * the user (roles, links, every session revoked) makes its connections reload, on every instance
 * through the pubsub. A session past its lifetime or idle timeout is looked up again at the next
 * event: another instance may have seen it used since, and otherwise the lookup revokes it.
 */
export function createLiveViewers(input: { db: Db; pubsub: RealtimePubSub; idleMinutes: number }) {
  const { db, idleMinutes } = input;
  const connections = new Set<{ sessionId: string; userId: number; end(): void; invalidate(): void }>();
  input.pubsub.watch('sessionEnded', ({ sessionId }) => {
    for (const connection of connections) if (connection.sessionId === sessionId) connection.end();
  });
  input.pubsub.watch('viewerChanged', ({ userId }) => {
    for (const connection of connections) if (connection.userId === userId) connection.invalidate();
  });

  return {
    /**
     * The live viewer of a connection opening with this session (the opening counts as a use),
     * or null when the session is not live. `end` closes the connection once the session ends.
     */
    async open(sessionId: string, end: () => void): Promise<{ viewer: Viewer; live: LiveViewer } | null> {
      const opened = await loadSession(db, sessionId, { idleMinutes, extend: true });
      if (!opened) return null;
      let session: LiveSession | null = opened;
      let stale = false;
      let reloading: Promise<Viewer | null> | undefined;
      const connection = {
        sessionId,
        userId: opened.viewer.userId,
        end() {
          session = null;
          connections.delete(connection);
          end();
        },
        invalidate() {
          stale = true;
        },
      };
      connections.add(connection);

      async function reload() {
        // A change announced while this lookup runs marks the viewer stale again for the next event.
        stale = false;
        try {
          session = await loadSession(db, sessionId, { idleMinutes, extend: false });
        } finally {
          reloading = undefined;
        }
        if (!session) connection.end();
        return session?.viewer ?? null;
      }

      const live: LiveViewer = {
        current() {
          if (!session) return null;
          if (!stale && Date.now() <= session.liveUntil) return session.viewer;
          reloading ??= reload();
          return reloading;
        },
        release: () => connections.delete(connection),
      };
      return { viewer: opened.viewer, live };
    },
    /** How many connections hold a viewer (tests prove they are released). */
    size: () => connections.size,
  };
}

/** Outside a websocket (a subscription over HTTP) the viewer is looked up for each event. */
export function viewerPerEvent(db: Db, sessionId: string, idleMinutes: number): ViewerSource {
  return { current: () => loadViewer(db, sessionId, { idleMinutes, extend: false }) };
}
