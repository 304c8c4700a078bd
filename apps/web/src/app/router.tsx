import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { useDocumentTitle, type RouteHandle } from './document-title';
import {
  KeepEmployerOnlyInPortal,
  RequireDealerInfoBackoffice,
  RequireDealerSide,
  RequireEmployersPortal,
  RequireOwnDealerInfo,
  RequireSuperUser,
  RequireViewer,
} from './guards';
import { INFO_PAGE_SLUGS } from '@spokes/domain/info-pages';
import { named } from '../lib/lazy-named';

// Each area is its own chunk, so the sign-in page downloads none of the screens behind it.

const LoginPage = named(() => import('../features/auth/components/login-page'), 'LoginPage');
const ActionPage = named(() => import('../features/auth/components/action-page'), 'ActionPage');
const MyAccountPage = named(() => import('../features/auth/components/my-account-page'), 'MyAccountPage');
const EmployeeAccessPage = named(
  () => import('../features/self-service/components/employee-access-page'),
  'EmployeeAccessPage',
);
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
const QuotationListPage = named(
  () => import('../features/quotations/components/quotation-list-page'),
  'QuotationListPage',
);
const OrderAgeingDashboardPage = named(
  () => import('../features/orders/components/order-ageing-dashboard-page'),
  'OrderAgeingDashboardPage',
);
const SettingsPage = named(() => import('./settings/settings-page'), 'SettingsPage');
const CalculationSheetPage = named(
  () => import('../features/calculation/components/calculation-sheet-page'),
  'CalculationSheetPage',
);
const OutboxPage = named(() => import('../features/mail/components/outbox-page'), 'OutboxPage');
const LicensePlatesPage = named(
  () => import('../features/license-plates/components/license-plates-page'),
  'LicensePlatesPage',
);
const ServicePassManagementPage = named(
  () => import('../features/service-passes/components/service-pass-management-page'),
  'ServicePassManagementPage',
);
const EmployersPortalLayout = named(
  () => import('./layouts/employers-portal-layout'),
  'EmployersPortalLayout',
);
const CostCentersPage = named(
  () => import('../features/employers/components/cost-centers-page'),
  'CostCentersPage',
);
const DashboardPage = named(() => import('../features/employers/components/dashboard-page'), 'DashboardPage');
const EmployerPoliciesPage = named(
  () => import('../features/employer-policies/components/employer-policies-page'),
  'EmployerPoliciesPage',
);
const EmployerQuotationsPage = named(
  () => import('../features/employers/components/employer-quotations-page'),
  'EmployerQuotationsPage',
);
const InboxPage = named(() => import('../features/notifications/components/inbox-page'), 'InboxPage');
const DealerInboxPage = named(
  () => import('../features/notifications/components/inbox-page'),
  'DealerInboxPage',
);
const QuotationOrCardsRoute = named(
  () => import('./pages/quotation-or-cards-route'),
  'QuotationOrCardsRoute',
);
const NewQuotationPage = named(
  () => import('../features/quotations/components/new-quotation-page'),
  'NewQuotationPage',
);
const EmployeeQuotationsScreen = named(
  () => import('./pages/employee-quotations-screen'),
  'EmployeeQuotationsScreen',
);
const EmployeesPage = named(() => import('../features/employees/components/employees-page'), 'EmployeesPage');
const EmployeeFormPage = named(
  () => import('../features/employees/components/employee-form-page'),
  'EmployeeFormPage',
);
const DealerInfoBackofficePage = named(
  () => import('../features/dealers/components/dealer-info-pages'),
  'DealerInfoBackofficePage',
);
const DealerInfoPage = named(
  () => import('../features/dealers/components/dealer-info-pages'),
  'DealerInfoPage',
);
const InfoPageScreen = named(
  () => import('../features/info-pages/components/info-page-screen'),
  'InfoPageScreen',
);
const NotFoundPage = named(() => import('./not-found-route'), 'NotFoundPage');

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

/** A route's `handle`: its page title, which `useDocumentTitle` puts in the browser's tab. */
function title(titleKey: NonNullable<RouteHandle['titleKey']>): RouteHandle {
  return { titleKey };
}

/** The info pages of spec 03 section 2.7, at /{slug} on the dealer side and in the portal. */
const infoPageRoutes: RouteObject[] = INFO_PAGE_SLUGS.map((slug) => ({
  path: slug,
  element: page(InfoPageScreen),
  handle: title(`infoPages.title.${slug}`),
}));

