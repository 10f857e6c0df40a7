import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeToken, mockGraphQL } from '../test/mockGraphQL';
import { routeObjects } from './routes';

const validToken = makeToken({ username: 'sam@example.com', exp: Math.floor(Date.now() / 1000) + 3600 });

const me = {
  id: 'VXNlcjo0Mg==',
  rowId: 42,
  username: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Seller',
  pid: 3,
  roleId: 2,
  roleName: 'Registered User',
  roleLevel: 1,
  checkoutType: 'order',
  groupId: null,
  groupIds: [],
  groups: [],
  activeGroup: null,
};

const platform = { id: 'UGxhdGZvcm06Mw==', rowId: 3, name: 'Acme', isDefault: false, requireMFA: false, integration: 'default' };

const cursor = (page: number, isCurrent: boolean) => ({ cursor: page === 1 ? null : `page-${page}`, page, isCurrent });

function quotePage(search: unknown) {
  const nodes = [
    {
      id: 'UXVvdGU6MTAx',
      rowId: 101,
      jobName: 'Parking lot lights',
      customerName: 'Acme Lighting',
      contactFirstName: 'Lee',
      contactLastName: 'Buyer',
      createdByFirstName: 'Sam',
      createdByLastName: 'Seller',
      createdAt: '2025-03-04T15:00:00.000Z',
      totalCost: '12345.5',
    },
    {
      id: 'UXVvdGU6MTAy',
      rowId: 102,
      jobName: 'Warehouse retrofit',
      customerName: 'Northwind',
      contactFirstName: null,
      contactLastName: null,
      createdByFirstName: 'Sam',
      createdByLastName: 'Seller',
      createdAt: '2025-02-01T15:00:00.000Z',
      totalCost: '99.999',
    },
  ].filter((node) => !search || node.jobName.toLowerCase().includes(String(search).toLowerCase()));
  return {
    quotes: {
      totalCount: search ? nodes.length : 30,
      pageCursors: {
        around: search ? [cursor(1, true)] : [cursor(1, true), cursor(2, false), cursor(3, false)],
        first: cursor(1, true),
        last: search ? cursor(1, true) : cursor(3, false),
        previous: null,
        next: search ? null : cursor(2, false),
      },
      edges: nodes.map((node) => ({ node })),
    },
  };
}

// Screens are chunks of their own, imported on navigation; importing them once here keeps the
// module transform out of each test's time.
beforeAll(async () => {
  await Promise.all([
    import('../features/auth/LoginPage'),
    import('../features/quotes/QuoteDashboardPage'),
    import('../features/quotes/QuoteDetailPage'),
    import('../features/catalog/CatalogPage'),
    import('../features/administration/AdministrationPage'),
  ]);
}, 60_000);

