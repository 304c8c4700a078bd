import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { routeTitleKey, useDocumentTitle } from './document-title';
import { routes } from './router';

/** Every route that renders a page (no children), with the path it answers. */
function pages(list: RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return list.flatMap((route) => {
    const path =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    return route.children ? pages(route.children, path) : [{ path: path || '/', route }];
  });
}

describe('page titles', () => {
  it('gives every page of the router a title key', () => {
    const withoutTitle = pages(routes).filter(({ route }) => {
      const handle = route.handle as { titleKey?: unknown } | undefined;
      return handle?.titleKey === undefined;
    });
    expect(withoutTitle.map(({ path }) => path)).toEqual([]);
  });

  it.each([
    ['/login', '', 'login.title'],
    ['/action', '?mode=resetPassword&oobCode=x', 'actionPage.setPasswordTitle'],
    ['/action', '?mode=revertSecondFactorAddition&oobCode=x', 'actionPage.revertTitle'],
    ['/', '', 'home.newQuotation'],
    ['/my-account', '', 'myAccount.title'],
    ['/dealer-management', '', 'userManagement.title'],
    ['/outbox', '', 'outbox.title'],
    ['/employersportal', '', 'inbox.title'],
    ['/employersportal/my-account', '', 'myAccount.title'],
    ['/employersportal/user-management', '', 'userManagement.title'],
    ['/no-such-page', '', 'errorPage.notFoundTitle'],
  ])('titles %s%s with %s', (pathname, search, key) => {
    expect(routeTitleKey(routes, pathname, search)).toBe(key);
  });
});

describe('useDocumentTitle', () => {
  const testRoutes: RouteObject[] = [
    { path: '/first', element: null, handle: { titleKey: 'test.first' } },
    { path: '/second', element: null, handle: { titleKey: 'test.second' } },
    { path: '/untitled', element: null },
  ];
  let navigate: (to: string) => void = () => undefined;

  function TitledRoutes() {
    useDocumentTitle(testRoutes);
    navigate = useNavigate();
    return useRoutes(testRoutes);
  }

  beforeAll(async () => {
    i18n.addResourceBundle('nl', 'translation', { 'test.first': 'Eerste', 'test.second': 'Tweede' });
    i18n.addResourceBundle('fr', 'translation', { 'test.first': 'Première', 'test.second': 'Deuxième' });
    await i18n.changeLanguage('nl');
  });

  it('sets "<page title> · Spokes" from the deepest route, following navigation and language', async () => {
    render(
      <MemoryRouter initialEntries={['/first']}>
        <TitledRoutes />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Eerste · Spokes');
    act(() => navigate('/second'));
    expect(document.title).toBe('Tweede · Spokes');
    await act(() => i18n.changeLanguage('fr'));
    expect(document.title).toBe('Deuxième · Spokes');
    act(() => navigate('/untitled'));
    expect(document.title).toBe('Spokes');
  });
});
