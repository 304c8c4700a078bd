import { useCallback, useState } from 'react';

export type ColumnChoice = {
  /** The shown columns' keys, in their order. */
  shown: string[];
  setShown: (keys: string[]) => void;
  reset: () => void;
};

function storageName(key: string) {
  return `list:${key}:columns`;
}

function readStored(key: string, all: readonly string[]): string[] | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageName(key)) ?? 'null');
    if (!Array.isArray(stored)) return null;
    // Columns that no longer exist drop out; an empty choice would show nothing, so it counts as none.
    const known = stored.filter((name): name is string => typeof name === 'string' && all.includes(name));
    return known.length > 0 ? known : null;
  } catch {
    return null;
  }
}

/**
 * Which columns a list shows and in which order, chosen by the user and kept beside the list's
 * filters in sessionStorage (`list:<key>:columns`), so a reload in the same tab keeps them.
 */
export function useColumnChoice(storageKey: string, all: readonly string[], defaults: readonly string[]) {
  const [shown, setShownState] = useState<string[]>(() => readStored(storageKey, all) ?? [...defaults]);
  const setShown = useCallback(
    (keys: string[]) => {
      setShownState(keys);
      sessionStorage.setItem(storageName(storageKey), JSON.stringify(keys));
    },
    [storageKey],
  );
  const reset = useCallback(() => {
    setShownState([...defaults]);
    sessionStorage.removeItem(storageName(storageKey));
  }, [defaults, storageKey]);
  return { shown, setShown, reset } satisfies ColumnChoice;
}

const SIDE = { left: 0, right: 2 } as const;
const sideOf = (fixed: unknown) =>
  fixed === 'left' || fixed === true ? SIDE.left : fixed === 'right' ? SIDE.right : 1;

/** The columns in the chosen order, the others left out; a column fixed to a side stays there. */
export function chosenColumns<T extends { key: string; fixed?: unknown }>(
  columns: T[],
  shown: readonly string[],
): T[] {
  return shown
    .flatMap((key) => columns.filter((column) => column.key === key))
    .sort((a, b) => sideOf(a.fixed) - sideOf(b.fixed));
}
