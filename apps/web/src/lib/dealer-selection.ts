import { useCallback, useSyncExternalStore } from 'react';

/** The chosen dealer is kept as an index into the viewer's dealers, in local storage (spec 02 section 9). */
const storageKey = 'spokes.dealerIndex';
const listeners = new Set<() => void>();

function readIndex(): number {
  const index = Number(localStorage.getItem(storageKey) ?? 0);
  return Number.isInteger(index) && index >= 0 ? index : 0;
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

/** The index of the chosen dealer, within `dealerCount` (0 when the stored one no longer exists). */
export function useDealerIndex(dealerCount: number): [number, (index: number) => void] {
  const stored = useSyncExternalStore(subscribe, readIndex);
  const setIndex = useCallback((index: number) => {
    localStorage.setItem(storageKey, String(index));
    for (const listener of listeners) listener();
  }, []);
  return [stored < dealerCount ? stored : 0, setIndex];
}
