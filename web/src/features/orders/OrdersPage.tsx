import { Suspense } from 'react';
import { useSession } from '../../app/SessionProvider';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faCopy } from '@fortawesome/free-solid-svg-icons/faCopy';
import { faTrash } from '@fortawesome/free-solid-svg-icons/faTrash';
import { isAdmin, RoleLevel } from '../../app/access';
import { useViewer } from '../../app/ViewerProvider';
import { GroupFilterNotice } from '../../app/GroupMenu';
import { useAlerts } from '../../ui/alerts';
import type { Column } from '../../ui/columns';
import { formatCurrency, formatDate } from '../../ui/format';
import { ListScreen } from '../../ui/ListScreen';
import { dropDeletedRows } from '../../ui/pagedList';
import { useListRefetch, useListState, type ListOrder } from '../../ui/useListState';
import type { OrdersPageQuery } from './__generated__/OrdersPageQuery.graphql';
import type { OrdersList_query$data, OrdersList_query$key } from './__generated__/OrdersList_query.graphql';
import type { OrdersListRefetchQuery, QuoteOrderField } from './__generated__/OrdersListRefetchQuery.graphql';
import type { OrdersPageCopyMutation } from './__generated__/OrdersPageCopyMutation.graphql';
import type { OrdersPageDeleteMutation } from './__generated__/OrdersPageDeleteMutation.graphql';
import './OrdersPage.css';

export const ORDER_TYPE = 2;
const LIVE_STATUS = 'Order status updates arrive automatically, without a page refresh.';
export const ORDERS_SUBTITLE = `Administrators see the orders of all registered users. ${LIVE_STATUS}`;

/**
 * What the list holds, as the server filters it (quoteListWhere): the active group's orders when
 * a group is chosen, all of them for an administrator's All Orders, otherwise the user's own.
 */
export function ordersSubtitle(options: { admin: boolean; mine: boolean; group: { name: string } | null | undefined }): string {
  if (options.group) return `Orders of the group ${options.group.name}. ${LIVE_STATUS}`;
  if (options.admin && !options.mine) return ORDERS_SUBTITLE;
  return `Your orders. ${LIVE_STATUS}`;
}
export const DEFAULT_ORDER_SORT: ListOrder<QuoteOrderField> = { field: 'erpOrderNo', direction: 'DESC' };

const ordersQuery = graphql`
  query OrdersPageQuery($mine: Boolean!, $pid: Int) {
    ...OrdersList_query @arguments(mine: $mine, pid: $pid)
  }
`;

const ordersListFragment = graphql`
  fragment OrdersList_query on Query
  @refetchable(queryName: "OrdersListRefetchQuery")
  @argumentDefinitions(
    mine: { type: "Boolean!" }
    pid: { type: "Int" }
    first: { type: "Int", defaultValue: 12 }
    after: { type: "String" }
    orderBy: { type: "QuoteOrder", defaultValue: { field: erpOrderNo, direction: DESC } }
    search: { type: "String" }
  ) {
    quotes(type: 2, mine: $mine, pid: $pid, first: $first, after: $after, orderBy: $orderBy, search: $search) {
      totalCount
      pageCursors {
        ...Pager_pageCursors @relay(mask: false)
      }
      edges {
        node {
          id
          rowId
          erpOrderNo
          companyName
          contactFirstName
          contactLastName
          customerName
          createdByFirstName
          createdByLastName
          dateOrderPlaced
          totalCost
          orderStatusLabel
        }
      }
    }
  }
`;

const copyMutation = graphql`
  mutation OrdersPageCopyMutation($id: Int!) {
    copyOrder(id: $id) {
      id
      rowId
    }
  }
`;

const deleteMutation = graphql`
  mutation OrdersPageDeleteMutation($id: Int!) {
    deleteOrder(id: $id) @deleteRecord
  }
`;

type OrderRow = NonNullable<OrdersList_query$data['quotes']['edges'][number]['node']>;

