import { describe, expect, it } from 'vitest';
import type { Viewer } from '../access/viewer';
import type { ViewerSource } from './live-viewers';
import { visibleEvents } from './visible-events';

type Event = { id: number };

/** A topic with one listener at most, published to by hand. */
function topic() {
  let listener: ((event: Event) => void) | undefined;
  return {
    listen: (next: (event: Event) => void) => {
      listener = next;
      return () => {
        listener = undefined;
      };
    },
    publish: (event: Event) => listener?.(event),
    listening: () => listener !== undefined,
  };
}

function viewerOf(dealerIds: number[]) {
  return { dealerIds } as unknown as Viewer;
}

/** Resolves once every callback already queued has run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Checked as they arrive, delivered as they were published: these hold also when a check waits. */
describe('the events a subscriber may see', () => {
  it('keeps the order of events while the viewer of the first one is still being reloaded', async () => {
    const events = topic();
    let reload: (viewer: Viewer) => void = () => {};
    let reloading = true;
    const viewer: ViewerSource = {
      current: () => (reloading ? new Promise<Viewer>((resolve) => (reload = resolve)) : viewerOf([1])),
    };
    const visible = visibleEvents({ viewer, listen: events.listen }, (_viewer, event) => event);

    events.publish({ id: 1 });
    reloading = false;
    events.publish({ id: 2 });
    reload(viewerOf([1]));

    expect((await visible.next()).value).toEqual({ id: 1 });
    expect((await visible.next()).value).toEqual({ id: 2 });
  });

  it('checks each event with the viewer as it is then, and skips one it may not see', async () => {
    const events = topic();
    let current = viewerOf([1]);
    const visible = visibleEvents(
      { viewer: { current: () => current }, listen: events.listen },
      (viewer, event) => (viewer.dealerIds.includes(event.id) ? event : null),
    );

    events.publish({ id: 1 });
    current = viewerOf([2]);
    events.publish({ id: 1 });
    events.publish({ id: 2 });

    expect((await visible.next()).value).toEqual({ id: 1 });
    expect((await visible.next()).value).toEqual({ id: 2 });
  });

  it('skips an event whose check failed and delivers the next one', async () => {
    const events = topic();
    const visible = visibleEvents(
      { viewer: { current: () => viewerOf([1]) }, listen: events.listen },
      (_viewer, event) => (event.id === 1 ? Promise.reject(new Error('timeout')) : Promise.resolve(event)),
    );

    events.publish({ id: 1 });
    events.publish({ id: 2 });

    expect((await visible.next()).value).toEqual({ id: 2 });
  });

  it('ends, and stops listening, once the session is gone', async () => {
    const events = topic();
    const visible = visibleEvents(
      { viewer: { current: async () => null }, listen: events.listen },
      (_viewer, event) => event,
    );
    const read = visible.next();

    events.publish({ id: 1 });
    await settled();

    expect(await read).toEqual({ value: undefined, done: true });
    expect(events.listening()).toBe(false);
  });

  it('stops listening when the subscriber leaves while waiting for an event', async () => {
    const events = topic();
    const visible = visibleEvents(
      { viewer: { current: () => viewerOf([1]) }, listen: events.listen },
      (_viewer, event) => event,
    );
    const read = visible.next();

    await visible.return!();

    expect(await read).toEqual({ value: undefined, done: true });
    expect(events.listening()).toBe(false);
  });
});