function renderApp(path: string) {
  const router = createMemoryRouter(routeObjects(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('app shell', () => {
  it('shows the login screen to a visitor and reports a failed login', async () => {
    const api = mockGraphQL({
      ViewerProviderQuery: () => ({ data: { me: null, activePlatform: platform } }),
      ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
      LoginPageMutation: () => ({ data: null, errors: [{ message: 'Login failed!' }] }),
      reportClientErrorMutation: () => ({ data: { reportClientError: true } }),
    });
    renderApp('/Login');

    const email = await screen.findByLabelText(/Email Address/);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Email address is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();

    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Invalid email address.')).toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.type(email, 'sam@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login failed!')).toBeInTheDocument();
    expect(api.callsOf('LoginPageMutation')[0]?.variables).toEqual({
      input: { username: 'sam@example.com', password: 'wrong', stayLoggedIn: false },
    });
    await waitFor(() => expect(api.callsOf('reportClientErrorMutation')).toHaveLength(1));
  });

  it('"Try it out!" shows the same confirmation for any address and signs nobody in', async () => {
    const api = mockGraphQL({
      ViewerProviderQuery: () => ({ data: { me: null, activePlatform: platform } }),
      ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
      // the server answers true whether the address already has an account or not
      LoginPageSignUpMutation: () => ({ data: { signUp: true } }),
    });
    const router = renderApp('/Login?mode=signup');
    for (const address of ['new.visitor@example.com', 'sam@example.com']) {
      await screen.findByRole('heading', { name: 'Try it out!' });
      await userEvent.type(screen.getByLabelText(/^Name/), 'Tara Trial');
      await userEvent.type(screen.getByLabelText(/Email Address/), address);
      await userEvent.type(screen.getByLabelText(/^Password/), 'Lantern-Harbor-42');
      await userEvent.type(screen.getByLabelText(/Confirm Password/), 'Lantern-Harbor-42');
      await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
      const confirmation = await screen.findByText('Thank you! We have sent you an email: follow it to sign in.');
      // dismissed, so the next address's confirmation is its own
      await userEvent.click(within(confirmation.closest('.alert') as HTMLElement).getByRole('button', { name: 'Dismiss' }));
      // back at the login form, not signed in
      await screen.findByRole('heading', { name: 'Login' });
      expect(router.state.location.pathname).toBe('/Login');
      expect(sessionStorage.length + localStorage.length).toBe(0);
      await userEvent.click(screen.getByRole('button', { name: 'New here? Try it out!' }));
      await userEvent.clear(screen.getByLabelText(/^Name/));
      await userEvent.clear(screen.getByLabelText(/Email Address/));
    }
    expect(api.callsOf('LoginPageSignUpMutation').map((call) => call.variables)).toEqual(
      ['new.visitor@example.com', 'sam@example.com'].map((username) => ({
        input: { name: 'Tara Trial', username, password: 'Lantern-Harbor-42', confirmPassword: 'Lantern-Harbor-42' },
      })),
    );
  }, 90_000);

  it('signs in, keeps the token and opens the quote dashboard', async () => {
    let signedIn = false;
    const api = mockGraphQL({
      ViewerProviderQuery: () => ({ data: { me: signedIn ? me : null, activePlatform: platform } }),
      ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
      LoginPageMutation: () => {
        signedIn = true;
        return {
          data: {
            login: {
              token: validToken,
              expiresAt: 0,
              mfaRequired: false,
              platformRequiresMFA: false,
              mfaToken: null,
              needsEnrollment: false,
              secret: null,
              qrCode: null,
            },
          },
        };
      },
      QuoteDashboardPageQuery: () => ({ data: quotePage(null) }),
      QuoteListRefetchQuery: (variables) => ({ data: quotePage(variables.search) }),
    });
    const router = renderApp('/Login');

    await userEvent.type(await screen.findByLabelText(/Email Address/), 'sam@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'Secret#123');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Stay logged in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Parking lot lights', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/QuoteDashboard');
    expect(sessionStorage.getItem('token')).toBe(validToken);
    expect(localStorage.getItem('token')).toBe(validToken);
    expect(api.callsOf('QuoteDashboardPageQuery')[0]?.authorization).toBe(`Bearer ${validToken}`);

    const table = screen.getByRole('table', { name: 'Quotes' });
    const firstRow = within(table).getByText('Parking lot lights').closest('tr')!;
    expect(within(firstRow).getByText('101')).toBeInTheDocument();
    expect(within(firstRow).getByText('Lee Buyer')).toBeInTheDocument();
    expect(within(firstRow).getByText('Sam Seller')).toBeInTheDocument();
    expect(within(firstRow).getByText('03/04/2025')).toBeInTheDocument();
    expect(within(firstRow).getByText('$12,345.50')).toBeInTheDocument();
    const secondRow = within(table).getByText('Warehouse retrofit').closest('tr')!;
    expect(within(secondRow).getByText('Northwind')).toBeInTheDocument();
    expect(within(secondRow).getByText('$100.00')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: /Job Name/ }));
    await waitFor(() =>
      expect(api.callsOf('QuoteListRefetchQuery').at(-1)?.variables).toMatchObject({
        type: 1,
        first: 12,
        after: null,
        orderBy: { field: 'jobName', direction: 'ASC' },
      }),
    );
    // The Status column (what the customer did with the sent quote) sorts on the server too.
    // While the sorted page loads the list may be hidden behind its loading state; wait for it to show again.
    await userEvent.click(await within(table).findByRole('button', { name: /Status/ }, { timeout: 4000 }));
    await waitFor(() =>
      expect(api.callsOf('QuoteListRefetchQuery').at(-1)?.variables).toMatchObject({ after: null, orderBy: { field: 'customerStatus', direction: 'ASC' } }),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.callsOf('QuoteListRefetchQuery').at(-1)?.variables).toMatchObject({ after: 'page-2' }));

    await userEvent.type(screen.getByPlaceholderText('Search'), 'ware{Enter}');
    await waitFor(() =>
      expect(api.callsOf('QuoteListRefetchQuery').at(-1)?.variables).toMatchObject({ search: 'ware', after: null }),
    );
    await waitFor(() => expect(screen.queryByText('Parking lot lights')).not.toBeInTheDocument());

    await userEvent.click(await within(screen.getByRole('table', { name: 'Quotes' })).findByText('Warehouse retrofit', {}, { timeout: 4000 }));
    // The route's chunk and query start loading before the location changes.
    await waitFor(() => expect(router.state.location.pathname).toBe('/Quote/102'));
  }, 20_000);

  it('sends a visitor from a guarded route to /Login', async () => {
    mockGraphQL({
      ViewerProviderQuery: () => ({ data: { me: null, activePlatform: platform } }),
      ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
    });
    const router = renderApp('/Administration');
    expect(await screen.findByLabelText(/Email Address/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Login');
  });

  it('warns about an expired token and goes to /Login', async () => {
    localStorage.setItem('token', makeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    mockGraphQL({
      ViewerProviderQuery: () => ({ data: { me: null, activePlatform: platform } }),
      ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
    });
    const router = renderApp('/Catalog');
    expect(await screen.findByText('Your login token has expired.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a token the server no longer accepts (its session was ended) is treated as expired: message and /Login', async () => {
    localStorage.setItem('token', validToken);
    mockGraphQL({
      ViewerProviderQuery: () => ({
        data: { me: null, activePlatform: platform },
        errors: [{ message: 'Your login token has expired.', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
      ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
    });
    const router = renderApp('/Catalog');
    expect(await screen.findByText('Your login token has expired.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  for (const message of ['Your login token has expired.', 'You must be signed in.']) {
    it(`a request the server refuses with 401 for its token ("${message}") ends the session: message and /Login`, async () => {
      localStorage.setItem('token', validToken);
      const refused = () => ({ status: 401, errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] });
      mockGraphQL({ ViewerProviderQuery: refused, ThemeProviderQuery: refused });
      const router = renderApp('/Catalog');
      expect(await screen.findByText('Your login token has expired.')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
      expect(localStorage.getItem('token')).toBeNull();
      expect(screen.getAllByText('Your login token has expired.')).toHaveLength(1);
    });
  }

  it('a token the server answers as a visitor\'s (no session from it at all) ends the same way, told once', async () => {
    localStorage.setItem('token', validToken);
    mockGraphQL({
      ViewerProviderQuery: () => ({ data: { me: null, activePlatform: platform } }),
      ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
    });
    const router = renderApp('/');
    expect(await screen.findByText('Your login token has expired.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getAllByText('Your login token has expired.')).toHaveLength(1);
  });

  it('the server\'s expired answer and the empty viewer together tell the user once', async () => {
    localStorage.setItem('token', validToken);
    mockGraphQL({
      ViewerProviderQuery: () => ({
        data: { me: null, activePlatform: platform },
        errors: [{ message: 'Your login token has expired.', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
      ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
    });
    const router = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    await screen.findByText('Your login token has expired.');
    expect(screen.getAllByText('Your login token has expired.')).toHaveLength(1);
  });

  it('signs out: tells the server, clears both stores and goes to /Login', async () => {
    localStorage.setItem('token', validToken);
    sessionStorage.setItem('token', validToken);
    let signedOut = false;
    const api = mockGraphQL({
      ViewerProviderQuery: () => ({ data: { me: signedOut ? null : me, activePlatform: platform } }),
      ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
      QuoteDashboardPageQuery: () => ({ data: quotePage(null) }),
      SessionProviderSignOutMutation: () => {
        signedOut = true;
        return { data: { signOut: true } };
      },
    });
    const router = renderApp('/QuoteDashboard');

    await userEvent.click(await screen.findByRole('button', { name: /^User menu: / }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(api.callsOf('SessionProviderSignOutMutation')[0]?.authorization).toBe(`Bearer ${validToken}`);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('shows the user menu entries for the role level, with their tooltips', async () => {
    localStorage.setItem('token', validToken);
    mockGraphQL({
      ViewerProviderQuery: () => ({ data: { me: { ...me, roleLevel: 5 }, activePlatform: platform } }),
      ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
      QuoteDashboardPageQuery: () => ({ data: quotePage(null) }),
    });
    renderApp('/QuoteDashboard');

    expect(await screen.findByTitle('Go to your homepage.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /^User menu: / }));
    const items = Array.from(document.querySelectorAll('.dropdown__panel .menu-item'), (item) => item.textContent);
    expect(items).toEqual(['Quotes', 'Orders', 'Returns', 'Administration', 'Product Catalog', 'My Profile', 'Report an issue', 'Dark Mode', 'Sign Out']);
    expect(screen.getByRole('menuitem', { name: 'Returns' })).toHaveAttribute('href', `/RMAs/${me.pid}`);
    expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveAttribute('title', 'View past Orders.');
    expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveAttribute('href', '/MyOrders/sam%40example.com');
    expect(screen.getByRole('menuitem', { name: 'Administration' })).toHaveAttribute('title', 'System Administration Panel');
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('title', 'Edit your profile settings.');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveAttribute('title', 'Sign out of your account');
  });

  it('filters by group through setActiveGroup and returns to the dashboard', async () => {
    localStorage.setItem('token', validToken);
    const groups = [
      { id: 'R3JvdXA6MQ==', rowId: 1, name: 'East Region' },
      { id: 'R3JvdXA6Mg==', rowId: 2, name: 'West Region' },
    ];
    const api = mockGraphQL({
      ViewerProviderQuery: () => ({
        data: { me: { ...me, groupId: 1, groupIds: [1, 2], groups, activeGroup: groups[0] }, activePlatform: platform },
      }),
      ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
      QuoteDashboardPageQuery: () => ({ data: quotePage(null) }),
      GroupMenuSetActiveGroupMutation: (variables) => ({
        data: {
          setActiveGroup: {
            id: me.id,
            groupId: variables.groupId,
            activeGroup: groups.find((group) => group.rowId === variables.groupId) ?? null,
          },
        },
      }),
    });
    const router = renderApp('/Catalog');

    const toggle = await screen.findByRole('button', { name: /^Group: / });
    expect(toggle).toHaveAttribute('title', 'Filtering pages by group: East Region');
    await userEvent.click(toggle);
    expect(screen.queryByRole('menuitem', { name: 'East Region' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'West Region' })).toHaveAttribute('title', 'Select a group to view its content.');
    expect(screen.getByRole('menuitem', { name: /My QuoteCraft/ })).toHaveAttribute('title', 'See only my content.');

    await userEvent.click(screen.getByRole('menuitem', { name: /My QuoteCraft/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/QuoteDashboard'));
    expect(api.callsOf('GroupMenuSetActiveGroupMutation')[0]?.variables).toEqual({ groupId: null });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Group: / })).toHaveAttribute('title', 'Select a group to view its content.'),
    );
  });

  it('shows the fallback screen when a page fails to render', async () => {
    mockGraphQL({
      ViewerProviderQuery: () => ({ data: { me: null, activePlatform: platform } }),
      ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
      reportClientErrorMutation: () => ({ data: { reportClientError: true } }),
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    const router = createMemoryRouter(
      routeObjects([{ path: '/Broken', access: 'public', element: <Broken /> }]),
      { initialEntries: ['/Broken'] },
    );
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    expect(await screen.findByText('Oops! Something went wrong...')).toBeInTheDocument();
    expect(
      screen.getByText("Try refreshing the page, if that doesn't work please come back and try again later."),
    ).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('shows the fallback screen, not the login screen, when the shell itself fails', async () => {
    localStorage.setItem('token', validToken);
    mockGraphQL({
      ViewerProviderQuery: () => ({ data: { me: { ...me, groups: null }, activePlatform: platform } }),
      ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
      QuoteDashboardPageQuery: () => ({ data: quotePage(null) }),
      reportClientErrorMutation: () => ({ data: { reportClientError: true } }),
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderApp('/QuoteDashboard');
    expect(await screen.findByText('Oops! Something went wrong...')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/QuoteDashboard');
    consoleError.mockRestore();
  });
});
