import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdministrationPage } from '../features/administration/AdministrationPage';
import { LoginPage } from '../features/auth/LoginPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { RolesPage } from '../features/roles/RolesPage';
import { UserFormPage } from '../features/users/UserFormPage';
import { UsersPage } from '../features/users/UsersPage';
import { QuoteDashboardPage } from '../features/quotes/QuoteDashboardPage';
import type { RouteAccess } from './access';
import { AppRoot } from './AppRoot';
import { ComingSoon } from './ComingSoon';
import { RouteErrorScreen } from './ErrorFallback';
import { Layout } from './Layout';
import { RouteGuard } from './RouteGuard';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  element: ReactNode;
}

const ADMIN_HOME = '/Administration';

// The spec marks /QuoteDashboard, /Quote/{id} and /ThankYou 'guarded', but also calls the dashboard
// the home of every level 0 to 9, level 0 users view their quote requests and pay by card, and a
// refused user is sent to /QuoteDashboard; requiring level > 0 there would loop, so those three
// take any signed-in user.
export const appRoutes: readonly AppRoute[] = [
  // Part 1: quotes, configurator, catalog, orders
  { path: '/Login', access: 'guest', element: <LoginPage /> },
  { path: '/ResetPassword', access: 'open', element: <ResetPasswordPage /> },
  { path: '/', access: 'public', element: <QuoteDashboardPage /> },
  { path: '/Configurator', access: 'public', element: <ComingSoon title="Configurator" /> },
  {
    path: '/Configurator/:productId/:quoteId/:configurationId',
    access: 'public',
    element: <ComingSoon title="Configurator" />,
  },
  { path: '/Quote/:quoteId', access: 'signedIn', element: <ComingSoon title="Quote" back="/" /> },
  { path: '/DealerQuote/:quoteId', access: 'guarded', element: <ComingSoon title="Internal Documents" back /> },
  { path: '/MyProfile/:username', access: 'public', element: <UserFormPage /> },
  { path: '/MyOrders/:username', access: 'guarded', element: <ComingSoon title="Orders" /> },
  { path: '/ThankYou', access: 'signedIn', element: <ComingSoon title="Thank you!" /> },
  { path: '/QuoteDashboard', access: 'signedIn', element: <QuoteDashboardPage /> },
  { path: '/Catalog', access: 'public', element: <ComingSoon title="Product Catalog" /> },
  { path: '/Orders/:pid', access: 'admin', element: <ComingSoon title="All Orders" back={ADMIN_HOME} /> },
  { path: '/Quotes/:pid', access: 'admin', element: <ComingSoon title="All Quotes" back={ADMIN_HOME} /> },

  // Part 2: accounts and administration
  { path: '/Administration', access: 'admin', element: <AdministrationPage /> },
  { path: '/Users', access: 'admin', element: <UsersPage /> },
  { path: '/Users/:action', access: 'admin', element: <UserFormPage /> },
  { path: '/Users/:action/:username', access: 'admin', element: <UserFormPage /> },
  { path: '/Platforms', access: 'admin', element: <ComingSoon title="Platforms" back={ADMIN_HOME} /> },
  { path: '/Platforms/:action/:pid', access: 'admin', element: <ComingSoon title="System Settings" back={ADMIN_HOME} /> },
  { path: '/StatusTypes', access: 'admin', element: <ComingSoon title="Status Types" back={ADMIN_HOME} /> },
  { path: '/Products', access: 'admin', element: <ComingSoon title="Products" back={ADMIN_HOME} /> },
  { path: '/Products/:action/:id', access: 'admin', element: <ComingSoon title="Product" back="/Products" /> },
  { path: '/Customers/:pid', access: 'admin', element: <ComingSoon title="Customers" back={ADMIN_HOME} /> },
  { path: '/Customer/:id', access: 'admin', element: <ComingSoon title="Customer" back /> },
  { path: '/Addresses', access: 'admin', element: <ComingSoon title="Addresses" back={ADMIN_HOME} /> },

  // Part 3: groups, product lists, RMAs, imports, themes, issue reports, roles
  { path: '/Groups/:pid', access: 'admin', element: <ComingSoon title="Group Management" back={ADMIN_HOME} /> },
  { path: '/Group/:id', access: 'admin', element: <ComingSoon title="Group" back /> },
  {
    path: '/ProductLists/:pid',
    access: 'admin',
    element: <ComingSoon title="Product List Management" back={ADMIN_HOME} />,
  },
  { path: '/ProductList/:id', access: 'admin', element: <ComingSoon title="Product List" back /> },
  { path: '/RMAs/:pid', access: 'guarded', element: <ComingSoon title="RMA Requests" back={ADMIN_HOME} /> },
  { path: '/RMA/:id', access: 'guarded', element: <ComingSoon title="RMA" back /> },
  { path: '/Imports', access: 'admin', element: <ComingSoon title="Imports" back={ADMIN_HOME} /> },
  { path: '/Imports/:dataType', access: 'admin', element: <ComingSoon title="Import" back="/Imports" /> },
  { path: '/Themes/:pid', access: 'admin', element: <ComingSoon title="Themes" back={ADMIN_HOME} /> },
  { path: '/Theme/:id', access: 'admin', element: <ComingSoon title="Theme" back /> },
  { path: '/IssueReports', access: 'admin', element: <ComingSoon title="Issue Reports" back={ADMIN_HOME} /> },
  { path: '/Role/:pid', access: 'admin', element: <RolesPage /> },
];

export function routeObjects(routes: readonly AppRoute[] = appRoutes): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      errorElement: <RouteErrorScreen fullPage />,
      children: [
        {
          element: <Layout />,
          children: [
            {
              // Page failures keep the header in place.
              errorElement: <RouteErrorScreen />,
              children: [
                ...routes.map((route) => ({
                  path: route.path,
                  element: <RouteGuard access={route.access}>{route.element}</RouteGuard>,
                })),
                { path: '*', element: <Navigate to="/" replace /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(routeObjects());
}