const fullName = (first: string | null | undefined, last: string | null | undefined) => [first, last].filter(Boolean).join(' ').trim();

export const orderColumns: Column<OrderRow>[] = [
  { key: 'erpOrderNo', header: 'Order #', sortField: 'erpOrderNo', width: 140 },
  {
    key: 'customer',
    header: 'Customer',
    sortField: 'customerName',
    value: (order) => order.companyName || fullName(order.contactFirstName, order.contactLastName) || order.customerName,
  },
  {
    key: 'createdBy',
    header: 'Created By',
    sortField: 'createdByLastName',
    value: (order) => fullName(order.createdByFirstName, order.createdByLastName),
  },
  { key: 'dateOrderPlaced', header: 'Ordered On', kind: 'date', sortField: 'dateOrderPlaced' },
  { key: 'totalCost', header: 'Price', kind: 'currency', sortField: 'totalCost' },
  {
    key: 'status',
    header: 'Status',
    render: (order) => <span className={`order-status order-status--${(order.orderStatusLabel ?? '').toLowerCase()}`}>{order.orderStatusLabel}</span>,
  },
];

/** /MyOrders/{username} (own orders) and /Orders/{pid} (all orders of a platform, for administrators). */
export function OrdersPage() {
  const location = useLocation();
  const params = useParams();
  const { user } = useViewer();
  const mine = location.pathname.split('/')[1] === 'MyOrders';
  const title = mine ? 'Orders' : 'All Orders';
  const pid = !mine && user?.roleLevel === RoleLevel.SuperAdmin && params.pid ? Number(params.pid) || null : null;
  const groupKey = user?.groupId ?? 0;
  return (
    <Suspense fallback={<OrdersSkeleton title={title} mine={mine} />}>
      <OrdersLoader key={`${mine}-${pid}`} mine={mine} pid={pid} title={title} fetchKey={groupKey} />
    </Suspense>
  );
}

function OrdersLoader({ mine, pid, title, fetchKey }: { mine: boolean; pid: number | null; title: string; fetchKey: number }) {
  const data = useRouteQuery<OrdersPageQuery>(ordersQuery, { reloadOn: fetchKey }).data;
  return <OrdersList query={data} mine={mine} pid={pid} title={title} />;
}

function OrdersSkeleton({ title, mine }: { title: string; mine: boolean }) {
  const { user } = useViewer();
  return (
    <ListScreen<OrderRow>
      title={title}
      subtitle={ordersSubtitle({ admin: isAdmin(user?.roleLevel), mine, group: user?.activeGroup })}
      back={mine ? undefined : '/Administration'}
      columns={orderColumns}
      rows={[]}
      getRowId={(order) => order.id}
      loading
    />
  );
}

