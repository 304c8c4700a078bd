import { createContext, useContext } from 'react';

export type GraphqlReset = { resetClient: () => void };

export const GraphqlResetContext = createContext<GraphqlReset>({ resetClient: () => undefined });

export function useGraphqlReset() {
  return useContext(GraphqlResetContext);
}
