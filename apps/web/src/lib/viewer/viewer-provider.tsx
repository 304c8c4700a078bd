import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useClient } from 'urql';
import { MeDocument } from './me.generated';
import { SignOutDocument } from './sign-out.generated';
import { errorCode } from '../graphql/errors';
import { useGraphqlReset } from '../graphql/reset-context';
import { onSessionExpired } from '../graphql/session-expiry';
import { ViewerContext, type ViewerState } from './viewer-context';

/** Loads `me` once at start and after sign-in; UNAUTHENTICATED means nobody is signed in. */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const client = useClient();
  const clientRef = useRef(client);
  clientRef.current = client;
  const { resetClient } = useGraphqlReset();
  const [state, setState] = useState<ViewerState>({ status: 'loading' });

  const load = useCallback(async (sessionEnded: boolean): Promise<ViewerState> => {
    const result = await clientRef.current
      .query(MeDocument, {}, { requestPolicy: 'network-only', viewerQuery: true })
      .toPromise();
    const next: ViewerState = result.data
      ? { status: 'signed-in', viewer: result.data.me }
      : result.error && errorCode(result.error) === 'UNAUTHENTICATED'
        ? { status: 'anonymous', signedOut: false, sessionEnded }
        : { status: 'error' };
    setState(next);
    return next;
  }, []);
  const refresh = useCallback(() => load(false), [load]);

  const signOut = useCallback(async () => {
    await clientRef.current.mutation(SignOutDocument, {}).toPromise();
    setState({ status: 'anonymous', signedOut: true });
    resetClient();
  }, [resetClient]);

  useEffect(() => {
    void load(false);
    return onSessionExpired(() => void load(true));
  }, [load]);

  const value = useMemo(() => ({ state, refresh, signOut }), [state, refresh, signOut]);
  return <ViewerContext value={value}>{children}</ViewerContext>;
}
