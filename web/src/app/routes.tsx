import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingIndicator } from '../ui/Spinner';
import { RoleLevel, type RouteAccess } from './access';
import { AppRoot } from './AppRoot';
import { RouteErrorScreen } from './ErrorFallback';
import { Layout } from './Layout';
import { RouteDataScope } from './relaySeam';
import { lazyScreen, routeLoaderFor, routeQuery, type RouteQuery, type RouteQueryContext, type RouteScreen } from './routeEntry';
import { createAppSession, type AppSession } from './session';
import { RouteGuard } from './RouteGuard';
import { toGlobalId } from '../ui/globalId';
import { parseRowId } from '../ui/NotFound';
import { DEFAULT_PAGE_SIZE } from '../ui/pageSize';
import { QUICK_CONFIG_GRID_LIMIT, QUICK_CONFIG_STRIP_LIMIT } from '../entities/catalog/quickConfigLimits';

/** A route parameter that must be a whole number above 0; null otherwise. */
function positiveInt(value: string | undefined): number | null {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** /Products/create and /Products/edit/{id}: the product (when editing) and, for level 9, the platforms. */
function productFormVariables({ params, viewer }: RouteQueryContext) {
  const edit = params.action === 'edit';
  const rowId = edit ? parseRowId(params.id) : 0;
  if ((!edit && params.action !== 'create') || rowId === null) return null;
  return { rowId, edit, superAdmin: (viewer?.roleLevel ?? -1) >= RoleLevel.SuperAdmin };
}

/** /Platforms/create and /Platforms/edit[/{pid}]: the platform when editing (without a pid, the viewer's own). */
function platformFormVariables({ params, viewer }: RouteQueryContext) {
  const edit = params.action === 'edit';
  const rowId = params.pid === undefined ? (viewer?.pid ?? 0) : parseRowId(params.pid);
  if ((!edit && params.action !== 'create') || rowId === null) return null;
  return { rowId: edit ? rowId : null, edit };
}

/** The id of an edit route (/Group/{id}, /ProductList/{id}, /Customer/{id}): 0 for "create", null when it is no id. */
function createOrRowId(id: string | undefined): number | null {
  return id === 'create' ? 0 : parseRowId(id);
}

/** /Users/create, /Users/edit/{username} and /MyProfile/{username}: the user, and for admins the roles and platforms. */
const userFormVariables =
  (profile: boolean) =>
  ({ params, viewer }: RouteQueryContext) => {
    const { action = 'edit', username = '' } = params;
    if (!profile && (!['create', 'edit'].includes(action) || (action === 'edit' && !username))) return null;
    const editing = profile || action !== 'create';
    // one's own profile also shows one's email notification choices
    const own = profile && !!viewer && viewer.username.toLowerCase() === username.toLowerCase();
    return { username, editing, admin: (viewer?.roleLevel ?? 0) >= RoleLevel.SystemAdmin, own };
  };

// Each screen is a chunk of its own, fetched when navigation to it starts, together with its
// query (see routeEntry.tsx): nothing waits for a render to start loading.
const AdministrationPage = lazyScreen(() => import('../features/administration/AdministrationPage'), 'AdministrationPage');
const LoginPage = lazyScreen(() => import('../features/auth/LoginPage'), 'LoginPage');
const ProductListPage = lazyScreen(() => import('../features/products/ProductListPage'), 'ProductListPage');
const ProductFormPage = lazyScreen(() => import('../features/products/ProductFormPage'), 'ProductFormPage');
const CustomerListPage = lazyScreen(() => import('../features/customers/CustomerListPage'), 'CustomerListPage');
const CustomerFormPage = lazyScreen(() => import('../features/customers/CustomerFormPage'), 'CustomerFormPage');
const AddressesPage = lazyScreen(() => import('../features/customers/AddressesPage'), 'AddressesPage');
const PlatformListPage = lazyScreen(() => import('../features/platforms/PlatformListPage'), 'PlatformListPage');
const PlatformFormPage = lazyScreen(() => import('../features/platforms/PlatformFormPage'), 'PlatformFormPage');
const StatusTypesPage = lazyScreen(() => import('../features/statusTypes/StatusTypesPage'), 'StatusTypesPage');
const ApiTokensPage = lazyScreen(() => import('../features/apiTokens/ApiTokensPage'), 'ApiTokensPage');
const ImportPage = lazyScreen(() => import('../features/imports/ImportPage'), 'ImportPage');
const ImportsPage = lazyScreen(() => import('../features/imports/ImportsPage'), 'ImportsPage');
const ImportHistoryPage = lazyScreen(() => import('../features/imports/ImportHistoryPage'), 'ImportHistoryPage');
const ThemeEditPage = lazyScreen(() => import('../features/themes/ThemeEditPage'), 'ThemeEditPage');
const ThemesPage = lazyScreen(() => import('../features/themes/ThemesPage'), 'ThemesPage');
const GroupPage = lazyScreen(() => import('../features/groups/GroupPage'), 'GroupPage');
const GroupsPage = lazyScreen(() => import('../features/groups/GroupsPage'), 'GroupsPage');
const ProductListEditorPage = lazyScreen(() => import('../features/productLists/ProductListEditorPage'), 'ProductListEditorPage');
const ProductListsPage = lazyScreen(() => import('../features/productLists/ProductListsPage'), 'ProductListsPage');
const RmaPage = lazyScreen(() => import('../features/rmas/RmaPage'), 'RmaPage');
const RmasPage = lazyScreen(() => import('../features/rmas/RmasPage'), 'RmasPage');
const AuditLogPage = lazyScreen(() => import('../features/audit/AuditLogPage'), 'AuditLogPage');
const IssueReportsPage = lazyScreen(() => import('../features/issueReports/IssueReportsPage'), 'IssueReportsPage');
const JobsPage = lazyScreen(() => import('../features/jobs/JobsPage'), 'JobsPage');
const OrderFeedPage = lazyScreen(() => import('../features/orders/OrderFeedPage'), 'OrderFeedPage');
const ApprovalsPage = lazyScreen(() => import('../features/approvals/ApprovalsPage'), 'ApprovalsPage');
const AllQuotesPage = lazyScreen(() => import('../features/quotes/QuoteDashboardPage'), 'AllQuotesPage');
const QuoteDashboardPage = lazyScreen(() => import('../features/quotes/QuoteDashboardPage'), 'QuoteDashboardPage');
const LandingPage = lazyScreen(() => import('../features/quotes/LandingPage'), 'LandingPage');
const QuoteDetailPage = lazyScreen(() => import('../features/quotes/QuoteDetailPage'), 'QuoteDetailPage');
const CatalogPage = lazyScreen(() => import('../features/catalog/CatalogPage'), 'CatalogPage');
const ResetPasswordPage = lazyScreen(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const RolesPage = lazyScreen(() => import('../features/roles/RolesPage'), 'RolesPage');
const UserFormPage = lazyScreen(() => import('../features/users/UserFormPage'), 'UserFormPage');
const UsersPage = lazyScreen(() => import('../features/users/UsersPage'), 'UsersPage');
const ConfiguratorPage = lazyScreen(() => import('../features/configurator/ConfiguratorPage'), 'ConfiguratorPage');
const ConfiguratorModelsPage = lazyScreen(() => import('../features/configurator/ConfiguratorModelsPage'), 'ConfiguratorModelsPage');
const ConfiguratorModelPage = lazyScreen(() => import('../features/configurator/ConfiguratorModelPage'), 'ConfiguratorModelPage');
const ThankYouPage = lazyScreen(() => import('../features/checkout/ThankYouPage'), 'ThankYouPage');
const CheckoutPage = lazyScreen(() => import('../features/checkout/CheckoutPage'), 'CheckoutPage');
const DealerQuotePage = lazyScreen(() => import('../features/orders/DealerQuotePage'), 'DealerQuotePage');
const OrdersPage = lazyScreen(() => import('../features/orders/OrdersPage'), 'OrdersPage');
const PrintQuotePage = lazyScreen(() => import('../features/print/PrintQuotePage'), 'PrintQuotePage');
const SharedQuotePage = lazyScreen(() => import('../features/print/SharedQuotePage'), 'SharedQuotePage');

export interface AppRoute {
  path: string;
  access: RouteAccess;
  screen?: RouteScreen;
  /** The screen's queries, started with its chunk. */
  queries?: readonly RouteQuery[];
  /** A screen rendered as it is (tests). */
  element?: ReactNode;
  /**
   * false: the screen reads and writes nothing through Relay, so a first visit does not download
   * the runtime (/Login, which a visitor usually opens first).
   */
  relay?: false;
}

// The spec marks /QuoteDashboard, /Quote/{id} and /ThankYou 'guarded', but also calls the dashboard
// the home of every level 0 to 9, level 0 users view their quote requests and pay by card, and a
// refused user is sent to /QuoteDashboard; requiring level > 0 there would loop, so those three
// take any signed-in user.
export const appRoutes: readonly AppRoute[] = [
  // Part 1: quotes, configurator, catalog, orders
  { path: '/Login', access: 'guest', screen: LoginPage, relay: false },
  {
    path: '/ResetPassword',
    access: 'open',
    screen: ResetPasswordPage,
    queries: [
      // A reset link works once: always asked of the server.
      routeQuery(() => import('../features/auth/__generated__/ResetPasswordPageQuery.graphql'), ({ search }) => {
        const request = search.get('request');
        return request ? { request } : null;
      }, { fetchPolicy: 'network-only' }),
    ],
  },
  {
    path: '/',
    access: 'public',
    screen: LandingPage,
    queries: [
      routeQuery(() => import('../entities/catalog/__generated__/CatalogBodyQuery.graphql'), ({ viewer }) => (!viewer || viewer.roleLevel === 0 || viewer.roleLevel === 3 ? {} : null), { viewer: true }),
      routeQuery(() => import('../features/quotes/__generated__/QuoteDashboardPageQuery.graphql'), ({ viewer }) => (!!viewer && viewer.roleLevel > 0 && viewer.roleLevel !== 3) ? { type: 1, pid: null } : null, { viewer: true }),
      routeQuery(() => import('../features/quotes/__generated__/QuoteDashboardPageQuery.graphql'), ({ viewer }) => (!!viewer && (viewer.roleLevel === 0 || viewer.roleLevel >= 5)) ? { type: 3, pid: null } : null, { viewer: true }),
      // Quick Configure: the strip for visitors and level 0, the dashboard's grid above level 0 (not level 3's product listing).
      routeQuery(() => import('../entities/catalog/__generated__/QuickConfigureQuery.graphql'), ({ viewer }) => {
        if (!viewer || viewer.roleLevel === 0) return { first: QUICK_CONFIG_STRIP_LIMIT };
        return viewer.roleLevel === 3 ? null : { first: QUICK_CONFIG_GRID_LIMIT };
      }, { viewer: true }),
    ],
  },
  { path: '/Configurator', access: 'public', screen: ConfiguratorPage },
  {
    path: '/Configurator/:productId/:quoteId/:configurationId',
    access: 'public',
    screen: ConfiguratorPage,
  },
  {
    path: '/Quote/:quoteId',
    access: 'signedIn',
    screen: QuoteDetailPage,
    queries: [
      routeQuery(() => import('../features/quotes/__generated__/QuoteDetailPageQuery.graphql'), ({ params }) => {
        const id = positiveInt(params.quoteId);
        return id ? { id } : null;
      }),
    ],
  },
  {
    path: '/DealerQuote/:quoteId',
    access: 'guarded',
    screen: DealerQuotePage,
    queries: [
      routeQuery(() => import('../features/orders/__generated__/DealerQuotePageQuery.graphql'), ({ params }) => ({ id: toGlobalId('Quote', params.quoteId ?? '') })),
    ],
  },
  { path: '/MyProfile/:username', access: 'public', screen: UserFormPage, queries: [routeQuery(() => import('../features/users/__generated__/UserFormPageQuery.graphql'), userFormVariables(true), { fetchPolicy: 'network-only', viewer: true })] },
  {
    path: '/MyOrders/:username',
    access: 'guarded',
    screen: OrdersPage,
    queries: [
      routeQuery(() => import('../features/orders/__generated__/OrdersPageQuery.graphql'), () => ({ mine: true, pid: null })),
    ],
  },
  {
    path: '/ThankYou',
    access: 'signedIn',
    screen: ThankYouPage,
    queries: [
      // Only after a card checkout (?quoteId=): what the server knows of its payment.
      routeQuery(() => import('../features/checkout/__generated__/ThankYouPageCardQuery.graphql'), ({ search }) => {
        const quoteId = Number(search.get('quoteId')) || null;
        return quoteId ? { quoteId } : null;
      }),
    ],
  },
  {
    path: '/QuoteDashboard',
    access: 'signedIn',
    screen: QuoteDashboardPage,
    queries: [
      routeQuery(() => import('../features/quotes/__generated__/QuoteDashboardPageQuery.graphql'), ({ viewer }) => ((viewer?.roleLevel ?? -1) > 0) ? { type: 1, pid: null } : null, { viewer: true }),
      routeQuery(() => import('../features/quotes/__generated__/QuoteDashboardPageQuery.graphql'), ({ viewer }) => (viewer?.roleLevel === 0 || (viewer?.roleLevel ?? -1) >= 5) ? { type: 3, pid: null } : null, { viewer: true }),
      routeQuery(() => import('../entities/catalog/__generated__/QuickConfigureQuery.graphql'), () => ({ first: QUICK_CONFIG_GRID_LIMIT })),
    ],
  },
  {
    path: '/Catalog',
    access: 'public',
    screen: CatalogPage,
    queries: [
      routeQuery(() => import('../entities/catalog/__generated__/CatalogBodyQuery.graphql'), () => ({})),
    ],
  },
  {
    path: '/Orders/:pid',
    access: 'admin',
    screen: OrdersPage,
    queries: [
      routeQuery(() => import('../features/orders/__generated__/OrdersPageQuery.graphql'), ({ params, viewer }) => ({ mine: false, pid: viewer?.roleLevel === 9 && params.pid ? Number(params.pid) || null : null }), { viewer: true }),
    ],
  },
  {
    path: '/Quotes/:pid',
    access: 'admin',
    screen: AllQuotesPage,
    queries: [
      routeQuery(() => import('../features/quotes/__generated__/QuoteDashboardPageQuery.graphql'), ({ params, viewer }) => ({ type: 1, pid: viewer?.roleLevel === 9 ? positiveInt(params.pid) : null }), { viewer: true }),
    ],
  },
  {
    // A quote sent to its buyer: the link is the only key, so it is asked of the server every time.
    path: '/SharedQuote/:token',
    access: 'open',
    screen: SharedQuotePage,
    queries: [
      routeQuery(() => import('../features/print/__generated__/SharedQuotePageQuery.graphql'), ({ params }) => (params.token ? { token: params.token } : null), { fetchPolicy: 'network-only' }),
    ],
  },
  {
    path: '/Print/:quoteId',
    access: 'signedIn',
    screen: PrintQuotePage,
    queries: [
      routeQuery(() => import('../features/print/__generated__/PrintQuotePageQuery.graphql'), ({ params }) => ({ id: toGlobalId('Quote', params.quoteId ?? '') })),
    ],
  },
  {
    path: '/Checkout/:quoteId',
    access: 'signedIn',
    screen: CheckoutPage,
    queries: [
      routeQuery(() => import('../features/checkout/__generated__/CheckoutPageQuery.graphql'), ({ params }) => ({ id: toGlobalId('Quote', params.quoteId ?? '') })),
      // The Place Order panel's checks and card payment state, with the review.
      routeQuery(() => import('../entities/order/__generated__/PlaceOrderPanelQuery.graphql'), ({ params }) => ({ id: toGlobalId('Quote', params.quoteId ?? '') })),
    ],
  },

  // Part 2: accounts and administration
  { path: '/Administration', access: 'admin', screen: AdministrationPage },
  { path: '/ConfiguratorModels', access: 'admin', screen: ConfiguratorModelsPage, queries: [routeQuery(() => import('../features/configurator/__generated__/ConfiguratorModelsPageQuery.graphql'), () => ({}))] },
  {
    path: '/ConfiguratorModel/:id',
    access: 'admin',
    screen: ConfiguratorModelPage,
    queries: [
      routeQuery(() => import('../features/configurator/__generated__/ConfiguratorModelPageQuery.graphql'), ({ params }) => {
        if (params.id === 'new' || !params.id) return { rowId: 0, skip: true };
        // An id that is no id asks for nothing: the screen shows "Configurator model not found."
        const rowId = parseRowId(params.id);
        return rowId === null ? null : { rowId, skip: false };
      }, { fetchPolicy: 'network-only' }),
    ],
  },
  { path: '/Users', access: 'admin', screen: UsersPage, queries: [routeQuery(() => import('../features/users/__generated__/UsersPageQuery.graphql'), () => ({}))] },
  { path: '/Users/:action', access: 'admin', screen: UserFormPage, queries: [routeQuery(() => import('../features/users/__generated__/UserFormPageQuery.graphql'), userFormVariables(false), { fetchPolicy: 'network-only', viewer: true })] },
  { path: '/Users/:action/:username', access: 'admin', screen: UserFormPage, queries: [routeQuery(() => import('../features/users/__generated__/UserFormPageQuery.graphql'), userFormVariables(false), { fetchPolicy: 'network-only', viewer: true })] },
  { path: '/Platforms', access: 'admin', screen: PlatformListPage, queries: [routeQuery(() => import('../features/platforms/__generated__/PlatformListPageQuery.graphql'), () => ({}))] },
  {
    path: '/Platforms/:action',
    access: 'admin',
    screen: PlatformFormPage,
    queries: [
      routeQuery(() => import('../features/platforms/__generated__/PlatformFormPageQuery.graphql'), platformFormVariables, { fetchPolicy: 'network-only', viewer: true }),
    ],
  },
  {
    path: '/Platforms/:action/:pid',
    access: 'admin',
    screen: PlatformFormPage,
    queries: [
      routeQuery(() => import('../features/platforms/__generated__/PlatformFormPageQuery.graphql'), platformFormVariables, { fetchPolicy: 'network-only', viewer: true }),
    ],
  },
  { path: '/StatusTypes', access: 'admin', screen: StatusTypesPage, queries: [routeQuery(() => import('../features/statusTypes/__generated__/StatusTypesPageQuery.graphql'), () => ({}))] },
  { path: '/ApiTokens', access: 'admin', screen: ApiTokensPage, queries: [routeQuery(() => import('../features/apiTokens/__generated__/ApiTokensPageQuery.graphql'), () => ({}))] },
  { path: '/Products', access: 'admin', screen: ProductListPage, queries: [routeQuery(() => import('../features/products/__generated__/ProductListPageQuery.graphql'), () => ({}))] },
  { path: '/Products/:action', access: 'admin', screen: ProductFormPage, queries: [routeQuery(() => import('../features/products/__generated__/ProductFormPageQuery.graphql'), productFormVariables, { fetchPolicy: 'network-only', viewer: true })] },
  { path: '/Products/:action/:id', access: 'admin', screen: ProductFormPage, queries: [routeQuery(() => import('../features/products/__generated__/ProductFormPageQuery.graphql'), productFormVariables, { fetchPolicy: 'network-only', viewer: true })] },
  { path: '/Customers/:pid', access: 'admin', screen: CustomerListPage, queries: [routeQuery(() => import('../features/customers/__generated__/CustomerListPageQuery.graphql'), () => ({}))] },
  {
    path: '/Customer/:id',
    access: 'admin',
    screen: CustomerFormPage,
    queries: [
      routeQuery(() => import('../features/customers/__generated__/CustomerFormPageQuery.graphql'), ({ params }) => {
        const rowId = createOrRowId(params.id);
        return rowId === null ? null : { rowId, edit: params.id !== 'create' };
      }, { fetchPolicy: 'network-only' }),
    ],
  },
  { path: '/Addresses', access: 'admin', screen: AddressesPage, queries: [routeQuery(() => import('../features/customers/__generated__/AddressesPageQuery.graphql'), () => ({}))] },

  // Part 3: groups, product lists, RMAs, imports, themes, issue reports, roles
  {
    path: '/Groups/:pid',
    access: 'admin',
    screen: GroupsPage,
    queries: [
      routeQuery(() => import('../features/groups/__generated__/GroupsPageQuery.graphql'), ({ params }) => ({ pid: Number(params.pid) || null })),
    ],
  },
  {
    path: '/Group/:id',
    access: 'admin',
    screen: GroupPage,
    queries: [
      routeQuery(() => import('../features/groups/__generated__/GroupPageQuery.graphql'), ({ params }) => {
        const rowId = createOrRowId(params.id);
        return rowId === null ? null : { id: toGlobalId('Group', rowId), isCreate: params.id === 'create' };
      }),
      // The group's platform users, first page (an existing group only).
      routeQuery(() => import('../features/groups/__generated__/GroupPageUsersQuery.graphql'), ({ params }) => {
        const rowId = parseRowId(params.id);
        return rowId === null ? null : { id: toGlobalId('Group', rowId), groupId: rowId, first: DEFAULT_PAGE_SIZE, after: null, search: null };
      }),
    ],
  },
  {
    path: '/ProductLists/:pid',
    access: 'admin',
    screen: ProductListsPage,
    queries: [
      routeQuery(() => import('../features/productLists/__generated__/ProductListsPageQuery.graphql'), ({ params }) => ({ pid: Number(params.pid) || null })),
    ],
  },
  {
    path: '/ProductList/:id',
    access: 'admin',
    screen: ProductListEditorPage,
    queries: [
      routeQuery(() => import('../features/productLists/__generated__/ProductListEditorPageQuery.graphql'), ({ params }) => {
        const rowId = createOrRowId(params.id);
        return rowId === null ? null : { id: toGlobalId('ProductList', rowId), isCreate: params.id === 'create' };
      }),
    ],
  },
  {
    path: '/RMAs/:pid',
    access: 'guarded',
    screen: RmasPage,
    queries: [
      // Level 9 narrows the list to the platform in the address; below, the server answers for the user's group.
      routeQuery(() => import('../features/rmas/__generated__/RmasPageQuery.graphql'), ({ params, viewer }) => ({
        pid: (viewer?.roleLevel ?? 0) >= 9 ? Number(params.pid) || null : null,
        first: DEFAULT_PAGE_SIZE,
        after: null,
        orderBy: { field: 'createdAt', direction: 'DESC' },
        search: null,
      }), { viewer: true }),
    ],
  },
  {
    path: '/RMA/:id',
    access: 'guarded',
    screen: RmaPage,
    queries: [
      routeQuery(() => import('../features/rmas/__generated__/RmaPageQuery.graphql'), ({ params }) => {
        const id = parseRowId(params.id);
        return id ? { id: toGlobalId('Rma', id) } : null;
      }),
    ],
  },
  { path: '/Imports', access: 'admin', screen: ImportsPage },
  {
    path: '/Imports/History',
    access: 'admin',
    screen: ImportHistoryPage,
    queries: [routeQuery(() => import('../features/imports/__generated__/ImportHistoryPageQuery.graphql'), () => ({ first: DEFAULT_PAGE_SIZE, after: null }), { fetchPolicy: 'network-only' })],
  },
  {
    path: '/Imports/:dataType',
    access: 'admin',
    screen: ImportPage,
    queries: [
      // The platform choice: only a super admin's, and not for addresses (imported into a customer).
      routeQuery(() => import('../features/imports/__generated__/ImportPagePlatformsQuery.graphql'), ({ params, viewer }) =>
        (viewer?.roleLevel ?? 0) >= 9 && params.dataType !== 'Address' ? {} : null,
      { viewer: true }),
    ],
  },
  {
    path: '/Themes/:pid',
    access: 'admin',
    screen: ThemesPage,
    queries: [
      routeQuery(() => import('../features/themes/__generated__/ThemesPageQuery.graphql'), ({ viewer }) => ({ pid: (viewer?.roleLevel ?? 0) >= 9 ? null : (viewer?.pid ?? null) }), { viewer: true }),
    ],
  },
  {
    path: '/Theme/:id',
    access: 'admin',
    screen: ThemeEditPage,
    queries: [
      routeQuery(() => import('../features/themes/__generated__/ThemeEditPageQuery.graphql'), ({ params }) => {
        const existing = params.id !== 'create';
        const id = existing ? parseRowId(params.id) : 0;
        return id === null ? null : { id, existing };
      }, { fetchPolicy: 'network-only' }),
    ],
  },
  {
    path: '/OrderFeed',
    access: 'admin',
    screen: OrderFeedPage,
    queries: [routeQuery(() => import('../features/orders/__generated__/OrderFeedPageQuery.graphql'), () => ({ pid: null, kind: null, customerId: null }), { fetchPolicy: 'network-only' })],
  },
  {
    path: '/Jobs',
    access: 'admin',
    screen: JobsPage,
    queries: [routeQuery(() => import('../features/jobs/__generated__/JobsPageQuery.graphql'), () => ({ first: DEFAULT_PAGE_SIZE, after: null }), { fetchPolicy: 'network-only' })],
  },
  {
    path: '/Approvals',
    access: 'admin',
    screen: ApprovalsPage,
    queries: [
      routeQuery(() => import('../features/approvals/__generated__/ApprovalsPageQuery.graphql'), () => ({ first: DEFAULT_PAGE_SIZE, after: null, status: 'pending' }), {
        fetchPolicy: 'network-only',
      }),
    ],
  },
  {
    path: '/AuditLog',
    access: 'admin',
    screen: AuditLogPage,
    queries: [routeQuery(() => import('../features/audit/__generated__/AuditLogPageQuery.graphql'), () => ({}), { fetchPolicy: 'network-only' })],
  },
  {
    path: '/IssueReports',
    access: 'admin',
    screen: IssueReportsPage,
    queries: [
      routeQuery(() => import('../features/issueReports/__generated__/IssueReportsPageQuery.graphql'), () => ({
        first: DEFAULT_PAGE_SIZE,
        after: null,
        orderBy: { field: 'createdAt', direction: 'DESC' },
        search: null,
      })),
    ],
  },
  {
    path: '/Role/:pid',
    access: 'admin',
    screen: RolesPage,
    queries: [
      routeQuery(
        () => import('../features/roles/__generated__/RolesPageQuery.graphql'),
        ({ params, viewer }) => {
          const pid = params.pid && /^\d+$/.test(params.pid) ? Number(params.pid) : null;
          // Another platform's roles are not an admin's below level 9 to see: the screen says so without asking.
          if ((params.pid && parseRowId(params.pid) === null) || (pid !== null && viewer && viewer.roleLevel < 9 && pid !== viewer.pid)) return null;
          return { pid };
        },
        { viewer: true },
      ),
    ],
  },
];

export function routeObjects(
  routes: readonly AppRoute[] = appRoutes,
  session: AppSession = createAppSession(),
): RouteObject[] {
  return [
    {
      element: <AppRoot session={session} />,
      errorElement: <RouteErrorScreen fullPage />,
      hydrateFallbackElement: <LoadingIndicator fullPage />,
      children: [
        {
          element: <Layout />,
          children: [
            {
              // Page failures keep the header in place.
              errorElement: <RouteErrorScreen />,
              children: [
                ...routes.map((route) => {
                  const Screen = route.screen?.Component;
                  const screen = Screen ? <Screen /> : route.element;
                  return {
                    path: route.path,
                    // A route without queries has no loader: its chunk starts with the render, and
                    // navigating to it (a sign-out to /Login) completes at once.
                    ...(route.queries?.length ? routeLoaderFor(route, session) : {}),
                    element: (
                      <RouteGuard access={route.access}>
                        {route.relay === false ? screen : <RouteDataScope>{screen}</RouteDataScope>}
                      </RouteGuard>
                    ),
                  };
                }),
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