function OrdersList({ query, mine, pid, title }: { query: OrdersList_query$key; mine: boolean; pid: number | null; title: string }) {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { user } = useViewer();
  const [data, refetch] = useRefetchableFragment<OrdersListRefetchQuery, OrdersList_query$key>(ordersListFragment, query);
  const list = useListState<QuoteOrderField>({ defaultOrder: DEFAULT_ORDER_SORT });
  const { authHeaders } = useSession();
  const { isPending, refresh } = useListRefetch(list.variables, (variables, options) => refetch({ ...variables, mine, pid }, options));
  const [commitCopy] = useMutation<OrdersPageCopyMutation>(copyMutation);
  const [commitDelete] = useMutation<OrdersPageDeleteMutation>(deleteMutation);
  const canDelete = user?.roleLevel === RoleLevel.SuperAdmin;

  const copyOrder = (order: OrderRow) => {
    const number = order.erpOrderNo ?? String(order.rowId);
    alerts.warning(`Copying Order #${number} to a new Quote...`);
    commitCopy({
      variables: { id: order.rowId },
      onCompleted: (response, errors) => {
        if (errors?.length || !response.copyOrder) {
          alerts.failure(errors?.[0]?.message ?? 'Copy failed.');
          return;
        }
        alerts.success(`New Quote #${response.copyOrder.rowId} copied from Order #${number}.`);
        navigate(`/Quote/${response.copyOrder.rowId}`);
      },
      onError: (error) => alerts.failure(errorText(error)),
    });
  };

  const deleteOrder = (order: OrderRow) => {
    commitDelete({
      variables: { id: order.rowId },
      // The row goes at once; the server is called afterwards. A refusal rolls the optimistic delete back.
      optimisticResponse: { deleteOrder: order.id },
      updater: (store) => dropDeletedRows(store, { field: 'quotes', args: { type: 2, mine, pid, ...list.variables } }),
      onCompleted: (_response, errors) => {
        if (errors?.length) alerts.failure(errors[0]!.message);
      },
      onError: (error) => alerts.failure(errorText(error)),
    });
  };

  const rows = data.quotes.edges.map((edge) => edge.node).filter((node): node is OrderRow => node != null);

  const group = user?.activeGroup;
  return (
    <ListScreen<OrderRow>
      title={title}
      exportList={isAdmin(user?.roleLevel) ? { list: 'orders', filters: { mine: mine || undefined, pid: pid ?? undefined }, authHeaders } : undefined}
      subtitle={ordersSubtitle({ admin: isAdmin(user?.roleLevel), mine, group })}
      filterNotice={<GroupFilterNotice group={group} what="orders" />}
      emptyText={group ? `No orders in the group ${group.name}.` : undefined}
      back={mine ? undefined : '/Administration'}
      columns={orderColumns}
      rows={rows}
      getRowId={(order) => order.id}
      loading={isPending}
      onRowClick={(order) => navigate(`/Quote/${order.rowId}`)}
      rowActions={(order) => (
        <div className="orders-actions">
          <button
            type="button"
            className="btn btn-ghost btn-icon btn-sm"
            title="Copy Order"
            aria-label={`Copy Order #${order.erpOrderNo ?? order.rowId}`}
            onClick={(event) => {
              event.stopPropagation();
              copyOrder(order);
            }}
          >
            <FontAwesomeIcon icon={faCopy} />
          </button>
          {canDelete && (
            <button
              type="button"
              className="btn btn-ghost btn-icon btn-sm orders-actions__delete"
              title="Delete Order"
              aria-label={`Delete Order #${order.erpOrderNo ?? order.rowId}`}
              onClick={(event) => {
                event.stopPropagation();
                deleteOrder(order);
              }}
            >
              <FontAwesomeIcon icon={faTrash} />
            </button>
          )}
        </div>
      )}
      sort={list.order}
      onSort={(field) => list.toggleSort(field as QuoteOrderField)}
      search={list.search}
      onSearch={list.setSearch}
      onRefetch={refresh}
      totalCount={data.quotes.totalCount}
      pageSize={list.pageSize}
      pageCursors={data.quotes.pageCursors}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
      renderCard={(order) => (
        <div className="order-card">
          <div className="order-card__head">
            <strong>Order #{order.erpOrderNo ?? order.rowId}</strong>
            <span className={`order-status order-status--${(order.orderStatusLabel ?? '').toLowerCase()}`}>{order.orderStatusLabel}</span>
          </div>
          <div>{order.companyName || fullName(order.contactFirstName, order.contactLastName) || order.customerName || '-'}</div>
          <div className="order-card__meta">
            <span>Ordered On {formatDate(order.dateOrderPlaced) || '-'}</span>
            <strong>{formatCurrency(order.totalCost)}</strong>
          </div>
          <div className="order-card__by">Created By {fullName(order.createdByFirstName, order.createdByLastName) || '-'}</div>
        </div>
      )}
    />
  );
}

function errorText(error: unknown) {
  const source = (error as { source?: { errors?: { message: string }[] } }).source;
  return source?.errors?.[0]?.message ?? (error as Error).message;
}

export const canSeeAllOrders = (roleLevel: number | undefined) => isAdmin(roleLevel);
