import { logger } from '../../logger';
import type { Viewer } from '../auth/viewer';
import type { ViewerSource } from './live-viewers';

/**
 * Turns the events of a topic into what this subscriber may see, through the viewer as it is
 * at each event: a changed role takes effect at the next event, and when the session is gone
 * the subscription ends. Ending it (or the client leaving) releases the source, also while a
 * read is waiting for the next event.
 */
export function visibleEvents<E, R>(
  input: { viewer: ViewerSource; source: AsyncIterableIterator<E> },
  load: (viewer: Viewer, event: E) => Promise<R | null>,
): AsyncIterableIterator<R> {
  const { viewer: viewers, source } = input;
  let ended = false;
  const end = async (): Promise<IteratorResult<R>> => {
    ended = true;
    await source.return?.();
    return { value: undefined, done: true };
  };
  return {
    async next() {
      while (!ended) {
        const next = await source.next();
        if (next.done) return end();
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
        if (!viewer) return end();
        if (row) return { value: row, done: false };
      }
      return { value: undefined, done: true };
    },
    return: end,
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