export const routes: RouteObject[] = [
  // The sign-in page is plain elements with Ant Design's tokens: it stays outside Ant Design's root.
  { path: '/login', element: page(LoginPage), handle: title('login.title') },
  {
    element: page(AntDesignRoot),
    children: [
      {
        path: '/action',
        element: page(ActionPage),
        handle: title((search) =>
          search.get('mode') === 'revertSecondFactorAddition'
            ? 'actionPage.revertTitle'
            : 'actionPage.setPasswordTitle',
        ),
      },
      // Open to anyone with a company's access code (spec 03 section 2.5).
      { path: '/employee-access', element: page(EmployeeAccessPage), handle: title('selfService.title') },
      {
        element: <RequireViewer />,
        children: [
          {
            element: <KeepEmployerOnlyInPortal />,
            children: [
              {
                path: '/',
                element: page(DealerLayout),
                children: [
                  { index: true, element: page(DealerHomePage), handle: title('home.newQuotation') },
                  { path: 'my-account', element: page(MyAccountPage), handle: title('myAccount.title') },
                  { path: 'quotations', element: page(QuotationListPage), handle: title('menu.quotations') },
                  {
                    path: 'dealer-management',
                    element: page(UserManagementPage),
                    handle: title('userManagement.title'),
                  },
                  { path: 'outbox', element: page(OutboxPage), handle: title('outbox.title') },
                  { path: 'inbox', element: page(DealerInboxPage), handle: title('inbox.title') },
                  ...infoPageRoutes,
                  {
                    // Its own guard: anyone but a super user sees the authentication error (spec 03 section 2.8).
                    path: 'license-plates-requests',
                    element: page(LicensePlatesPage),
                    handle: title('licensePlates.title'),
                  },
                  {
                    path: 'service-pass-management',
                    element: page(ServicePassManagementPage),
                    handle: title('servicePasses.title'),
                  },
                  {
                    // The static segment outranks the overview's :quotationId.
                    path: 'quotations/:employeeId/new',
                    element: page(NewQuotationPage),
                    handle: title('newQuotation.pageTitle'),
                  },
                  {
                    // Spec 01's overview, or spec 02's cards when the segment is the company.
                    path: 'quotations/:employeeId/:quotationId',
                    element: page(QuotationOrCardsRoute),
                    handle: title('quotationOverview.pageTitle'),
                  },
                  // The cards of an employee (spec 02); with a company and quotation, that card highlighted.
                  {
                    path: 'quotations/:employeeId',
                    element: page(EmployeeQuotationsScreen),
                    handle: title('quotationCards.pageTitle'),
                  },
                  {
                    path: 'quotations/:employeeId/:companyId/:quotationId',
                    element: page(EmployeeQuotationsScreen),
                    handle: title('quotationCards.pageTitle'),
                  },
                  {
                    // Employer-only users see no employee pages (spec 02 Navigation).
                    element: <RequireDealerSide />,
                    children: [
                      {
                        path: 'employees/:companyId?',
                        element: page(EmployeesPage),
                        handle: title('employees.title'),
                      },
                      {
                        path: 'employee/new/:companyId?',
                        element: page(EmployeeFormPage),
                        handle: title('employee.newTitle'),
                      },
                      {
                        path: 'employee/:employeeId/:companyId',
                        element: page(EmployeeFormPage),
                        handle: title('employee.editTitle'),
                      },
                      {
                        path: 'ext/employee',
                        element: page(EmployeeFormPage),
                        handle: title('employee.newTitle'),
                      },
                    ],
                  },
                  {
                    element: <RequireDealerInfoBackoffice />,
                    children: [
                      {
                        path: 'dealer-info-backoffice',
                        element: page(DealerInfoBackofficePage),
                        handle: title('dealerInfo.title'),
                      },
                    ],
                  },
                  {
                    element: <RequireOwnDealerInfo />,
                    children: [
                      {
                        path: 'dealer-info',
                        element: page(DealerInfoPage),
                        handle: title('dealerInfo.title'),
                      },
                    ],
                  },
                  {
                    element: <RequireSuperUser />,
                    children: [
                      {
                        path: 'order-ageing',
                        element: page(OrderAgeingDashboardPage),
                        handle: title('ageingDashboard.title'),
                      },
                      {
                        path: 'settings/:tab?',
                        element: page(SettingsPage),
                        handle: title('settings.title'),
                      },
                      {
                        path: 'settings/companies/:companyId/calculation-sheet',
                        element: page(CalculationSheetPage),
                        handle: title('calculationSheet.title'),
                      },
                    ],
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
                  { index: true, element: page(InboxPage), handle: title('inbox.title') },
                  { path: 'costcenters', element: page(CostCentersPage), handle: title('costCenters.title') },
                  { path: 'dashboard', element: page(DashboardPage), handle: title('dashboard.title') },
                  {
                    path: 'policy',
                    element: page(EmployerPoliciesPage),
                    handle: title('employerPolicies.title'),
                  },
                  {
                    path: 'quotations/:quotationId?',
                    element: page(EmployerQuotationsPage),
                    handle: title('menu.allQuotations'),
                  },
                  { path: 'my-account', element: page(MyAccountPage), handle: title('myAccount.title') },
                  {
                    path: 'user-management',
                    element: page(UserManagementPage),
                    handle: title('userManagement.title'),
                  },
                  // Inside the portal too (docs/decisions.md).
                  ...infoPageRoutes,
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: page(NotFoundPage), handle: title('errorPage.notFoundTitle') },
    ],
  },
];

/**
 * The app's routes, rendered inside `App`'s <BrowserRouter>. Declarative routing, not a data
 * router (createBrowserRouter): no page uses loaders, actions or fetchers, and the data router
 * adds 16 kB of gzipped JavaScript to every page, the sign-in page included.
 */
export function AppRoutes() {
  useDocumentTitle(routes);
  return useRoutes(routes);
}
