import { Repeater } from 'graphql-yoga';
import { logger } from '../../logger';
import type { Viewer } from '../auth/viewer';
import type { ViewerSource } from './live-viewers';

/**
 * Turns the events of a topic into what this subscriber may see, through the viewer as it is
 * at each event: a changed role takes effect at the next event, and when the session is gone
 * the subscription ends. Ending it (or the client leaving) releases the source.
 */
export function visibleEvents<E, R>(
  input: { viewer: ViewerSource; source: AsyncIterableIterator<E> },
  load: (viewer: Viewer, event: E) => Promise<R | null>,
): AsyncIterableIterator<R> {
  const { viewer: viewers, source } = input;
  return new Repeater<R>(async (push, stop) => {
    void stop.then(() => source.return?.());
    for (let next = await source.next(); !next.done; next = await source.next()) {
      let viewer: Viewer | null;
      let row: R | null = null;
      try {
        viewer = await viewers.current();
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
