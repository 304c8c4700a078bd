import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';

export const APP_NAME = 'Spokes';

/** A route's page title: a translation key, or one chosen by the query (the /action link's mode). */
export type TitleKey = string | ((search: URLSearchParams) => string);

/** What a route of the router may carry in its `handle`. */
export type RouteHandle = { titleKey?: TitleKey };

function titleKeyOf(handle: unknown): TitleKey | undefined {
  if (typeof handle !== 'object' || handle === null || !('titleKey' in handle)) return undefined;
  const { titleKey } = handle as RouteHandle;
  return titleKey;
}

/** The title key of the deepest matched route that has one. */
export function routeTitleKey(routes: RouteObject[], pathname: string, search = ''): string | undefined {
  const matches = matchRoutes(routes, { pathname }) ?? [];
  for (const match of [...matches].reverse()) {
    const titleKey = titleKeyOf(match.route.handle);
    if (typeof titleKey === 'function') return titleKey(new URLSearchParams(search));
    if (titleKey) return titleKey;
  }
  return undefined;
}

/**
 * Sets `document.title` to "<page title> · Spokes" from the route's `handle.titleKey`, for every
 * page in one place; it follows the route and the interface language.
 */
export function useDocumentTitle(routes: RouteObject[]): void {
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const titleKey = useMemo(() => routeTitleKey(routes, pathname, search), [routes, pathname, search]);
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · ${APP_NAME}` : APP_NAME;
  }, [titleKey, t]);
}
