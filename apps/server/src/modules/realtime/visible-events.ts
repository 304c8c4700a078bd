import { logger } from '../../logger';
import type { Viewer } from '../access/viewer';
import { EventQueue } from './event-queue';
import type { ViewerSource } from './live-viewers';

/** How many checked events a subscription that falls behind keeps (the newest). */
const BUFFER_PER_SUBSCRIPTION = 256;

/** Calls back on each event of a topic until the returned function is called. */
export type Listen<E> = (listener: (event: E) => void) => () => void;

/**
 * Turns the events of a topic into what this subscriber may see, through the viewer as it is
 * at each event: a changed role takes effect at the next event, and when the session is gone
 * the subscription ends. Ending it (or the client leaving) stops listening, also while a read
 * is waiting for the next event.
 *
 * Each event is checked as it arrives rather than when the subscription reads it: with a
 * thousand subscribers, an event that one may not see wakes no reader of it, and one it may see
 * reaches its reader in one step (`npm run bench:live -w bench`). The check is synchronous when
 * the viewer and the row are at hand; while one waits (a viewer reloading, a row loading), the
 * later events of this subscriber wait behind it, so they still arrive in order.
 */
export function visibleEvents<E, R>(
  input: { viewer: ViewerSource; listen: Listen<E> },
  load: (viewer: Viewer, event: E) => R | null | Promise<R | null>,
): AsyncIterableIterator<R> {
  const { viewer: viewers } = input;
  const queue = new EventQueue<R>(BUFFER_PER_SUBSCRIPTION, () => unlisten());
  let checking: Promise<void> | undefined;

  const deliver = (row: R | null) => {
    if (row) queue.push(row);
  };
  // One failed lookup (a timeout, a restarting database) must not end the subscription.
  const skip = (error: unknown) => logger.warn({ err: error }, 'could not check a realtime event; skipped');

  function checkAs(viewer: Viewer | null, event: E): Promise<void> | undefined {
    if (!viewer) {
      void queue.return();
      return undefined;
    }
    const row = load(viewer, event);
    if (row instanceof Promise) return row.then(deliver, skip);
    deliver(row);
    return undefined;
  }

  function check(event: E): Promise<void> | undefined {
    try {
      const viewer = viewers.current();
      if (viewer instanceof Promise) return viewer.then((current) => checkAs(current, event)).catch(skip);
      return checkAs(viewer, event);
    } catch (error) {
      skip(error);
      return undefined;
    }
  }

  function waitFor(work: Promise<void>) {
    const settled: Promise<void> = work.then(() => {
      if (checking === settled) checking = undefined;
    });
    checking = settled;
  }

  const unlisten = input.listen((event) => {
    if (checking) return waitFor(checking.then(() => check(event)));
    const work = check(event);
    if (work) waitFor(work);
  });
  return queue;
}
