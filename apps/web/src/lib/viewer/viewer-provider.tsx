import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useClient } from 'urql';
import { MeDocument } from './me.generated';
import { SignOutDocument } from './sign-out.generated';
import { errorCode } from '../graphql/errors';
import { useGraphqlReset } from '../graphql/reset-context';
import { onSessionExpired } from '../graphql/session-expiry';
import { announceSignOut, onSignOutElsewhere } from './session-broadcast';
import { ViewerContext, type ViewerState } from './viewer-context';

/**
 * Loads `me` once at start and after sign-in; UNAUTHENTICATED means nobody is signed in. A
 * sign-out in another tab signs this one out at once, and a tab coming back into view asks the
 * server whether its session still holds (it may have ended in another browser or by expiry).
 */
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

  const signedOut = useCallback(() => {
    setState({ status: 'anonymous', signedOut: true });
    resetClient();
  }, [resetClient]);

  const signOut = useCallback(async () => {
    await clientRef.current.mutation(SignOutDocument, {}).toPromise();
    signedOut();
    announceSignOut();
  }, [signedOut]);

  useEffect(() => {
    void load(false);
    return onSessionExpired(() => void load(true));
  }, [load]);

  const signedIn = state.status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    const stopListening = onSignOutElsewhere(signedOut);
    // Only a session the server no longer knows signs the tab out: a failed network stays put.
    const recheck = async () => {
      if (document.visibilityState !== 'visible') return;
      const result = await clientRef.current
        .query(MeDocument, {}, { requestPolicy: 'network-only', viewerQuery: true })
        .toPromise();
      if (result.error && errorCode(result.error) === 'UNAUTHENTICATED')
        setState({ status: 'anonymous', signedOut: false, sessionEnded: true });
    };
    const onVisible = () => void recheck();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      stopListening();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [signedIn, signedOut]);

  const value = useMemo(() => ({ state, refresh, signOut }), [state, refresh, signOut]);
  return <ViewerContext value={value}>{children}</ViewerContext>;
}
