import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { RedirectEmployerOnlyHome, RequireEmployersPortal, RequireViewer } from './guards';

/** Each area is its own chunk, so the sign-in page downloads none of the screens behind it. */
function named<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const LoginPage = named(() => import('../features/auth/components/login-page'), 'LoginPage');
const ActionPage = named(() => import('../features/auth/components/action-page'), 'ActionPage');
const MyAccountPage = named(() => import('../features/auth/components/my-account-page'), 'MyAccountPage');
const AntDesignRoot = named(() => import('./ant-design-root'), 'AntDesignRoot');
const DealerLayout = named(() => import('./layouts/dealer-layout'), 'DealerLayout');
const UserManagementPage = named(
  () => import('../features/users/components/user-management-page'),
  'UserManagementPage',
);
const DealerHomePage = named(
  () => import('../features/companies/components/dealer-home-page'),
  'DealerHomePage',
);
const OutboxPage = named(() => import('../features/mail/components/outbox-page'), 'OutboxPage');
const EmployersPortalLayout = named(
  () => import('./layouts/employers-portal-layout'),
  'EmployersPortalLayout',
);
const InboxPage = named(() => import('../features/notifications/components/inbox-page'), 'InboxPage');
const NotFoundPage = named(() => import('../components/not-found-page'), 'NotFoundPage');

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

const routes: RouteObject[] = [
  // The sign-in page is plain elements with Ant Design's tokens: it stays outside Ant Design's root.
  { path: '/login', element: page(LoginPage) },
  {
    element: page(AntDesignRoot),
    children: [
      { path: '/action', element: page(ActionPage) },
      {
        element: <RequireViewer />,
        children: [
          {
            element: <RedirectEmployerOnlyHome />,
            children: [
              {
                path: '/',
                element: page(DealerLayout),
                children: [
                  { index: true, element: page(DealerHomePage) },
                  { path: 'my-account', element: page(MyAccountPage) },
                  { path: 'dealer-management', element: page(UserManagementPage) },
                  { path: 'outbox', element: page(OutboxPage) },
                ],
              },
            ],
          },
          {
            path: '/employersportal',
            element: <RequireEmployersPortal />,
            children: [
              {
                element: page(EmployersPortalLayout),
                children: [
                  { index: true, element: page(InboxPage) },
                  { path: 'my-account', element: page(MyAccountPage) },
                  { path: 'user-management', element: page(UserManagementPage) },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: page(NotFoundPage) },
    ],
  },
];

/**
 * The app's routes, rendered inside `App`'s <BrowserRouter>. Declarative routing, not a data
 * router (createBrowserRouter): no page uses loaders, actions or fetchers, and the data router
 * adds 16 kB of gzipped JavaScript to every page, the sign-in page included.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
