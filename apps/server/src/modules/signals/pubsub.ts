import type { Database } from '../../db/client';
import { logger } from '../../logger';
import { fanOutDuration } from '../../metrics';
import { REALTIME_CHANNEL, type RealtimeEvent, type RealtimeTopic } from './events';

/** The event of a topic (a union member may serve several topics, e.g. created and updated). */
export type EventOf<T extends RealtimeTopic> = RealtimeEvent extends infer E
  ? E extends { topic: infer K }
    ? T extends K
      ? E
      : never
    : never
  : never;
type PersonalTopic = EventOf<'onError' | 'notificationCreated' | 'notificationUpdated'>['topic'];
type ControlTopic = EventOf<'sessionEnded' | 'viewerChanged' | 'referenceDataChanged'>['topic'];
const CONTROL_TOPICS: ReadonlySet<string> = new Set<ControlTopic>([
  'sessionEnded',
  'viewerChanged',
  'referenceDataChanged',
]);
type SharedTopic = Exclude<RealtimeTopic, PersonalTopic | ControlTopic>;

const TOPICS: ReadonlySet<string> = new Set<RealtimeTopic>([
  'quotationCreated',
  'quotationUpdated',
  'orderUpdated',
  'orderLogCreated',
  'orderLogUpdated',
  'webhookAttemptCreated',
  'onError',
  'notificationCreated',
  'notificationUpdated',
  'sessionEnded',
  'viewerChanged',
  'referenceDataChanged',
  'translationChanged',
]);

export type RealtimePubSub = ReturnType<typeof createRealtimePubSub>;

/**
 * One LISTEN per server instance, fanned out in memory to the subscriptions of this instance.
 * Events addressed to one user go out under a per-user key, so nobody else's subscription hears it.
 */
export function createRealtimePubSub(database: Pick<Database, 'listen'>) {
  const listeners = new Map<string, Set<(event: RealtimeEvent) => void>>();
  const watchers = new Map<ControlTopic, Set<(event: RealtimeEvent) => void>>();
  let unlisten: (() => Promise<void>) | undefined;

  const preparers = new Map<string, (event: RealtimeEvent) => Promise<unknown>>();
  /** Settles once every event received so far is handed out: the later ones wait behind it. */
  let handingOut: Promise<void> | undefined;

  function dispatch(payload: string) {
    const event = parseEvent(payload);
    if (!event) return;
    const prepare = listeners.get(event.topic)?.size ? preparers.get(event.topic) : undefined;
    if (!prepare && !handingOut) return handOut(event);
    // Prepared at once, handed out in the order the events came.
    const prepared = prepare?.(event).catch((error: unknown) =>
      logger.warn({ err: error, topic: event.topic }, 'could not prepare a realtime event'),
    );
    const done: Promise<void> = (handingOut ?? Promise.resolve())
      .then(() => prepared)
      .then(() => handOut(event))
      .catch((error: unknown) => logger.error({ err: error }, 'could not hand out a realtime event'))
      .finally(() => {
        if (handingOut === done) handingOut = undefined;
      });
    handingOut = done;
  }

  function handOut(event: RealtimeEvent) {
    if (isControlEvent(event)) {
      for (const watcher of watchers.get(event.topic) ?? []) watcher(event);
      return;
    }
    const key = 'userId' in event ? personalKey(event.topic, event.userId) : event.topic;
    const subscribed = listeners.get(key);
    if (!subscribed) return;
    const handedOut = fanOutDuration.startTimer();
    for (const listener of subscribed) listener(event);
    handedOut();
  }

  function listen<E extends RealtimeEvent>(key: string, listener: (event: E) => void): () => void {
    const set = listeners.get(key) ?? new Set();
    listeners.set(key, set);
    const call = listener as (event: RealtimeEvent) => void;
    set.add(call);
    return () => {
      set.delete(call);
      if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
    };
  }

  return {
    async start() {
      unlisten ??= await database.listen(REALTIME_CHANNEL, dispatch);
    },
    async stop() {
      const release = unlisten;
      unlisten = undefined;
      await release?.();
    },
    /** Calls back synchronously on each event of a shared topic, until the returned function is called. */
    listen<T extends SharedTopic>(topic: T) {
      return (listener: (event: EventOf<T>) => void) => listen(topic, listener);
    },
    /** The same for the events addressed to one user. */
    listenPersonal<T extends PersonalTopic>(topic: T, userId: number) {
      return (listener: (event: EventOf<T>) => void) => listen(personalKey(topic, userId), listener);
    },
    /**
     * Calls back at once on each event of a control topic (the server's own: a session ended, a
     * viewer or a cached table changed), for as long as the instance runs.
     */
    watch<T extends ControlTopic>(topic: T, watcher: (event: EventOf<T>) => void) {
      const set = watchers.get(topic) ?? new Set();
      watchers.set(topic, set.add(watcher as (event: RealtimeEvent) => void));
    },
    /**
     * Runs `prepare` once per event of a shared topic that this instance's subscriptions listen
     * to, before any of them hears it: what they all need (the event's row) is then at hand, and
     * each one's check of it needs no promise of its own.
     */
    prepare<T extends SharedTopic>(topic: T, prepare: (event: EventOf<T>) => Promise<unknown>) {
      preparers.set(topic, prepare as (event: RealtimeEvent) => Promise<unknown>);
    },
    /** How many subscriptions of this instance are listening (tests prove they are released). */
    listenerCount() {
      let count = 0;
      for (const set of listeners.values()) count += set.size;
      return count;
    },
  };
}

function isControlEvent(event: RealtimeEvent): event is EventOf<ControlTopic> {
  return CONTROL_TOPICS.has(event.topic);
}

function personalKey(topic: PersonalTopic, userId: number) {
  return `${topic}:${userId}`;
}

// Anyone with database access can NOTIFY this channel: a malformed payload is dropped, not thrown.
function parseEvent(payload: string): RealtimeEvent | null {
  try {
    const event = JSON.parse(payload) as RealtimeEvent | null;
    if (typeof event === 'object' && event !== null && TOPICS.has(event.topic)) return event;
  } catch {
    // reported below, like any other payload we cannot use
  }
  logger.warn({ payload: payload.slice(0, 200) }, 'ignored a malformed realtime event');
  return null;
}
