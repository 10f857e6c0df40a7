import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdministrationPage } from '../features/administration/AdministrationPage';
import { LoginPage } from '../features/auth/LoginPage';
import { ProductListPage } from '../features/products/ProductListPage';
import { ProductFormPage } from '../features/products/ProductFormPage';
import { CustomerListPage } from '../features/customers/CustomerListPage';
import { CustomerFormPage } from '../features/customers/CustomerFormPage';
import { AddressesPage } from '../features/customers/AddressesPage';
import { PlatformListPage } from '../features/platforms/PlatformListPage';
import { PlatformFormPage } from '../features/platforms/PlatformFormPage';
import { StatusTypesPage } from '../features/statusTypes/StatusTypesPage';
import { ApiTokensPage } from '../features/apiTokens/ApiTokensPage';
import { ImportPage } from '../features/imports/ImportPage';
import { ImportsPage } from '../features/imports/ImportsPage';
import { ThemeEditPage } from '../features/themes/ThemeEditPage';
import { ThemesPage } from '../features/themes/ThemesPage';
import { GroupPage } from '../features/groups/GroupPage';
import { GroupsPage } from '../features/groups/GroupsPage';
import { ProductListEditorPage } from '../features/productLists/ProductListEditorPage';
import { ProductListsPage } from '../features/productLists/ProductListsPage';
import { RmaPage } from '../features/rmas/RmaPage';
import { RmasPage } from '../features/rmas/RmasPage';
import { IssueReportsPage } from '../features/issueReports/IssueReportsPage';
import { AllQuotesPage, QuoteDashboardPage } from '../features/quotes/QuoteDashboardPage';
import { LandingPage } from '../features/quotes/LandingPage';
import { QuoteDetailPage } from '../features/quotes/QuoteDetailPage';
import { CatalogPage } from '../features/catalog/CatalogPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { RolesPage } from '../features/roles/RolesPage';
import { UserFormPage } from '../features/users/UserFormPage';
import { UsersPage } from '../features/users/UsersPage';
import type { RouteAccess } from './access';
import { AppRoot } from './AppRoot';
import { ConfiguratorPage } from '../features/configurator/ConfiguratorPage';
import { ConfiguratorModelsPage } from '../features/configurator/ConfiguratorModelsPage';
import { ConfiguratorModelPage } from '../features/configurator/ConfiguratorModelPage';
import { RouteErrorScreen } from './ErrorFallback';
import { Layout } from './Layout';
import { RouteGuard } from './RouteGuard';
import { ThankYouPage } from '../features/checkout/ThankYouPage';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { DealerQuotePage } from '../features/orders/DealerQuotePage';
import { OrdersPage } from '../features/orders/OrdersPage';
import { PrintQuotePage } from '../features/print/PrintQuotePage';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  element: ReactNode;
}

// The spec marks /QuoteDashboard, /Quote/{id} and /ThankYou 'guarded', but also calls the dashboard
// the home of every level 0 to 9, level 0 users view their quote requests and pay by card, and a
// refused user is sent to /QuoteDashboard; requiring level > 0 there would loop, so those three
// take any signed-in user.
export const appRoutes: readonly AppRoute[] = [
  // Part 1: quotes, configurator, catalog, orders
  { path: '/Login', access: 'guest', element: <LoginPage /> },
  { path: '/ResetPassword', access: 'open', element: <ResetPasswordPage /> },
  { path: '/', access: 'public', element: <LandingPage /> },
  { path: '/Configurator', access: 'public', element: <ConfiguratorPage /> },
  {
    path: '/Configurator/:productId/:quoteId/:configurationId',
    access: 'public',
    element: <ConfiguratorPage />,
  },
  { path: '/Quote/:quoteId', access: 'signedIn', element: <QuoteDetailPage /> },
  { path: '/DealerQuote/:quoteId', access: 'guarded', element: <DealerQuotePage /> },
  { path: '/MyProfile/:username', access: 'public', element: <UserFormPage /> },
  { path: '/MyOrders/:username', access: 'guarded', element: <OrdersPage /> },
  { path: '/ThankYou', access: 'signedIn', element: <ThankYouPage /> },
  { path: '/QuoteDashboard', access: 'signedIn', element: <QuoteDashboardPage /> },
  { path: '/Catalog', access: 'public', element: <CatalogPage /> },
  { path: '/Orders/:pid', access: 'admin', element: <OrdersPage /> },
  { path: '/Quotes/:pid', access: 'admin', element: <AllQuotesPage /> },
  { path: '/Print/:quoteId', access: 'signedIn', element: <PrintQuotePage /> },
  { path: '/Checkout/:quoteId', access: 'signedIn', element: <CheckoutPage /> },

  // Part 2: accounts and administration
  { path: '/Administration', access: 'admin', element: <AdministrationPage /> },
  { path: '/ConfiguratorModels', access: 'admin', element: <ConfiguratorModelsPage /> },
  { path: '/ConfiguratorModel/:id', access: 'admin', element: <ConfiguratorModelPage /> },
  { path: '/Users', access: 'admin', element: <UsersPage /> },
  { path: '/Users/:action', access: 'admin', element: <UserFormPage /> },
  { path: '/Users/:action/:username', access: 'admin', element: <UserFormPage /> },
  { path: '/Platforms', access: 'admin', element: <PlatformListPage /> },
  { path: '/Platforms/:action', access: 'admin', element: <PlatformFormPage /> },
  { path: '/Platforms/:action/:pid', access: 'admin', element: <PlatformFormPage /> },
  { path: '/StatusTypes', access: 'admin', element: <StatusTypesPage /> },
  { path: '/ApiTokens', access: 'admin', element: <ApiTokensPage /> },
  { path: '/Products', access: 'admin', element: <ProductListPage /> },
  { path: '/Products/:action', access: 'admin', element: <ProductFormPage /> },
  { path: '/Products/:action/:id', access: 'admin', element: <ProductFormPage /> },
  { path: '/Customers/:pid', access: 'admin', element: <CustomerListPage /> },
  { path: '/Customer/:id', access: 'admin', element: <CustomerFormPage /> },
  { path: '/Addresses', access: 'admin', element: <AddressesPage /> },

  // Part 3: groups, product lists, RMAs, imports, themes, issue reports, roles
  { path: '/Groups/:pid', access: 'admin', element: <GroupsPage /> },
  { path: '/Group/:id', access: 'admin', element: <GroupPage /> },
  {
    path: '/ProductLists/:pid',
    access: 'admin',
    element: <ProductListsPage />,
  },
  { path: '/ProductList/:id', access: 'admin', element: <ProductListEditorPage /> },
  { path: '/RMAs/:pid', access: 'guarded', element: <RmasPage /> },
  { path: '/RMA/:id', access: 'guarded', element: <RmaPage /> },
  { path: '/Imports', access: 'admin', element: <ImportsPage /> },
  { path: '/Imports/:dataType', access: 'admin', element: <ImportPage /> },
  { path: '/Themes/:pid', access: 'admin', element: <ThemesPage /> },
  { path: '/Theme/:id', access: 'admin', element: <ThemeEditPage /> },
  { path: '/IssueReports', access: 'admin', element: <IssueReportsPage /> },
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
