import { Repeater } from 'graphql-yoga';
import type { Db } from '../../db/client';
import { logger } from '../../logger';
import { loadViewer, type Viewer } from '../auth/viewer';

/**
 * Turns the events of a topic into what this subscriber may see. The viewer is reloaded for
 * each event, so a signed-out session or a changed role takes effect at once; when the
 * session is gone the subscription ends. Ending it (or the client leaving) releases the source.
 */
export function visibleEvents<E, R>(
  input: { db: Db; sessionId: string; idleMinutes: number; source: AsyncIterableIterator<E> },
  load: (viewer: Viewer, event: E) => Promise<R | null>,
): AsyncIterableIterator<R> {
  const { db, sessionId, idleMinutes, source } = input;
  return new Repeater<R>(async (push, stop) => {
    void stop.then(() => source.return?.());
    for (let next = await source.next(); !next.done; next = await source.next()) {
      let viewer: Viewer | null;
      let row: R | null = null;
      try {
        viewer = await loadViewer(db, sessionId, { idleMinutes, extend: false });
        if (viewer) row = await load(viewer, next.value);
      } catch (error) {
        // One failed lookup (a timeout, a restarting database) must not end the subscription.
        logger.warn({ err: error }, 'could not check a realtime event; skipped');
        continue;
      }
      if (!viewer) break;
      if (row) await push(row);
    }
    stop();
  });
}
