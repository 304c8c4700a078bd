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
    // Only a new event reloads: not a new `concerns` or `reload` (a list's page changes both,
    // and the last event would otherwise reload the new page once more).
  }, [data]);
}
