import { useEffect } from 'react';
import type { TypedDocumentNode } from '@urql/core';
import { useSubscription } from 'urql';

/**
 * Reloads a screen when `query` pushes an event the screen shows (`concerns`): the server pushes
 * every event the viewer may see, and each screen keeps its own.
 */
export function useReloadOn<Data>(
  query: TypedDocumentNode<Data, Record<string, never>>,
  concerns: (event: Data) => boolean,
  reload: () => void,
) {
  const [{ data }] = useSubscription({ query });
  useEffect(() => {
    if (data && concerns(data)) reload();
    // A new event reloads, not a new `concerns` (a fresh closure on every render).
  }, [data, reload]);
}
