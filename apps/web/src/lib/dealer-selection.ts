import { useCallback, useSyncExternalStore } from 'react';

/**
 * The dealer chosen in the top bar, kept in local storage so it outlives a reload and a sign-in
 * (spec 02 section 9). The spec kept an index into the list; the id is kept instead, so a dealer
 * added to a super user's list (sorted by name) does not silently change the choice.
 */
const storageKey = 'spokes.dealerId';
const listeners = new Set<() => void>();

function readId(): number | null {
  const id = Number(localStorage.getItem(storageKey));
  return Number.isInteger(id) && localStorage.getItem(storageKey) !== null ? id : null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen dealer among `dealers` (the first when none was chosen or it is no longer there). */
export function useChosenDealer<D extends { id: number }>(
  dealers: readonly D[],
): [D | undefined, (id: number) => void] {
  const stored = useSyncExternalStore(subscribe, readId);
  const choose = useCallback((id: number) => {
    localStorage.setItem(storageKey, String(id));
    for (const listener of listeners) listener();
  }, []);
  return [dealers.find((dealer) => dealer.id === stored) ?? dealers[0], choose];
}
