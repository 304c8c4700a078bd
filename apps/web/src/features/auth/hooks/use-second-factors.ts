import { useCallback } from 'react';
import { useQuery } from 'urql';
import { MySecondFactorsDocument } from '../api/my-second-factors.generated';

/** The viewer's active second factors; `reload` after adding or removing one. */
export function useSecondFactors() {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: MySecondFactorsDocument,
    requestPolicy: 'network-only',
  });
  const reload = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { factors: data?.mySecondFactors ?? [], loading: fetching && !data, error, reload };
}
