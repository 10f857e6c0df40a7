import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeObjects } from '../../app/routes';
import { makeToken, mockGraphQL } from '../../test/mockGraphQL';
import { fakeLiveSockets } from '../../test/fakeLiveSocket';

vi.setConfig({ testTimeout: 20_000 });

const token = makeToken({ username: 'admin@example.com', exp: Math.floor(Date.now() / 1000) + 3600 });
const me = (roleLevel: number) => ({
  id: 'VXNlcjo1',
  rowId: 5,
  username: 'admin@example.com',
  firstName: 'Alex',
  lastName: 'Chen',
  pid: 1,
  roleId: 3,
  roleName: roleLevel === 9 ? 'Super Admin' : 'System Admin',
  roleLevel,
  checkoutType: 'order',
  groupId: null,
  groupIds: [],
  groups: [],
  activeGroup: null,
});
const platform = { id: 'UGxhdGZvcm06MQ==', rowId: 1, name: 'Acme', isDefault: true, requireMFA: false, integration: 'default' };

beforeAll(async () => {
  await import('./OrderFeedPage');
  await import('../../app/relayScope');
}, 60_000);

const feedEvent = (id: number, kind: string, text: string, quoteId: number, customerName: string) => ({
  __typename: 'OrderEvent',
  id: btoa(`OrderEvent:${id}`),
  quoteId,
  erpOrderNo: `QC-${quoteId}`,
  customerName,
  kind,
  text,
  at: '2026-03-02T09:30:00',
  actor: 'ERP',
  data: {},
});

function feed(events: ReturnType<typeof feedEvent>[]) {
  return {
    data: {
      orderFeed: { edges: events.map((node) => ({ cursor: String(node.id), node })), pageInfo: { endCursor: null, hasNextPage: false } },
      customers: { edges: [{ node: { id: btoa('Customer:7'), rowId: 7, companyName: 'Northwind Electric', erpId: 'C-7' } }] },
      platforms: { edges: [{ node: { id: 'UGxhdGZvcm06MQ==', rowId: 1, name: 'Acme' } }, { node: { id: 'UGxhdGZvcm06Mg==', rowId: 2, name: 'Borealis' } }] },
    },
  };
}

function renderFeed(roleLevel: number, handlers: Parameters<typeof mockGraphQL>[0]) {
  sessionStorage.setItem('token', token);
  const api = mockGraphQL({
    ViewerProviderQuery: () => ({ data: { me: me(roleLevel), activePlatform: platform } }),
    ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
    reportClientErrorMutation: () => ({ data: { reportClientError: true } }),
    OrderStatusListenerSubscription: () => ({ data: null }),
    ...handlers,
  });
  const router = createMemoryRouter(routeObjects(), { initialEntries: ['/OrderFeed'] });
  render(<RouterProvider router={router} />);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('OrderFeedPage', () => {
  it("streams the platform's order events newest first, each linked to its order, and follows the filters", async () => {
    const live = fakeLiveSockets();
    const api = renderFeed(5, { OrderFeedPageQuery: () => feed([feedEvent(1, 'placed', 'Order placed by Riley Morgan from revision 1, sent to the order desk', 40, 'Northwind Electric')]) });
    expect(await screen.findByRole('heading', { name: 'Order Feed' })).toBeTruthy();
    const list = () => screen.getByRole('region', { name: 'Order events, newest first' });
    expect(within(list()).getByRole('link', { name: 'Order #QC-40 · Northwind Electric' })).toHaveAttribute('href', '/Quote/40');
    // a level-5 administrator has no platform filter
    expect(screen.queryByLabelText('Platform')).toBeNull();
    await waitFor(() => expect(live.subscriptions().filter((s) => s.operationName === 'OrderFeedPageSubscription')).toHaveLength(1));
    live.push('OrderFeedPageSubscription', { orderEvents: feedEvent(2, 'shipment', 'Shipped line 1, tracking 1Z999', 41, 'Lakeside Lighting') });
    await waitFor(() => expect(within(list()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Order #QC-41 · Lakeside Lighting', 'Order #QC-40 · Northwind Electric']));
    expect(within(list()).getByText('Shipped line 1, tracking 1Z999')).toBeTruthy();

    // filtering by kind and customer loads the list again and subscribes with the same filter
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'shipment');
    await waitFor(() => expect(api.callsOf('OrderFeedPageQuery').at(-1)?.variables).toMatchObject({ kind: 'shipment', customerId: null }));
    await waitFor(() => expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('shipment'));
    await userEvent.selectOptions(screen.getByLabelText('Customer'), '7');
    await waitFor(() => expect(api.callsOf('OrderFeedPageQuery').at(-1)?.variables).toMatchObject({ kind: 'shipment', customerId: 7 }));
    await waitFor(() => expect(live.subscriptions().filter((s) => s.operationName === 'OrderFeedPageSubscription').map((s) => s.variables)).toContainEqual(expect.objectContaining({ kind: 'shipment', customerId: 7 })));
  });

  it('offers level 9 a platform filter and shows an empty feed plainly', async () => {
    fakeLiveSockets();
    const api = renderFeed(9, { OrderFeedPageQuery: () => feed([]) });
    expect(await screen.findByText('No order events yet. New ones appear here as they happen.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Platform'), '2');
    await waitFor(() => expect(api.callsOf('OrderFeedPageQuery').at(-1)?.variables).toMatchObject({ pid: 2 }));
    expect(await screen.findByText('No order events match these filters yet. New ones appear here as they happen.')).toBeTruthy();
  });
});
