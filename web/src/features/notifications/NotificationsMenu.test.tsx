import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_MESSAGES } from '@quotecraft/rules/notifications';
import { routeObjects } from '../../app/routes';
import { makeToken, mockGraphQL } from '../../test/mockGraphQL';
import { fakeLiveSockets } from '../../test/fakeLiveSocket';

vi.setConfig({ testTimeout: 20_000 });

const token = makeToken({ username: 'user@example.com', exp: Math.floor(Date.now() / 1000) + 3600 });
const ME_ID = 'VXNlcjo3';
const me = {
  id: ME_ID,
  rowId: 7,
  username: 'user@example.com',
  firstName: 'Riley',
  lastName: 'Morgan',
  pid: 1,
  roleId: 2,
  roleName: 'Registered',
  roleLevel: 1,
  checkoutType: 'order',
  groupId: null,
  groupIds: [],
  groups: [],
  activeGroup: null,
};
const platform = { id: 'UGxhdGZvcm06MQ==', rowId: 1, name: 'Acme', isDefault: true, requireMFA: false, integration: 'default' };
const preferences = { placed: true, shipped: true, delivered: true, status: false, returns: true };

const notification = (rowId: number, text: string, readAt: string | null) => ({
  id: btoa(`Notification:${rowId}`),
  rowId,
  topic: 'shipped',
  text,
  quoteId: 40,
  orderNumber: 'QC-40',
  createdAt: '2026-03-02T09:30:00',
  readAt,
});

beforeAll(async () => {
  await import('./NotificationsMenu');
  await import('../../app/relayScope');
}, 60_000);

afterEach(() => vi.unstubAllGlobals());

function renderApp(rows: ReturnType<typeof notification>[], unread: number) {
  sessionStorage.setItem('token', token);
  let count = unread;
  const api = mockGraphQL({
    ViewerProviderQuery: () => ({ data: { me, activePlatform: platform } }),
    ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
    reportClientErrorMutation: () => ({ data: { reportClientError: true } }),
    // My Profile of the signed-in user: the page's query also reads their email choices
    UserFormPageQuery: (variables) => ({
      data: {
        user: { id: ME_ID, rowId: 7, username: me.username, firstName: 'Riley', lastName: 'Morgan', roleId: 2, checkoutType: 'order', pid: 1, enableMFA: false, platformRequiresMFA: false },
        me: variables.own ? { id: ME_ID, notificationPreferences: preferences } : null,
      },
    }),
    NotificationPreferencesMutation: (variables) => ({ data: { updateNotificationPreferences: { id: ME_ID, notificationPreferences: { ...preferences, ...(variables.input as object) } } } }),
    NotificationsMenuQuery: () => ({ data: { me: { id: ME_ID, unreadNotificationCount: count } } }),
    NotificationsMenuListQuery: () => ({ data: { notifications: { edges: rows.map((node) => ({ node })) } } }),
    NotificationsMenuMarkReadMutation: (variables) => {
      const read = variables.all ? rows.filter((row) => !row.readAt) : rows.filter((row) => (variables.ids as number[]).includes(row.rowId));
      count = variables.all ? 0 : count - read.length;
      return { data: { markNotificationsRead: read.map((row) => ({ id: row.id, readAt: '2026-03-02T10:00:00', user: { id: ME_ID, unreadNotificationCount: count } })) } };
    },
  });
  const router = createMemoryRouter(routeObjects(), { initialEntries: ['/MyProfile/user@example.com'] });
  render(<RouterProvider router={router} />);
  return { api, router };
}

describe('NotificationsMenu', () => {
  it('shows the unread count, follows it live, lists the notifications newest first and marks them read', async () => {
    const live = fakeLiveSockets();
    const { api } = renderApp(
      [notification(2, 'Shipped line 1, tracking 1Z999', null), notification(1, 'Status changed to Stopped (S)', '2026-03-01T08:00:00')],
      1,
    );
    const bell = await screen.findByRole('button', { name: 'Notifications: 1 unread' }, { timeout: 10_000 });
    expect(within(bell).getByText('1')).toBeTruthy();
    // a notification arrives: the count follows without a reload
    await waitFor(() => expect(live.subscriptions().some((s) => s.operationName === 'NotificationsMenuSubscription')).toBe(true));
    live.push('NotificationsMenuSubscription', { notificationsChanged: { id: ME_ID, unreadNotificationCount: 3 } });
    expect(await screen.findByRole('button', { name: 'Notifications: 3 unread' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Notifications: 3 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const links = await within(panel).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/Quote/40', '/Quote/40']);
    expect(links[0]!.textContent).toContain('Shipped line 1, tracking 1Z999');
    expect(links[0]!.textContent).toContain('Order QC-40');
    expect(links[0]!.textContent).toContain('(unread)');
    expect(links[0]!.textContent).toMatch(/03\/02\/2026 \d\d:\d\d/);
    expect(links[1]!.textContent).not.toContain('(unread)');

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(api.callsOf('NotificationsMenuMarkReadMutation').at(-1)?.variables).toMatchObject({ all: true }));
    // nothing unread: the badge goes
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(document.querySelector('.notifications__badge')).toBeNull();
  });

  it('opens a notification: marks it read and goes to its order', async () => {
    fakeLiveSockets();
    const { api, router } = renderApp([notification(5, 'Return RMA-000005 Received: Arrived', null)], 1);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications: 1 unread' }, { timeout: 10_000 }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(await within(panel).findByRole('link', { name: /Return RMA-000005 Received/ }));
    await waitFor(() => expect(api.callsOf('NotificationsMenuMarkReadMutation').at(-1)?.variables).toMatchObject({ ids: [5] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Quote/40'));
  });

  it('says so when there are no notifications, and My Profile saves the email choices', async () => {
    fakeLiveSockets();
    const { api } = renderApp([], 0);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }, { timeout: 10_000 }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText(NOTIFICATION_MESSAGES.empty)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    const status = await screen.findByRole('checkbox', { name: 'Other status changes' });
    expect(status).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Order shipped' })).toBeChecked();
    await userEvent.click(status);
    await waitFor(() => expect(api.callsOf('NotificationPreferencesMutation').at(-1)?.variables).toEqual({ input: { status: true } }));
    // the choices came with the page's own query, for the user's own profile
    expect(api.callsOf('UserFormPageQuery').at(-1)?.variables).toMatchObject({ username: 'user@example.com', own: true });
    expect(api.callsOf('NotificationPreferencesQuery')).toHaveLength(0);
    expect(await screen.findByText(NOTIFICATION_MESSAGES.saved)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Other status changes' })).toBeChecked();
  });
});
