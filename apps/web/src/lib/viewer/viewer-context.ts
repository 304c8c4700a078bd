import { createContext, useContext } from 'react';
import type { MeQuery } from '../../generated/graphql';

export type Viewer = MeQuery['me'];

export type ViewerState =
  | { status: 'loading' }
  | { status: 'signed-in'; viewer: Viewer }
  /**
   * `signedOut`: the user just signed out here, so there is no page to return to after signing in.
   * `sessionEnded`: a signed-in session stopped working (idle, expired, revoked), which /login says.
   */
  | { status: 'anonymous'; signedOut: boolean; sessionEnded?: boolean }
  | { status: 'error' };

export type ViewerContextValue = {
  state: ViewerState;
  /** Asks the server who is signed in (after signing in, for example). */
  refresh: () => Promise<ViewerState>;
  signOut: () => Promise<void>;
};

export const ViewerContext = createContext<ViewerContextValue | null>(null);

export function useViewerState(): ViewerContextValue {
  const value = useContext(ViewerContext);
  if (!value) throw new Error('useViewerState needs a ViewerProvider');
  return value;
}

/** The signed-in user; only for components rendered behind the sign-in guard. */
export function useViewer(): Viewer {
  const { state } = useViewerState();
  if (state.status !== 'signed-in') throw new Error('useViewer is used outside a protected route');
  return state.viewer;
}
