/**
 * The route a signed-out visitor first asked for: the sign-in guard passes it in the location
 * state, and it is kept for the browser session so that a reload of /login does not lose it.
 */
const storageKey = 'spokes.requestedRoute';

function isSafeRoute(route: unknown): route is string {
  return (
    typeof route === 'string' &&
    route.startsWith('/') &&
    !route.startsWith('//') &&
    !route.startsWith('/login')
  );
}

export function rememberRequestedRoute(route: unknown) {
  if (isSafeRoute(route)) sessionStorage.setItem(storageKey, route);
}

export function forgetRequestedRoute() {
  sessionStorage.removeItem(storageKey);
}

/** The remembered route, or home; forgets it. */
export function takeRequestedRoute(): string {
  const route = sessionStorage.getItem(storageKey);
  forgetRequestedRoute();
  return isSafeRoute(route) ? route : '/';
}
