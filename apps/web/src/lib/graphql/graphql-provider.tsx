import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Provider } from 'urql';
import { createGraphqlClient } from './client';
import { GraphqlResetContext } from './reset-context';

/** Provides the urql client; `resetClient` drops every cached result (used at sign-out). */
export function GraphqlProvider({ children }: { children: ReactNode }) {
  const [client, setClient] = useState(createGraphqlClient);
  const resetClient = useCallback(() => setClient(createGraphqlClient()), []);
  const reset = useMemo(() => ({ resetClient }), [resetClient]);
  return (
    <GraphqlResetContext value={reset}>
      <Provider value={client}>{children}</Provider>
    </GraphqlResetContext>
  );
}
