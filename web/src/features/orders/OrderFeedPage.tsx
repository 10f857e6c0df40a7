import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import { Link } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { ORDER_EVENT_KIND_LABELS, ORDER_EVENT_KINDS } from '@quotecraft/rules/orderEvents';
import { RoleLevel } from '../../app/access';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useViewer } from '../../app/ViewerProvider';
import { OrderTimelineEvent } from '../../entities/order/OrderTimeline';
import { SelectField } from '../../ui/fields';
import { Page, PageHeader } from '../../ui/Page';
import type { OrderFeedPageQuery, OrderFeedPageQuery$data } from './__generated__/OrderFeedPageQuery.graphql';
import type { OrderFeedPageSubscription } from './__generated__/OrderFeedPageSubscription.graphql';
import './OrderFeedPage.css';

const feedQuery = graphql`
  query OrderFeedPageQuery($pid: Int, $kind: String, $customerId: Int) {
    orderFeed(first: 50, pid: $pid, kind: $kind, customerId: $customerId) @connection(key: "OrderFeedPage_orderFeed", filters: ["pid", "kind", "customerId"]) {
      __id
      edges {
        node {
          id
          quoteId
          erpOrderNo
          customerName
          ...OrderTimelineEvent_event
        }
      }
    }
    customers(first: 200, pid: $pid) {
      edges {
        node {
          id
          rowId
          companyName
          erpId
        }
      }
    }
    platforms(first: 100) {
      edges {
        node {
          id
          rowId
          name
        }
      }
    }
  }
`;

const subscription = graphql`
  subscription OrderFeedPageSubscription($pid: Int, $kind: String, $customerId: Int, $connections: [ID!]!) {
    orderEvents(pid: $pid, kind: $kind, customerId: $customerId) @prependNode(connections: $connections, edgeTypeName: "OrderEventEdge") {
      id
      quoteId
      erpOrderNo
      customerName
      ...OrderTimelineEvent_event
    }
  }
`;

type FeedRow = NonNullable<OrderFeedPageQuery$data['orderFeed']['edges'][number]>['node'];

export interface FeedFilter {
  pid: number | null;
  kind: string | null;
  customerId: number | null;
}

/** The first load of /OrderFeed (routes.tsx): every kind and customer of the viewer's platform. */
export const INITIAL_FEED_VARIABLES: FeedFilter = { pid: null, kind: null, customerId: null };

/**
 * /OrderFeed: every event of the platform's orders as it happens, newest first (level 9: every
 * platform's, or one chosen), by kind and customer. New events arrive through the `orderEvents`
 * subscription, checked on the server against the viewer's rights for each event.
 */
export function OrderFeedPage() {
  const { data, reload, variables } = useRouteQuery<OrderFeedPageQuery>(feedQuery);
  const { user } = useViewer();
  const superAdmin = (user?.roleLevel ?? 0) >= RoleLevel.SuperAdmin;
  // the filter is the one the list was loaded with
  const filter: FeedFilter = { pid: variables.pid ?? null, kind: variables.kind ?? null, customerId: variables.customerId ?? null };
  const onFilter = (next: FeedFilter) => reload(next);
  return <OrderFeed data={data} filter={filter} superAdmin={superAdmin} onFilter={onFilter} />;
}

/** The feed under a filter: the list as loaded, with new events put on top as they come. */
export function OrderFeed({ data, filter, superAdmin, onFilter }: { data: OrderFeedPageQuery$data; filter: FeedFilter; superAdmin: boolean; onFilter(filter: FeedFilter): void }) {
  const connectionId = data.orderFeed.__id;
  const config = useMemo<GraphQLSubscriptionConfig<OrderFeedPageSubscription>>(
    () => ({
      subscription,
      variables: { ...filter, connections: [connectionId] },
      onError: (error) => console.error('Order feed closed', error),
    }),
    [connectionId, filter],
  );
  useSubscription(config);
  const rows = (data.orderFeed.edges ?? []).flatMap((edge) => (edge?.node ? [edge.node] : []));
  const set = (change: Partial<FeedFilter>) => onFilter({ ...filter, ...change });
  const customers = data.customers.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  const platforms = data.platforms.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  return (
    <Page>
      <PageHeader title="Order Feed" subtitle="Every event of the platform's orders, as it happens." back="/Administration" />
      <form className="order-feed__filters surface" aria-label="Filter the feed" onSubmit={(event) => event.preventDefault()}>
        {superAdmin && (
          <SelectField
            label="Platform"
            name="pid"
            value={filter.pid == null ? '' : String(filter.pid)}
            placeholder="All platforms"
            options={platforms.map((p) => ({ value: String(p.rowId), label: p.name }))}
            onChange={(value) => set({ pid: value ? Number(value) : null, customerId: null })}
          />
        )}
        <SelectField
          label="Kind"
          name="kind"
          value={filter.kind ?? ''}
          placeholder="All kinds"
          options={ORDER_EVENT_KINDS.map((kind) => ({ value: kind, label: ORDER_EVENT_KIND_LABELS[kind] }))}
          onChange={(value) => set({ kind: value || null })}
        />
        <SelectField
          label="Customer"
          name="customerId"
          value={filter.customerId == null ? '' : String(filter.customerId)}
          placeholder="All customers"
          options={customers.map((c) => ({ value: String(c.rowId), label: c.companyName || c.erpId || `Customer #${c.rowId}` }))}
          onChange={(value) => set({ customerId: value ? Number(value) : null })}
        />
      </form>
      <section className="order-feed surface" aria-label="Order events, newest first" aria-live="polite">
        {rows.length === 0 ? (
          <p className="order-timeline__empty">
            {filter.kind || filter.customerId != null || filter.pid != null
              ? 'No order events match these filters yet. New ones appear here as they happen.'
              : 'No order events yet. New ones appear here as they happen.'}
          </p>
        ) : (
          <ol className="order-timeline__list">
            {rows.map((row) => (
              <FeedEntry key={row.id} row={row} />
            ))}
          </ol>
        )}
      </section>
    </Page>
  );
}

function FeedEntry({ row }: { row: FeedRow }) {
  return (
    <li className="order-feed__entry">
      <Link className="order-feed__order" to={`/Quote/${row.quoteId}`}>
        Order #{row.erpOrderNo ?? row.quoteId}
        {row.customerName ? ` · ${row.customerName}` : ''}
      </Link>
      <ol className="order-timeline__list">
        <OrderTimelineEvent event={row} />
      </ol>
    </li>
  );
}
