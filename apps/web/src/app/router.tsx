import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { RedirectEmployerOnlyHome, RequireEmployersPortal, RequireSuperUser, RequireViewer } from './guards';
import { named } from './lazy-named';

// Each area is its own chunk, so the sign-in page downloads none of the screens behind it.

const LoginPage = named(() => import('../features/auth/components/login-page'), 'LoginPage');
const ActionPage = named(() => import('../features/auth/components/action-page'), 'ActionPage');
const MyAccountPage = named(() => import('../features/auth/components/my-account-page'), 'MyAccountPage');
const DealerLayout = named(() => import('./layouts/dealer-layout'), 'DealerLayout');
const UserManagementPage = named(
  () => import('../features/users/components/user-management-page'),
  'UserManagementPage',
);
const DealerHomePage = named(
  () => import('../features/companies/components/dealer-home-page'),
  'DealerHomePage',
);
const SettingsPage = named(() => import('./settings/settings-page'), 'SettingsPage');
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

export const router = createBrowserRouter([
  { path: '/login', element: page(LoginPage) },
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
              {
                // Reached by URL until the settings issue switches its menu entry on.
                element: <RequireSuperUser />,
                children: [{ path: 'settings/:tab?', element: page(SettingsPage) }],
              },
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
]);
