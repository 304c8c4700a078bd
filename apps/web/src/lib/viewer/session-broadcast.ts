/**
 * Tells the app's other tabs of this browser that the user signed out, so they leave at once
 * instead of showing the user until their next request fails (issue 21). The session cookie is
 * shared by the tabs; this only spreads the news.
 */
const CHANNEL = 'spokes-session';
const SIGNED_OUT = 'signed-out';

export function announceSignOut() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(SIGNED_OUT);
  channel.close();
}

export function onSignOutElsewhere(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === SIGNED_OUT) listener();
  };
  return () => channel.close();
}
