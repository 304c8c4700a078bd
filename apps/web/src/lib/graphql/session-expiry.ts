/**
 * Any operation that answers UNAUTHENTICATED (the session expired or was revoked elsewhere)
 * announces it here; the viewer provider then asks `me` again and the guard shows /login.
 */
const listeners = new Set<() => void>();

export function onSessionExpired(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSessionExpired() {
  for (const listener of listeners) listener();
}
