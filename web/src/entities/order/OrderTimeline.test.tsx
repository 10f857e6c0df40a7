import { Suspense } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../../app/relayEnvironment';
import { ViewerContext, type ViewerUser } from '../../app/ViewerProvider';
import { AlertsProvider } from '../../ui/alerts';
import { mockGraphQL } from '../../test/mockGraphQL';
import { fakeLiveSockets } from '../../test/fakeLiveSocket';
import { OrderTimeline } from './OrderTimeline';
import timelineQuery, { type OrderTimelinePaginationQuery } from './__generated__/OrderTimelinePaginationQuery.graphql';

const QUOTE_ID = btoa('Quote:42');

function viewer(roleLevel: number): ViewerUser {
  return { id: 'VXNlcjox', rowId: 1, username: 'user@example.com', firstName: 'Riley', lastName: 'Morgan', pid: 1, roleId: 2, roleName: 'Role', roleLevel, checkoutType: 'order', groupId: null, groupIds: [], groups: [], activeGroup: null };
}

const event = (id: number, kind: string, text: string, at: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'OrderEvent',
  id: btoa(`OrderEvent:${id}`),
  kind,
  text,
  at,
  actor: kind === 'comment' ? 'Riley Morgan' : 'ERP',
  data: {},
  ...extra,
});

const statusType = (id: number, name: string) => ({ __typename: 'StatusType', id: btoa(`StatusType:${id}`), rowId: id, name });

function quote(events: ReturnType<typeof event>[], { assignable = [] as ReturnType<typeof statusType>[], current = null as ReturnType<typeof statusType> | null } = {}) {
  return {
    data: {
      node: {
        __typename: 'Quote',
        id: QUOTE_ID,
        rowId: 42,
        pid: 1,
        statusType: current,
        assignableStatusTypes: assignable,
        lines: [
          { id: btoa('QuoteLine:1'), lineNumber: 1, partNumber: 'BOL-ARC' },
          { id: btoa('QuoteLine:2'), lineNumber: 2, partNumber: 'SP-10KV' },
        ],
        timeline: { edges: events.map((node) => ({ cursor: String(node.id), node })), pageInfo: { endCursor: null, hasNextPage: false } },
      },
    },
  };
}

function Loaded() {
  const data = useLazyLoadQuery<OrderTimelinePaginationQuery>(timelineQuery, { id: QUOTE_ID });
  return data.node ? <OrderTimeline quote={data.node} /> : null;
}

