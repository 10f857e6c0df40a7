import { Suspense, useState } from 'react';
import { useSession } from '../../app/SessionProvider';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useNavigate } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faPenToSquare } from '@fortawesome/free-solid-svg-icons/faPenToSquare';
import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import { useViewer } from '../../app/ViewerProvider';
import type { Column } from '../../ui/columns';
import { ListScreen } from '../../ui/ListScreen';
import { titledCard } from '../../ui/titledCard';
import { ConfirmDialog } from '../../ui/Modal';
import { useAlerts } from '../../ui/alerts';
import { errorMessage } from '../../ui/errorMessage';
import { dropDeletedRows } from '../../ui/pagedList';
import { useListRefetch, useListState, type ListOrder } from '../../ui/useListState';
import type { CustomerListPageQuery } from './__generated__/CustomerListPageQuery.graphql';
import type { CustomerListPage_query$data, CustomerListPage_query$key } from './__generated__/CustomerListPage_query.graphql';
import type { CustomerListRefetchQuery, CustomerOrderField } from './__generated__/CustomerListRefetchQuery.graphql';
import type { CustomerListPageDeleteMutation } from './__generated__/CustomerListPageDeleteMutation.graphql';
import './customers.css';

const pageQuery = graphql`
  query CustomerListPageQuery {
    ...CustomerListPage_query
  }
`;

const listFragment = graphql`
  fragment CustomerListPage_query on Query
  @refetchable(queryName: "CustomerListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 12 }
    after: { type: "String" }
    orderBy: { type: "CustomerOrder", defaultValue: { field: erpId, direction: DESC } }
    search: { type: "String" }
  ) {
    customers(first: $first, after: $after, orderBy: $orderBy, search: $search) {
      totalCount
      pageCursors {
        ...Pager_pageCursors @relay(mask: false)
      }
      edges {
        node {
          id
          rowId
          erpId
          companyName
          platformName
          billingAddress {
            address
            address2
            city
            state
            zip
          }
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation CustomerListPageDeleteMutation($id: Int!) {
    deleteCustomer(id: $id) @deleteRecord
  }
`;

type CustomerRow = CustomerListPage_query$data['customers']['edges'][number]['node'];

export const DEFAULT_CUSTOMER_ORDER: ListOrder<CustomerOrderField> = { field: 'erpId', direction: 'DESC' };

export function billingText(b: CustomerRow['billingAddress']) {
  if (!b) return '';
  const street = [b.address, b.address2].filter(Boolean).join(' ');
  return [street, b.city, [b.state, b.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

export function customerColumns(superAdmin: boolean): Column<CustomerRow>[] {
  return [
    { key: 'erpId', header: 'ERP ID', sortField: 'erpId', width: 120 },
    { key: 'companyName', header: 'Name', sortField: 'companyName' },
    { key: 'billing', header: 'Billing Address', value: (c) => billingText(c.billingAddress), width: 320 },
    ...(superAdmin ? [{ key: 'platformName', header: 'Platform' } as Column<CustomerRow>] : []),
  ];
}

function CustomerList({ query }: { query: CustomerListPage_query$key }) {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { user } = useViewer();
  const superAdmin = (user?.roleLevel ?? 0) >= 9;
  const [data, refetch] = useRefetchableFragment<CustomerListRefetchQuery, CustomerListPage_query$key>(listFragment, query);
  const list = useListState<CustomerOrderField>({ defaultOrder: DEFAULT_CUSTOMER_ORDER });
  const { authHeaders } = useSession();
  const { isPending, refresh } = useListRefetch(list.variables, (variables, options) => refetch(variables, options));
  const [commitDelete] = useMutation<CustomerListPageDeleteMutation>(deleteMutation);
  const [deleting, setDeleting] = useState<CustomerRow | null>(null);

  const columns: Column<CustomerRow>[] = [
    ...customerColumns(superAdmin),
    {
      key: 'actions',
      header: 'Actions',
      width: 110,
      render: (c) => (
        <span className="row-actions">
          <button type="button" className="btn btn-ghost btn-icon btn-sm" aria-label={`Edit ${c.companyName}`} title="Edit" onClick={(e) => { e.stopPropagation(); navigate(`/Customer/${c.rowId}`); }}>
            <FontAwesomeIcon icon={faPenToSquare} />
          </button>
          <button type="button" className="btn btn-ghost btn-icon btn-sm" aria-label={`Delete ${c.companyName}`} title="Delete" onClick={(e) => { e.stopPropagation(); setDeleting(c); }}>
            <FontAwesomeIcon icon={faTrashCan} />
          </button>
        </span>
      ),
    },
  ];

  return (
    <>
      <ListScreen<CustomerRow>
        title="Customers"
        exportList={{ list: 'customers', authHeaders }}
        back="/Administration"
        onCreate={() => navigate('/Customer/create')}
        columns={columns}
        rows={data.customers.edges.flatMap((edge) => (edge.node ? [edge.node] : []))}
        getRowId={(c) => c.id}
        loading={isPending}
        onRowClick={(c) => navigate(`/Customer/${c.rowId}`)}
        sort={list.order}
        onSort={(field) => list.toggleSort(field as CustomerOrderField)}
        search={list.search}
        onSearch={list.setSearch}
        onRefetch={refresh}
        totalCount={data.customers.totalCount}
        pageSize={list.pageSize}
        pageCursors={data.customers.pageCursors}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        renderCard={titledCard(columns, 'companyName')}
      />
      <ConfirmDialog
        open={deleting !== null}
        message={`Are you sure you want to delete ${deleting?.companyName || deleting?.rowId}?`}
        confirmLabel="Yes"
        cancelLabel="No"
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (!target) return;
          commitDelete({
            variables: { id: target.rowId },
            updater: (store) => dropDeletedRows(store, { field: 'customers', args: list.variables }),
            onCompleted: () => alerts.success(`Successfully deleted Contact with the ID of ${target.rowId}`),
            onError: (error) => alerts.failure(errorMessage(error)),
          });
        }}
      />
    </>
  );
}

function CustomersLoader() {
  const data = useRouteQuery<CustomerListPageQuery>(pageQuery).data;
  return <CustomerList query={data} />;
}

export function CustomerListPage() {
  const { user } = useViewer();
  return (
    <Suspense
      fallback={
        <ListScreen<CustomerRow> title="Customers" back="/Administration" columns={customerColumns((user?.roleLevel ?? 0) >= 9)} rows={[]} getRowId={(c) => c.id} loading />
      }
    >
      <CustomersLoader />
    </Suspense>
  );
}
