import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Provider } from 'urql';
import { createGraphqlConnection } from './client';
import { GraphqlResetContext } from './reset-context';

/**
 * Provides the urql client; `resetClient` (used at sign-out) drops every cached result and
 * closes the subscriptions' websocket, whose session no longer exists.
 */
export function GraphqlProvider({ children }: { children: ReactNode }) {
  const [connection, setConnection] = useState(createGraphqlConnection);
  const current = useRef(connection);
  const resetClient = useCallback(() => {
    current.current.close();
    current.current = createGraphqlConnection();
    setConnection(current.current);
  }, []);
  const reset = useMemo(() => ({ resetClient }), [resetClient]);
  return (
    <GraphqlResetContext value={reset}>
      <Provider value={connection.client}>{children}</Provider>
    </GraphqlResetContext>
  );
}