function renderTimeline(roleLevel = 1) {
  const { environment } = createRelayEnvironment({ token: 'token' });
  render(
    <AlertsProvider>
      <RelayEnvironmentProvider environment={environment}>
        <ViewerContext.Provider value={{ loading: false, user: viewer(roleLevel), platform: null }}>
          <Suspense fallback="Loading">
            <Loaded />
          </Suspense>
        </ViewerContext.Provider>
      </RelayEnvironmentProvider>
    </AlertsProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('OrderTimeline', () => {
  it('lists the events newest first with their icon, actor and date, and puts live events on top', async () => {
    const live = fakeLiveSockets();
    mockGraphQL({
      OrderTimelinePaginationQuery: () =>
        quote([
          event(3, 'shipment', 'Shipped line 1, tracking 1Z999', '2026-03-04T15:07:00', { data: { lines: [{ lineNumber: 1, partNumber: 'BOL-ARC', trackingNumber: '1Z999', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999' }] } }),
          event(2, 'acknowledged', 'ERP acknowledged order QC-42 as Ordered (O)', '2026-03-02T09:30:00'),
          event(1, 'placed', 'Order placed by Riley Morgan from revision 1, sent to the order desk', '2026-03-02T09:29:00'),
        ]),
    });
    renderTimeline();
    const list = await screen.findByRole('list', { name: 'Order events, newest first' });
    const items = () => within(list).getAllByRole('listitem').filter((item) => item.classList.contains('order-event'));
    expect(items().map((item) => item.dataset.kind)).toEqual(['shipment', 'acknowledged', 'placed']);
    expect(within(items()[0]!).getByRole('link', { name: '1Z999' })).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999');
    expect(within(items()[0]!).getByTitle('Shipment')).toBeTruthy();
    expect(items()[1]).toHaveTextContent('ERP · 03/02/2026 09:30');
    // the page subscribed to this order's timeline; an event arrives and goes on top
    await waitFor(() => expect(live.subscriptions().map((s) => [s.operationName, s.variables.quoteId])).toEqual([['OrderTimelineSubscription', 42]]));
    live.push('OrderTimelineSubscription', { orderTimeline: event(4, 'status', 'Status changed to Stopped (S)', '2026-03-05T08:00:00') });
    await waitFor(() => expect(items().map((item) => item.dataset.kind)).toEqual(['status', 'shipment', 'acknowledged', 'placed']));
    expect(items()[0]).toHaveTextContent('Status changed to Stopped (S)');
    // a buyer sees no tracking entry, and no status types to set
    expect(screen.queryByRole('form', { name: 'Add tracking' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Set status type' })).toBeNull();
  });

  it("lets an administrator set one of the status types the server offers them; the order shows it and the event goes on top", async () => {
    fakeLiveSockets();
    const api = mockGraphQL({
      OrderTimelinePaginationQuery: () => quote([event(1, 'placed', 'Order placed', '2026-03-02T09:29:00')], { assignable: [statusType(1, 'New'), statusType(3, 'Approved')] }),
      OrderTimelineStatusTypeMutation: (variables) => ({
        data: {
          setOrderStatusType: {
            ...event(6, 'status', 'Status set to Approved by Alex Chen', '2026-03-06T12:00:00', { actor: 'Alex Chen' }),
            order: { __typename: 'Quote', id: QUOTE_ID, statusType: statusType(Number(variables.statusTypeId), 'Approved') },
          },
        },
      }),
    });
    renderTimeline(5);
    await screen.findByRole('list', { name: 'Order events, newest first' });
    const form = screen.getByRole('form', { name: 'Set status type' });
    expect(within(form).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a status type', 'New', 'Approved']);
    await userEvent.click(within(form).getByRole('button', { name: 'Set Status' }));
    expect(await screen.findByText('Please choose a status type.')).toBeTruthy();
    expect(api.callsOf('OrderTimelineStatusTypeMutation')).toHaveLength(0);
    await userEvent.selectOptions(within(form).getByLabelText('Status Type'), 'Approved');
    await userEvent.click(within(form).getByRole('button', { name: 'Set Status' }));
    await waitFor(() => expect(api.callsOf('OrderTimelineStatusTypeMutation')[0]?.variables).toMatchObject({ quoteId: 42, statusTypeId: 3 }));
    expect(await screen.findByText('Status set to Approved by Alex Chen')).toBeTruthy();
    expect(screen.getByText('Status type:')).toHaveTextContent('Status type: Approved');
  });

  it('adds a comment (checked before it is sent), once, even when it also arrives live', async () => {
    const live = fakeLiveSockets();
    const comment = event(5, 'comment', 'Please deliver to dock 4.', '2026-03-06T10:00:00');
    const api = mockGraphQL({
      OrderTimelinePaginationQuery: () => quote([event(1, 'placed', 'Order placed', '2026-03-02T09:29:00')]),
      OrderTimelineCommentMutation: () => ({ data: { addOrderComment: comment } }),
    });
    renderTimeline();
    await screen.findByRole('list', { name: 'Order events, newest first' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Comment' }));
    expect(await screen.findByText('Please enter a comment.')).toBeTruthy();
    expect(api.callsOf('OrderTimelineCommentMutation')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), '  Please deliver to dock 4. ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Comment' }));
    await waitFor(() => expect(api.callsOf('OrderTimelineCommentMutation').map((c) => c.variables.text)).toEqual(['Please deliver to dock 4.']));
    await waitFor(() => expect(screen.getAllByText('Please deliver to dock 4.')).toHaveLength(1));
    await waitFor(() => expect(live.subscriptions()).toHaveLength(1));
    live.push('OrderTimelineSubscription', { orderTimeline: comment });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Please deliver to dock 4.')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  });

  it('lets an administrator enter tracking for a line; a bad URL is refused before it is sent', async () => {
    fakeLiveSockets();
    const api = mockGraphQL({
      OrderTimelinePaginationQuery: () => quote([]),
      OrderTimelineShipmentMutation: (variables) => ({
        data: { addOrderShipment: event(9, 'shipment', 'Shipped line 2, tracking 7946', '2026-03-07T11:00:00', { data: { lines: (variables.lines as object[]).map((l) => ({ ...l, partNumber: 'SP-10KV' })) } }) },
      }),
    });
    renderTimeline(5);
    expect(await screen.findByText('Nothing has happened to this order yet.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Line'), '2');
    await userEvent.type(screen.getByLabelText('Tracking Number'), '7946');
    await userEvent.type(screen.getByLabelText('Tracking URL'), 'fedex');
    await userEvent.click(screen.getByRole('button', { name: 'Add Tracking' }));
    expect(await screen.findByText('The tracking URL must start with http:// or https://.')).toBeTruthy();
    expect(api.callsOf('OrderTimelineShipmentMutation')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Tracking URL'));
    await userEvent.click(screen.getByRole('button', { name: 'Add Tracking' }));
    await waitFor(() => expect(api.callsOf('OrderTimelineShipmentMutation')[0]?.variables).toMatchObject({ quoteId: 42, lines: [{ lineNumber: 2, trackingNumber: '7946', trackingUrl: null }] }));
    expect(await screen.findByText('Shipped line 2, tracking 7946')).toBeTruthy();
  });
});
