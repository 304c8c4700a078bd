/**
 * The websocket of the subscriptions came back after a drop (a server restart, a network
 * change): events published meanwhile were missed, so screens that follow one reload it.
 */
const listeners = new Set<() => void>();

export function onSubscriptionsReconnected(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSubscriptionsReconnected() {
  for (const listener of listeners) listener();
}
